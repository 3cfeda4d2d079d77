import { CheckoutRoute, checkoutRouteMetadata, type CheckoutRouteProps } from '@/app/_journeys/checkoutRoute';

export const generateMetadata = checkoutRouteMetadata;

/** SPEC §2: /associations/{org}/{kind}/{form}/checkout/{cartId}[/{step}][/en] — a cart of that form. */
export default function ScopedCheckoutPage(props: CheckoutRouteProps) {
  return <CheckoutRoute {...props} />;
}
