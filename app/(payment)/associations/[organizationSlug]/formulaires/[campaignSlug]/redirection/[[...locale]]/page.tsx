import type { Metadata } from 'next';
import type { SearchParams } from '@/features/payment/CardPaymentPage';
import { donationFormOf } from '@/features/campaign/donation';
import { RedirectionPage, redirectionMetadata } from '@/features/payment/OutcomePages';

interface Props {
  params: Promise<{ organizationSlug: string; campaignSlug: string; locale?: string[] }>;
  searchParams: Promise<SearchParams>;
}

export function generateMetadata(): Promise<Metadata> {
  return redirectionMetadata();
}

/** SPEC §2 /associations/{org}/formulaires/{campaign}/redirection?outcome=…: the payment's outcome. */
export default async function CampaignRedirectionPage({ params, searchParams }: Props) {
  const { organizationSlug, campaignSlug, locale } = await params;
  return (
    <RedirectionPage
      form={donationFormOf({ organizationSlug, campaignSlug })}
      locale={locale}
      searchParams={await searchParams}
    />
  );
}
