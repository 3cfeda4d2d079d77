/**
 * The checkout route module, shared by its two addresses (SPEC §2):
 * /associations/{org}/checkout/{cartId}[/{step}][/en] and the same under a form's address.
 * The app composes the features: the journey's prepared-cart page, the errors' expiration
 * page and the shell's providers of the step's messages.
 */
import type { Metadata } from 'next';
import {
  PreparedCartPage,
  preparedCartMetadata,
  type PreparedCartRouteParams,
} from '@/features/journey/prepared-cart/PreparedCartPage';
import { ErrorView } from '@/features/errors/ErrorView';
import { withIslandMessages } from '@/features/shell/IslandProviders';

export interface CheckoutRouteProps {
  params: Promise<PreparedCartRouteParams>;
}

export async function checkoutRouteMetadata({ params }: CheckoutRouteProps): Promise<Metadata> {
  return preparedCartMetadata(await params);
}

export async function CheckoutRoute({ params }: CheckoutRouteProps) {
  return (
    <PreparedCartPage
      params={await params}
      expiredView={<ErrorView errorKey="expiration" />}
      withIslandMessages={withIslandMessages}
    />
  );
}
