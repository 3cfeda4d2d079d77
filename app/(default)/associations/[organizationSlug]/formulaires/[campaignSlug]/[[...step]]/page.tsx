import { DonationRoute, donationRouteMetadata, type DonationRouteProps } from '@/app/_journeys/donationRoute';

export const generateMetadata = donationRouteMetadata;

/** SPEC §2: /associations/{org}/formulaires/{campaign}[/{step}][/en] — a donation form. */
export default function DonationPage(props: DonationRouteProps) {
  return <DonationRoute {...props} widget={false} />;
}
