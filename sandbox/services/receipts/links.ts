/**
 * Receipt links for a payer without an account: `{expiry}.{HMAC}` over the payment, the
 * receipt kind and the expiry, keyed with the sandbox's signing secret (the JWT secret,
 * which has no default outside test mode: sandbox/runtime.ts jwtSecretFor). Unguessable,
 * bound to one receipt, and it expires; nothing is stored.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentReceipts, ReceiptKind } from '@/lib/api/contracts/receipts';
import { receiptPath } from '@/lib/routes/receipt';
import type { RequestContext } from '../../context';

/** How long a link from the confirmation page opens the receipt (then: sign in, order page). */
export const RECEIPT_LINK_DAYS = 30;

const signature = (secret: Uint8Array, paymentId: number, kind: ReceiptKind, expiry: number) =>
  createHmac('sha256', secret).update(`receipt:${paymentId}:${kind}:${expiry}`).digest('base64url');

export function signReceiptLink(ctx: RequestContext, paymentId: number, kind: ReceiptKind): string {
  const expiry = Math.floor(ctx.now.getTime() / 1000) + RECEIPT_LINK_DAYS * 24 * 3600;
  return `${expiry}.${signature(ctx.config.jwtSecret, paymentId, kind, expiry)}`;
}

export type LinkCheck = 'valid' | 'expired' | 'invalid';

export function checkReceiptLink(ctx: RequestContext, paymentId: number, kind: ReceiptKind, token: string): LinkCheck {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/u.exec(token);
  if (!match) return 'invalid';
  const expiry = Number(match[1]);
  const expected = Buffer.from(signature(ctx.config.jwtSecret, paymentId, kind, expiry));
  const given = Buffer.from(match[2] as string);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return expiry * 1000 < ctx.now.getTime() ? 'expired' : 'valid';
}

/** The receipt's page on the app (the PDF is the same address + /pdf). */
export function receiptUrl(ctx: RequestContext, paymentId: number, kind: ReceiptKind, signed: boolean): string {
  const base = `${ctx.appUrl}${receiptPath(paymentId, kind)}`;
  return signed ? `${base}?jeton=${signReceiptLink(ctx, paymentId, kind)}` : base;
}

/** HelloAsso's paymentReceiptUrl and fiscalReceiptUrl of a paid payment. */
export function receiptUrls(
  ctx: RequestContext,
  paymentId: number,
  hasFiscalReceipt: boolean,
  signed: boolean,
): PaymentReceipts {
  return {
    paymentReceiptUrl: receiptUrl(ctx, paymentId, 'payment', signed),
    fiscalReceiptUrl: hasFiscalReceipt ? receiptUrl(ctx, paymentId, 'fiscal', signed) : null,
  };
}
