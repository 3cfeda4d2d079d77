import { notFound, redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { loadInstalment, type Instalment } from '@/features/payment/regularisation/regularisation';
import { renderApiFailure } from '@/features/errors/pageErrors';
import { signInPath } from '@/lib/routes/account';

/**
 * The regularisation pages name an instalment by its sequential id, so each one shows it
 * to its payer only: an anonymous visitor is sent to sign in and comes back to `path`; a
 * stranger gets the 404 of an unknown id; an unverified account the 403 page (SPEC §8).
 */
export async function withInstalment(
  paymentId: number | null,
  path: string,
  render: (instalment: Instalment) => ReactNode | Promise<ReactNode>,
): Promise<ReactNode> {
  if (paymentId === null) notFound();
  const access = await loadInstalment(paymentId);
  if (access.kind === 'signIn') redirect(signInPath(path));
  if (access.kind === 'notFound') notFound();
  if (access.kind === 'refused') return renderApiFailure(access.error);
  return render(access.instalment);
}

/** The instalment for a page's metadata, when the visitor may see it (else the generic title). */
export async function instalmentForMetadata(paymentId: number | null): Promise<Instalment | null> {
  if (paymentId === null) return null;
  const access = await loadInstalment(paymentId);
  return access.kind === 'ok' ? access.instalment : null;
}
