import type { Metadata } from 'next';
import { CardPaymentPage, paymentPageMetadata } from '@/features/payment/card/CardPaymentPage';
import type { SearchParams } from '@/features/payment/pageParams';

interface Props {
  params: Promise<{ id: string; locale?: string[] }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return paymentPageMetadata(await searchParams);
}

/** SPEC §2 /paiement/embarque-ha/{id}[/en]: the embedded card payment page, second address. */
export default async function HostedPaymentPage({ params, searchParams }: Props) {
  const { id, locale } = await params;
  return <CardPaymentPage id={id} locale={locale} searchParams={await searchParams} hosted />;
}
