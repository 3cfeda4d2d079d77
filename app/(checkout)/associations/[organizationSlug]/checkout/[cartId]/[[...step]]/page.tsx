import { CheckoutRoute, checkoutRouteMetadata, type CheckoutRouteProps } from '@/app/_journeys/checkoutRoute';

export const generateMetadata = checkoutRouteMetadata;

/** SPEC §2: /associations/{org}/checkout/{cartId}[/{step}][/en] — the checkout of a prepared cart. */
export default function CheckoutPage(props: CheckoutRouteProps) {
  return <CheckoutRoute {...props} />;
}
