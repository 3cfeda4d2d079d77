import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { withInstalment } from '@/app/_payments/instalmentRoute';
import { paymentPageMetadata } from '@/features/payment/card/CardPaymentPage';
import { parseLocaleSegments, type SearchParams } from '@/features/payment/pageParams';
import { RegularisationCardPage } from '@/features/payment/regularisation/RegularisationPages';
import { parseNumericId } from '@/lib/routes/numericId';
import { regularisationCardPath } from '@/lib/routes/payment';

interface Props {
  params: Promise<{ id: string; locale?: string[] }>;
  searchParams: Promise<SearchParams>;
}

/** The card page's title, "Erreur : " first after a card field the provider refused (no JavaScript). */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return paymentPageMetadata(await searchParams);
}

/** SPEC §2 /paiement/regularisation/embarque/{id}[/en]: paying a refused instalment by card. */
export default async function RegularisationCardRoute({ params, searchParams }: Props) {
  const { id, locale } = await params;
  const parsed = parseLocaleSegments(locale);
  const paymentId = parseNumericId(id);
  if (!parsed || paymentId === null) notFound();
  const query = await searchParams;
  return withInstalment(paymentId, regularisationCardPath(paymentId, parsed.english), (instalment) => (
    <RegularisationCardPage instalment={instalment} english={parsed.english} searchParams={query} />
  ));
}
