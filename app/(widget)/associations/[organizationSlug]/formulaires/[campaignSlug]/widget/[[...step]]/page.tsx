import { DonationRoute, donationRouteMetadata, type DonationRouteProps } from '@/app/_journeys/donationRoute';

export const generateMetadata = donationRouteMetadata;

/** SPEC §2: the widget copy of a donation form, …/{campaign}/widget/{step}[/en], framed by the association's site. */
export default function DonationWidgetPage(props: DonationRouteProps) {
  return <DonationRoute {...props} widget />;
}
