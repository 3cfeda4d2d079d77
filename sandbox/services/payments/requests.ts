/**
 * Payment requests and their card attempts as rows: loading them (optionally locked),
 * the addresses the payer is sent to (card page, provider, 3-D Secure, return), and the
 * limits shared by the other payment modules (failed attempts, open states).
 */
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { SandboxTx, Executor } from '../../db/client';
import { paymentAttempts, paymentRequests } from '../../db/schema';
import type { RequestContext } from '../../context';
import { fail } from '../../http/errors';
import { loadCart, type CartRow } from '../carts/store';
import { withSearchParams } from '@/lib/http/pathAddress';

export type PrRow = typeof paymentRequests.$inferSelect;
export type AttemptRow = typeof paymentAttempts.$inferSelect;

/** After this many refused or failed attempts, a request takes no more cards. */
export const MAX_FAILED_ATTEMPTS = 5;
export const FAILED_STATES = ['Refused', 'Error'];
export const OPEN_ATTEMPT_STATES = new Set(['Init', 'WaitingAuthentication']);

export interface CardInfo {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/**
 * The payment request's own page on the app: absolute (ctx.appUrl) for the API's answers
 * to another site; on `base` for a browser the provider sends back (ctx.pageUrl).
 */
export function embeddedPageUrl(ctx: RequestContext, pr: PrRow, base: string = ctx.appUrl): string {
  if (pr.kind === 'Regularisation') return `${base}/paiement/regularisation/embarque/${pr.unpaidPaymentId}`;
  if (pr.kind === 'CardChange') return `${base}/paiement/carte/${pr.orderId}`;
  return `${base}/paiement/embarque/${pr.id}`;
}

export function providerCardUrl(ctx: RequestContext, pr: PrRow): string {
  return `${ctx.sandboxUrl}/provider/payments/${pr.id}/card`;
}

export function challengeUrl(ctx: RequestContext, challengeId: string): string {
  return `${ctx.sandboxUrl}/provider/3ds/${challengeId}`;
}

/**
 * Where the payer goes once the provider is done: the given returnUrl (checked when it was
 * given), else the embedded page; a path stays a path (the browser stays on its origin).
 */
export function returnUrlOf(ctx: RequestContext, pr: PrRow, attempt: AttemptRow | null): string {
  const base = attempt?.returnUrl ?? embeddedPageUrl(ctx, pr, ctx.pageUrl);
  return withSearchParams(base, {
    paymentRequestId: pr.id,
    ...(attempt ? { paymentId: attempt.id } : {}),
  });
}

export async function findRequest(ex: Executor, prId: string, forUpdate = false): Promise<PrRow> {
  const query = ex.select().from(paymentRequests).where(eq(paymentRequests.id, prId));
  const rows = forUpdate ? await query.for('update') : await query;
  const pr = rows[0];
  if (!pr) throw fail(404, 'PAYMENT_NOT_FOUND', `No payment request "${prId}".`);
  return pr;
}

export async function findAttempt(ex: Executor, attemptId: string, forUpdate = false): Promise<AttemptRow> {
  const query = ex.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
  const rows = forUpdate ? await query.for('update') : await query;
  const attempt = rows[0];
  if (!attempt) throw fail(404, 'PAYMENT_NOT_FOUND', `No payment "${attemptId}".`);
  return attempt;
}

export async function latestAttempt(ex: Executor, prId: string, forUpdate = false): Promise<AttemptRow | null> {
  const query = ex
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.paymentRequestId, prId))
    .orderBy(desc(paymentAttempts.number))
    .limit(1);
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export async function failedAttempts(ex: Executor, prId: string): Promise<number> {
  const rows = await ex
    .select({ n: count() })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.paymentRequestId, prId), inArray(paymentAttempts.state, FAILED_STATES)));
  return rows[0]?.n ?? 0;
}

/** Locks in the one order every payment write uses: cart (if any), then the request. */
export async function lockRequest(tx: SandboxTx, prId: string): Promise<{ pr: PrRow; cart: CartRow | null }> {
  const unlocked = await findRequest(tx, prId);
  const cart = unlocked.cartId ? await loadCart(tx, unlocked.cartId, true) : null;
  const pr = await findRequest(tx, prId, true);
  return { pr, cart };
}

/** The cart's one live request (the others were replaced when its total changed). */
export const liveRequestOf = (cartId: string) =>
  and(eq(paymentRequests.cartId, cartId), isNull(paymentRequests.replacedAt));

/** A replaced request takes no card and captures nothing: its cart's total changed since. */
export function assertLive(pr: PrRow): void {
  if (pr.replacedAt !== null) {
    throw fail(
      409,
      'PAYMENT_REQUEST_REPLACED',
      'The cart changed after this payment request was made: pay its new request (init-payment).',
    );
  }
}

export function assertNotPaid(pr: PrRow): void {
  if (pr.state === 'Authorized')
    throw fail(409, 'DUPLICATED_PAYMENT', 'This payment has already been made: nothing was charged again.');
}
