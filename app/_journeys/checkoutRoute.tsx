/**
 * The checkout route module, shared by its two addresses (SPEC §2):
 * /associations/{org}/checkout/{cartId}[/{step}][/en] and the same under a form's address.
 * The app composes the features: the journey's prepared-cart page and the shell's
 * expiration page.
 */
import type { Metadata } from 'next';
import {
  PreparedCartPage,
  preparedCartMetadata,
  type PreparedCartRouteParams,
} from '@/features/journey/prepared-cart/PreparedCartPage';
import { ErrorView } from '@/features/errors/ErrorView';

export interface CheckoutRouteProps {
  params: Promise<PreparedCartRouteParams>;
}

export async function checkoutRouteMetadata({ params }: CheckoutRouteProps): Promise<Metadata> {
  return preparedCartMetadata(await params);
}

export async function CheckoutRoute({ params }: CheckoutRouteProps) {
  return <PreparedCartPage params={await params} expiredView={<ErrorView errorKey="expiration" />} />;
}
