/**
 * The checkout route module, shared by its two addresses (SPEC §2):
 * /associations/{org}/checkout/{cartId}[/{step}][/en] and the same under a form's address.
 * The app composes the features: the campaign journey's checkout and the shell's
 * expiration page.
 */
import type { Metadata } from 'next';
import {
  CheckoutPage,
  checkoutMetadata,
  type CheckoutRouteParams,
} from '@/features/journey/prepared-cart/CheckoutPage';
import { ErrorView } from '@/features/errors/ErrorView';

export interface CheckoutRouteProps {
  params: Promise<CheckoutRouteParams>;
}

export async function checkoutRouteMetadata({ params }: CheckoutRouteProps): Promise<Metadata> {
  return checkoutMetadata(await params);
}

export async function CheckoutRoute({ params }: CheckoutRouteProps) {
  return <CheckoutPage params={await params} expiredView={<ErrorView errorKey="expiration" />} />;
}
