import type { Metadata } from 'next';
import type { SearchParams } from '@/features/payment/pageParams';
import { ConfirmationPage, confirmationMetadata } from '@/features/payment/outcome/OutcomePages';

interface Props {
  params: Promise<{ id: string; locale?: string[] }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return confirmationMetadata((await params).id);
}

/** SPEC §2 /paiement/embarque/confirmation/{id}[/en]. */
export default async function EmbeddedConfirmationPage({ params, searchParams }: Props) {
  const { id, locale } = await params;
  return <ConfirmationPage id={id} locale={locale} searchParams={await searchParams} />;
}
