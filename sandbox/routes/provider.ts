/**
 * The test-mode card provider, under {base}/provider. The app's card page posts card
 * data HERE, never to the app's server. JSON callers get JSON; a plain form post (no
 * JavaScript) gets a 303 redirect to the returnUrl or to the 3-D Secure challenge, a
 * path when the provider is mounted in the app (the browser stays on its origin).
 */
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { ProviderCardBodySchema, ThreeDsDecisionSchema } from '@/lib/api/contracts/payments';
import { findFormById } from '../services/forms';
import { carts, payments, orders } from '../db/schema';
import type { SandboxEnv } from '../env';
import { ApiFailure } from '../http/errors';
import { idParam, parseWith, readRawBody } from '../http/input';
import { embeddedPageUrl, findRequest } from '../services/payments/requests';
import { withSearchParams } from '@/lib/http/pathAddress';
import { checkReturnUrl, decideChallenge, findChallenge, submitCard } from '../provider/service';
import { renderThreeDsPage, threeDsLocale } from '../provider/threeDsPage';

async function merchantOf(c: Context<SandboxEnv>, prId: string): Promise<string> {
  const ctx = c.var.ctx;
  const pr = await findRequest(ctx.db, prId);
  let formId: number | undefined;
  if (pr.cartId)
    formId = (await ctx.db.select({ formId: carts.formId }).from(carts).where(eq(carts.id, pr.cartId)))[0]?.formId;
  else if (pr.unpaidPaymentId !== null) {
    formId = (
      await ctx.db
        .select({ formId: orders.formId })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(eq(payments.id, pr.unpaidPaymentId))
    )[0]?.formId;
  }
  return formId === undefined ? '' : (await findFormById(ctx.db, formId)).org.name;
}

export function providerRoutes(): Hono<SandboxEnv> {
  const provider = new Hono<SandboxEnv>();

  provider.post('/payments/:prId/card', async (c) => {
    const ctx = c.var.ctx;
    const prId = idParam(c, 'prId', 'PAYMENT_NOT_FOUND');
    const { kind, value } = await readRawBody(c, { form: true });
    const body = parseWith(ProviderCardBodySchema, value, 'body');
    if (kind !== 'form') return c.json(await ctx.db.transaction((tx) => submitCard(tx, ctx, prId, body)));
    // A form post: always answer with a redirect the browser can follow without JS.
    const returnUrl = checkReturnUrl(ctx, body.returnUrl);
    try {
      const result = await ctx.db.transaction((tx) => submitCard(tx, ctx, prId, body));
      return c.redirect(result.redirectUrl ?? returnUrl ?? ctx.pageUrl, 303);
    } catch (error) {
      if (error instanceof ApiFailure && returnUrl && error.status < 500) {
        const errorCode = error.errors[0]?.code ?? 'PAYMENT_ERROR';
        return c.redirect(withSearchParams(returnUrl, { paymentRequestId: prId, errorCode }), 303);
      }
      throw error;
    }
  });

  provider.get('/3ds/:challengeId', async (c) => {
    const ctx = c.var.ctx;
    const challengeId = idParam(c, 'challengeId', 'CHALLENGE_NOT_FOUND');
    const attempt = await findChallenge(ctx.db, challengeId);
    const pending = attempt.providerStatus === 'challenge' && attempt.state === 'WaitingAuthentication';
    const pr = await findRequest(ctx.db, attempt.paymentRequestId);
    const html = renderThreeDsPage({
      locale: threeDsLocale(attempt.returnUrl, c.req.header('cookie')),
      action: `${ctx.config.basePath}/provider/3ds/${challengeId}`,
      merchant: await merchantOf(c, pr.id),
      amountCents: attempt.amount,
      last4: attempt.cardLast4,
      doneUrl: pending ? null : (attempt.returnUrl ?? embeddedPageUrl(ctx, pr, ctx.pageUrl)),
    });
    c.header('Cache-Control', 'no-store');
    c.header('X-Frame-Options', 'SAMEORIGIN');
    return c.html(html);
  });

  provider.post('/3ds/:challengeId', async (c) => {
    const ctx = c.var.ctx;
    const challengeId = idParam(c, 'challengeId', 'CHALLENGE_NOT_FOUND');
    const { kind, value } = await readRawBody(c, { form: true });
    const { decision } = parseWith(ThreeDsDecisionSchema, value, 'body');
    const redirectUrl = await ctx.db.transaction((tx) => decideChallenge(tx, ctx, challengeId, decision));
    return kind === 'form' ? c.redirect(redirectUrl, 303) : c.json({ redirectUrl });
  });

  return provider;
}
