import type { Metadata } from 'next';
import type { SearchParams } from '@/features/payment/pageParams';
import { RedirectionPage, redirectionMetadata } from '@/features/payment/outcome/OutcomePages';

interface Props {
  params: Promise<{ locale?: string[] }>;
  searchParams: Promise<SearchParams>;
}

export function generateMetadata(): Promise<Metadata> {
  return redirectionMetadata();
}

/** SPEC §2 /redirection?outcome=…: a payment outcome outside a form's address. */
export default async function RedirectionRoute({ params, searchParams }: Props) {
  const { locale } = await params;
  return <RedirectionPage form={null} locale={locale} searchParams={await searchParams} />;
}
