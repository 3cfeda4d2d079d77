import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { StopGiftPage, stopGiftMetadata } from '@/features/orders/StopGiftPage';
import { loadOrder } from '@/features/orders/queries';
import { renderApiFailure } from '@/features/errors/pageErrors';
import { orderPagePath, signInPath, stopGiftPath } from '@/lib/routes/account';
import { parseNumericId } from '@/lib/routes/numericId';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return stopGiftMetadata();
}

/**
 * /utilisateur/commandes/{id}/arreter: confirm stopping a monthly gift. Its payer only, as
 * the order page; an order that is not a running monthly gift goes back to its page.
 */
export default async function StopGiftRoute({ params }: Props) {
  const orderId = parseNumericId((await params).id);
  if (orderId === null) notFound();
  const access = await loadOrder(orderId);
  if (access.kind === 'signIn') redirect(signInPath(stopGiftPath(orderId)));
  if (access.kind === 'notFound') notFound();
  if (access.kind === 'refused') return renderApiFailure(access.error);
  const { order } = access;
  const next = order.nextPayment;
  if (order.frequency !== 'Monthly' || order.stoppedAt !== null || next === null) redirect(orderPagePath(orderId));
  return <StopGiftPage order={{ ...order, nextPayment: next }} />;
}
