/** The test-mode card provider: card submission and the 3-D Secure challenge. */
import { eq } from 'drizzle-orm';
import type { ProviderCardBody, ProviderCardResponse } from '@/lib/api/contracts/payments';
import type { SandboxTx } from '../db/client';
import { paymentAttempts } from '../db/schema';
import type { RequestContext, SandboxConfig } from '../context';
import { isPathOnly, normalisedPath } from '@/lib/http/pathAddress';
import { fail } from '../http/errors';
import { newId } from '../services/ids';
import { findAttempt, lockRequest, returnUrlOf, type AttemptRow, type PrRow } from '../services/payments/requests';
import { initializeAttempt, setAttemptOutcome } from '../services/payments/attempts';
import { paymentStatus } from '../services/payments/status';
import { findTestCard, isExpired, isLuhnValid, normaliseCardNumber, parseExpiry } from './cards';

/** Absolute origins of the app and of the sandbox itself (when configured absolute), and the extra allowed ones. */
export function allowedReturnOrigins(config: SandboxConfig): Set<string> {
  const configured = [config.appUrl, config.publicUrl].filter((url) => !isPathOnly(url));
  return new Set([...configured.map((url) => new URL(url).origin), ...config.allowedReturnOrigins]);
}

/**
 * Where a card form asks the payer to be sent back, checked so the provider is no open
 * redirect. A path (`/forms/paiement/…`) is on the origin the form was posted from: kept
 * a path while the provider itself is addressed by paths (mounted in the app, so the
 * browser stays on the visitor's origin); resolved against the app's configured address
 * when the provider has an origin of its own (standalone). An absolute URL must be on the
 * app's or the sandbox's configured origin or an allowed one — never judged by the
 * request's Host.
 */
export function checkReturnUrl(ctx: RequestContext, raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return null;
  if (raw.startsWith('/')) {
    const path = normalisedPath(raw);
    if (path === null) throw fail(400, 'INVALID_RETURN_URL', 'returnUrl is not a path on this site.', 'returnUrl');
    return isPathOnly(ctx.pageUrl) ? path : new URL(path, ctx.appUrl).toString();
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw fail(400, 'INVALID_RETURN_URL', 'returnUrl is not a URL.', 'returnUrl');
  }
  const allowed = allowedReturnOrigins(ctx.config);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !allowed.has(url.origin)) {
    const where = ['a path', ...allowed].join(' or ');
    throw fail(400, 'INVALID_RETURN_URL', `returnUrl must be ${where}.`, 'returnUrl');
  }
  return url.toString();
}

export async function submitCard(
  tx: SandboxTx,
  ctx: RequestContext,
  prId: string,
  body: ProviderCardBody,
): Promise<ProviderCardResponse> {
  const digits = normaliseCardNumber(body.cardNumber);
  if (!isLuhnValid(digits)) throw fail(422, 'INVALID_CARD_NUMBER', 'The card number is not valid.', 'cardNumber');
  const card = findTestCard(digits);
  if (!card) {
    throw fail(
      422,
      'NOT_A_TEST_CARD',
      'Test mode: use one of the documented test cards (docs/sandbox.md); real cards are refused.',
      'cardNumber',
    );
  }
  const expiry = parseExpiry(body.expiry);
  if (!expiry) throw fail(422, 'INVALID_EXPIRY', 'expiry must be MM/YY.', 'expiry');
  if (isExpired(expiry, ctx.now)) throw fail(422, 'INVALID_EXPIRY', 'The card has expired.', 'expiry');
  if (!/^\d{3,4}$/u.test(body.cvc.trim())) throw fail(422, 'INVALID_CVC', 'cvc must be 3 or 4 digits.', 'cvc');
  const returnUrl = checkReturnUrl(ctx, body.returnUrl);

  const { pr, attempt } = await initializeAttempt(tx, ctx, prId);
  // A second submission (double click) of the same attempt changes nothing.
  if (attempt.providerStatus !== 'none') return respond(tx, ctx, pr, attempt);
  const common = {
    cardBrand: card.brand,
    cardLast4: digits.slice(-4),
    cardExpMonth: expiry.month,
    cardExpYear: expiry.year,
    returnUrl,
  };
  const { outcome } = card;
  let next: AttemptRow;
  if (outcome.kind === 'success') {
    next = await setAttemptOutcome(tx, ctx, pr, attempt, { ...common, providerStatus: 'accepted' });
  } else if (outcome.kind === 'declined') {
    next = await setAttemptOutcome(tx, ctx, pr, attempt, {
      ...common,
      state: 'Refused',
      providerStatus: 'declined',
      errorCode: 'PAYMENT_REFUSED',
      declineReason: outcome.reason,
    });
  } else if (outcome.kind === 'providerError') {
    next = await setAttemptOutcome(tx, ctx, pr, attempt, {
      ...common,
      state: 'Error',
      providerStatus: 'error',
      errorCode: 'hapay_provider_error',
    });
  } else {
    next = await setAttemptOutcome(tx, ctx, pr, attempt, {
      ...common,
      state: 'WaitingAuthentication',
      providerStatus: 'challenge',
      challengeId: newId('tds'),
      challengeOutcome: outcome.result,
    });
  }
  return respond(tx, ctx, pr, next);
}

async function respond(
  tx: SandboxTx,
  ctx: RequestContext,
  pr: PrRow,
  attempt: AttemptRow,
): Promise<ProviderCardResponse> {
  const status = await paymentStatus(tx, ctx, pr.id, attempt.id);
  return {
    paymentRequestId: pr.id,
    paymentId: attempt.id,
    status: status.state,
    nextAction: status.nextAction,
    // Form posts (no JS) follow this: the challenge, else back to the page that asked.
    redirectUrl: status.nextAction === 'Redirect' ? status.redirectUrl : returnUrlOf(ctx, pr, attempt),
    errorCode: status.errorCode,
    declineReason: status.declineReason,
  };
}

export type ThreeDsDecision = 'approve' | 'fail' | 'abandon';

export async function findChallenge(tx: SandboxTx | RequestContext['db'], challengeId: string): Promise<AttemptRow> {
  const rows = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.challengeId, challengeId));
  const attempt = rows[0];
  if (!attempt) throw fail(404, 'CHALLENGE_NOT_FOUND', `No 3-D Secure challenge "${challengeId}".`);
  return attempt;
}

/** Records the payer's answer to the challenge; answers where to send the payer. */
export async function decideChallenge(
  tx: SandboxTx,
  ctx: RequestContext,
  challengeId: string,
  decision: ThreeDsDecision,
): Promise<string> {
  const unlocked = await findChallenge(tx, challengeId);
  const { pr } = await lockRequest(tx, unlocked.paymentRequestId);
  const attempt = await findAttempt(tx, unlocked.id, true);
  if (
    attempt.providerStatus === 'challenge' &&
    attempt.state === 'WaitingAuthentication' &&
    pr.state !== 'Authorized'
  ) {
    if (decision === 'abandon') {
      await setAttemptOutcome(tx, ctx, pr, attempt, {
        state: 'Abandoned',
        providerStatus: 'abandoned',
        errorCode: 'PAYMENT_CANCELED',
      });
    } else if (decision === 'approve' && attempt.challengeOutcome === 'accept') {
      await setAttemptOutcome(tx, ctx, pr, attempt, { providerStatus: 'authenticated' });
    } else {
      await setAttemptOutcome(tx, ctx, pr, attempt, {
        state: 'Refused',
        providerStatus: 'failed',
        errorCode: 'AUTHENTICATION_FAILURE',
      });
    }
  }
  return returnUrlOf(ctx, pr, attempt);
}
