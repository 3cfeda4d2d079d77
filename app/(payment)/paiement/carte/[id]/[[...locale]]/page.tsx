import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { loadOrder } from '@/features/orders/queries';
import { CardChangePage, cardChangeMetadata } from '@/features/payment/regularisation/CardChangePage';
import { parseLocaleSegments, type SearchParams } from '@/features/payment/pageParams';
import { renderApiFailure } from '@/features/errors/pageErrors';
import { cardChangePath } from '@/lib/routes/payment';
import { parseNumericId } from '@/lib/routes/numericId';
import { signInPath } from '@/lib/routes/account';

interface Props {
  params: Promise<{ id: string; locale?: string[] }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata(): Promise<Metadata> {
  return cardChangeMetadata();
}

/**
 * /paiement/carte/{orderId}[/en]: the card of the payments to come of an order (monthly
 * gift or instalment plan). Its payer only, as the order page: anonymous → sign in and
 * come back; anyone else → 404 (as for an unknown id); an unverified account → 403.
 */
export default async function CardChangeRoute({ params, searchParams }: Props) {
  const { id, locale } = await params;
  const parsed = parseLocaleSegments(locale);
  const orderId = parseNumericId(id);
  if (!parsed || orderId === null) notFound();
  const access = await loadOrder(orderId);
  if (access.kind === 'signIn') redirect(signInPath(cardChangePath(orderId, parsed.english)));
  if (access.kind === 'notFound') notFound();
  if (access.kind === 'refused') return renderApiFailure(access.error);
  return <CardChangePage order={access.order} english={parsed.english} searchParams={await searchParams} />;
}
