import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { OrderPage, orderMetadata } from '@/features/orders/OrderPage';
import { loadOrder } from '@/features/orders/queries';
import { renderApiFailure } from '@/features/errors/pageErrors';
import { isOrderNotice, orderPagePath, signInPath } from '@/lib/routes/account';
import { parseNumericId } from '@/lib/routes/numericId';

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const orderId = parseNumericId((await params).id);
  const access = orderId === null ? null : await loadOrder(orderId);
  return orderMetadata(access?.kind === 'ok' ? access.order : null);
}

/**
 * /utilisateur/commandes/{id} (SPEC §2 names no route for the payer's orders; this one is
 * under the account pages): its payer only. Anonymous → sign in and come back; anyone
 * else → 404 (as for an unknown id); an unverified account → 403.
 */
export default async function OrderRoute({ params, searchParams }: Props) {
  const orderId = parseNumericId((await params).id);
  if (orderId === null) notFound();
  const access = await loadOrder(orderId);
  if (access.kind === 'signIn') redirect(signInPath(orderPagePath(orderId)));
  if (access.kind === 'notFound') notFound();
  if (access.kind === 'refused') return renderApiFailure(access.error);
  // What an action just did (`?fait=arret`…): said first on the page; anything else is ignored.
  const notice = (await searchParams).fait;
  return <OrderPage order={access.order} notice={isOrderNotice(notice) ? notice : null} />;
}
