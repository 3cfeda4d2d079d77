import type { Metadata } from 'next';
import type { SearchParams } from '@/features/payment/CardPaymentPage';
import { RedirectionPage, redirectionMetadata } from '@/features/payment/OutcomePages';

interface Props {
  params: Promise<{ locale?: string[] }>;
  searchParams: Promise<SearchParams>;
}

export function generateMetadata(): Promise<Metadata> {
  return redirectionMetadata();
}

/**
 * SPEC §2 /associations/{org}/checkout/{cartId}/redirection?outcome=…: a checkout's
 * payment outcome. A checkout has no form page to go back to: the page offers what the
 * payment's own outcome offers.
 */
export default async function CheckoutRedirectionPage({ params, searchParams }: Props) {
  const { locale } = await params;
  return <RedirectionPage form={null} locale={locale} searchParams={await searchParams} />;
}
