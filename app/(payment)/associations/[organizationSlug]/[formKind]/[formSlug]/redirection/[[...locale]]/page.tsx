import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { SearchParams } from '@/features/payment/pageParams';
import { RedirectionPage, redirectionMetadata } from '@/features/payment/outcome/OutcomePages';
import { formRefFromRoute, type FormRouteParams } from '@/lib/routes/journey';

interface Props {
  params: Promise<FormRouteParams & { locale?: string[] }>;
  searchParams: Promise<SearchParams>;
}

export function generateMetadata(): Promise<Metadata> {
  return redirectionMetadata();
}

/** SPEC §2 /associations/{org}/{kind}/{form}/redirection?outcome=…: the payment's outcome. */
export default async function FormRedirectionPage({ params, searchParams }: Props) {
  const route = await params;
  const form = formRefFromRoute(route);
  if (!form) notFound();
  return <RedirectionPage form={form} locale={route.locale} searchParams={await searchParams} />;
}
