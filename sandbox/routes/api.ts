/** The forms API (SPEC §7): forms, carts, payments and the user, under {base}/api. */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { FormKeySchema, FormTypeParam, Slug } from '@/lib/api/contracts/common';
import {
  BackUrlQuerySchema,
  CartBodySchema,
  CartQuerySchema,
  DiscountCodeBodySchema,
  InstallmentsBodySchema,
  MAX_UPLOAD_BYTES,
  OnePageCartBodySchema,
  PayerBodySchema,
  ProspectBodySchema,
  TipBodySchema,
} from '@/lib/api/contracts/carts';
import { AbuseBodySchema, ContributorsQuerySchema } from '@/lib/api/contracts/forms';
import {
  InitPaymentBodySchema,
  InitializeQuerySchema,
  PaymentIdQuerySchema,
  PaymentRequestQuerySchema,
  ReinitializeQuerySchema,
  UnpaidQuerySchema,
} from '@/lib/api/contracts/payments';
import { OrderQuerySchema } from '@/lib/api/contracts/users';
import { ReceiptKindSchema, ReceiptQuerySchema } from '@/lib/api/contracts/receipts';
import type { SandboxEnv } from '../env';
import type { RequestContext } from '../context';
import { fail } from '../http/errors';
import { idParam, intParam, parseWith, readBody, readQuery } from '../http/input';
import { addProspect } from '../services/carts/prospects';
import { applyDiscountCode, setTip } from '../services/carts/discountAndTip';
import { cartIsExpired, createCart, loadCart, refreshCart, updateCart } from '../services/carts/store';
import { serializeCart } from '../services/carts/serialisation';
import { setInstallments } from '../services/carts/installments';
import { setPayer } from '../services/carts/payer';
import { uploadFile } from '../services/carts/files';
import {
  complianceOf,
  findOrganization,
  formTypeOf,
  formUrl,
  formAggregate,
  publicForms,
  serializeOrganization,
} from '../services/forms';
import { capture, type CaptureResult } from '../services/payments/capture';
import { findAttempt, findRequest, embeddedPageUrl } from '../services/payments/requests';
import { initPayment } from '../services/payments/initialisation';
import { initializeAttempt } from '../services/payments/attempts';
import { paymentStatus, serializeRequest } from '../services/payments/status';
import { regularise, reinitializeRequest, unpaid } from '../services/payments/regularisation';
import { summary } from '../services/payments/summary';
import { readReceipt } from '../services/receipts/receipts';
import { orderOfPaymentRequest, sendReceiptsAgain } from '../services/orders/orderEmails';
import { ownOrder, ownPayment, serializeOrder, userAggregate, userOrder, userPayment } from '../services/users';
import { stopMonthlyGift } from '../services/orders/monthlyGifts';
import { organizationOrder } from '../services/orders/organizationOrders';
import { openCardChange } from '../services/payments/cardChange';
import { contributorsPage } from '../services/contributors';
import { reportAbuse } from '../services/abuses';
import { enforceSending } from '../services/limits';
import { saveOnePageCart } from '../services/carts/onePage';
import { createApiClient } from '../services/apiClients';
import { checkInRoutes } from './checkins';
import { ticketRoutes } from './tickets';
import { waitingListRoutes } from './waitingList';

const ctxOf = (c: Context<SandboxEnv>): RequestContext => c.var.ctx;

const FormPathSchema = z.object({ org: Slug, type: FormTypeParam, slug: Slug });

function formPath(c: Context<SandboxEnv>) {
  const params = parseWith(FormPathSchema, c.req.param(), 'params');
  return { organizationSlug: params.org, formType: params.type, formSlug: params.slug };
}

async function cartResponse(c: Context<SandboxEnv>, cartId: string, status: 200 | 201 = 200) {
  const ctx = ctxOf(c);
  return c.json(await serializeCart(ctx.db, ctx, await loadCart(ctx.db, cartId)), status);
}

function captureResponse(c: Context<SandboxEnv>, result: CaptureResult | null, prId: string) {
  const ctx = ctxOf(c);
  if (result && !result.ok) {
    return c.json({ errors: [{ code: result.code, message: result.message }] }, result.status);
  }
  return paymentStatus(ctx.db, ctx, prId).then((status) => c.json(status));
}

export function apiRoutes(): Hono<SandboxEnv> {
  const api = new Hono<SandboxEnv>();
  api.route('/', ticketRoutes());

  // ------------------------------------------------------------ forms and organisations
  api.get('/agg/form', async (c) => {
    const ctx = ctxOf(c);
    const query = readQuery(c, FormKeySchema.extend({ cartId: z.string().max(64).optional() }));
    const { bundle: _bundle, held: _held, ...aggregate } = await formAggregate(ctx, query, query.cartId);
    return c.json(aggregate);
  });

  api.get('/organizations/:org/forms/:type/:slug/enriched', async (c) => {
    const ctx = ctxOf(c);
    const { cartId } = readQuery(c, z.object({ cartId: z.string().max(64).optional() }));
    const { bundle, form, organization, compliance } = await formAggregate(ctx, formPath(c), cartId);
    return c.json({
      ...form,
      organization,
      compliance,
      soldCount: bundle.tiers.reduce((total, tier) => total + tier.sold, 0),
    });
  });

  api.get('/organizations/:org/forms/:type/:slug/contributors', async (c) => {
    const query = readQuery(c, ContributorsQuerySchema);
    return c.json(await contributorsPage(ctxOf(c), formPath(c), query));
  });

  api.get('/organizations/:org/provider', async (c) => {
    const ctx = ctxOf(c);
    const org = await findOrganization(ctx.db, parseWith(Slug, c.req.param('org'), 'params'));
    return c.json({
      organizationSlug: org.slug,
      provider: org.provider,
      testMode: true,
      publicKey: 'pk_test_formulaires_sandbox',
      providerUrl: `${ctx.sandboxUrl}/provider`,
    });
  });

  api.get('/organizations/:slug/full', async (c) => {
    const ctx = ctxOf(c);
    const org = await findOrganization(ctx.db, parseWith(Slug, c.req.param('slug'), 'params'));
    const formRows = await publicForms(ctx.db, org.id);
    return c.json({
      ...serializeOrganization(ctx, org),
      compliance: complianceOf(org),
      forms: formRows.map((form) => ({
        formSlug: form.slug,
        formType: formTypeOf(form),
        title: form.title,
        state: form.state,
        url: formUrl(ctx, org, form),
      })),
    });
  });

  // An organisation's API credential for its own site (checkout carts): admins only.
  api.post('/organizations/:org/api-clients', async (c) => {
    const slug = parseWith(Slug, c.req.param('org'), 'params');
    c.header('Cache-Control', 'no-store');
    return c.json(await createApiClient(ctxOf(c), slug), 201);
  });

  api.post('/abuses', async (c) => {
    const ctx = ctxOf(c);
    const body = await readBody(c, AbuseBodySchema);
    await enforceSending(ctx, 'report', body.userEmail, [['report.page', `${ctx.clientAddress}\n${body.url}`]]);
    return c.json(await reportAbuse(ctx, body), 201);
  });

  // ------------------------------------------------------------ carts (static paths first)
  api.post('/carts/prospects', async (c) => {
    const ctx = ctxOf(c);
    const body = await readBody(c, ProspectBodySchema);
    await enforceSending(ctx, 'prospect', body.email);
    return c.json(await addProspect(ctx, body), 201);
  });

  const onePage = async (c: Context<SandboxEnv>, cartId: string | null) => {
    const ctx = ctxOf(c);
    const { backUrl } = readQuery(c, BackUrlQuerySchema);
    const body = await readBody(c, OnePageCartBodySchema);
    const result = await saveOnePageCart(ctx, cartId, body, backUrl);
    const cart = await serializeCart(ctx.db, ctx, await loadCart(ctx.db, result.id));
    return c.json({ ...cart, redirectUrl: result.pr ? embeddedPageUrl(ctx, result.pr) : null }, cartId ? 200 : 201);
  };
  api.post('/carts/cart-one-page', (c) => onePage(c, null));
  api.put('/carts/cart-one-page/:id', (c) => onePage(c, idParam(c, 'id', 'CART_NOT_FOUND')));

  api.post('/carts', async (c) => {
    const ctx = ctxOf(c);
    const body = await readBody(c, CartBodySchema);
    const id = await ctx.db.transaction((tx) => createCart(tx, ctx, body));
    return cartResponse(c, id, 201);
  });

  api.get('/carts/:id', async (c) => {
    const ctx = ctxOf(c);
    const id = idParam(c, 'id', 'CART_NOT_FOUND');
    const query = readQuery(c, CartQuerySchema);
    const cart = await loadCart(ctx.db, id);
    const body = await serializeCart(ctx.db, ctx, cart);
    const mismatch =
      (query.organizationSlug !== undefined && query.organizationSlug !== body.organizationSlug) ||
      (query.formSlug !== undefined && query.formSlug !== body.formSlug) ||
      // formType=checkout is what the checkout page sends for any cart (SPEC §7).
      (query.formType !== undefined && query.formType !== 'Checkout' && query.formType !== body.formType);
    if (mismatch) throw fail(404, 'CART_NOT_FOUND', `No cart "${id}" on this form.`);
    if (cartIsExpired(cart, ctx.now)) throw fail(404, 'CART_EXPIRED', 'The cart expired (15 minutes without update).');
    return c.json(body);
  });

  api.put('/carts/:id', async (c) => {
    const ctx = ctxOf(c);
    const id = idParam(c, 'id', 'CART_NOT_FOUND');
    const body = await readBody(c, CartBodySchema);
    await ctx.db.transaction((tx) => updateCart(tx, ctx, id, body));
    return cartResponse(c, id);
  });

  api.post('/carts/:id/refresh', async (c) => {
    const ctx = ctxOf(c);
    const id = idParam(c, 'id', 'CART_NOT_FOUND');
    const cart = await ctx.db.transaction((tx) => refreshCart(tx, ctx.now, id));
    return c.json({
      meta: { createdAt: cart.createdAt.toISOString(), updatedAt: cart.updatedAt.toISOString() },
      currentCartExpirationTime: cart.expiresAt.toISOString(),
    });
  });

  api.post('/carts/:id/discount-code', async (c) => {
    const ctx = ctxOf(c);
    const id = idParam(c, 'id', 'CART_NOT_FOUND');
    const { discountCode } = await readBody(c, DiscountCodeBodySchema);
    await ctx.db.transaction((tx) => applyDiscountCode(tx, ctx, id, discountCode));
    return cartResponse(c, id);
  });

  api.put('/carts/:id/tip', async (c) => {
    const ctx = ctxOf(c);
    const id = idParam(c, 'id', 'CART_NOT_FOUND');
    const { tip } = await readBody(c, TipBodySchema);
    await ctx.db.transaction((tx) => setTip(tx, ctx, id, tip));
    return cartResponse(c, id);
  });

  api.put('/carts/:id/payer', async (c) => {
    const ctx = ctxOf(c);
    const id = idParam(c, 'id', 'CART_NOT_FOUND');
    const { payer } = await readBody(c, PayerBodySchema);
    await ctx.db.transaction((tx) => setPayer(tx, ctx, id, payer));
    return cartResponse(c, id);
  });

  api.put('/carts/:id/installments', async (c) => {
    const ctx = ctxOf(c);
    const id = idParam(c, 'id', 'CART_NOT_FOUND');
    const { installments } = await readBody(c, InstallmentsBodySchema);
    await ctx.db.transaction((tx) => setInstallments(tx, ctx, id, installments));
    return cartResponse(c, id);
  });

  api.post('/carts/:id/init-payment', async (c) => {
    const ctx = ctxOf(c);
    const id = idParam(c, 'id', 'CART_NOT_FOUND');
    const { backUrl } = readQuery(c, BackUrlQuerySchema);
    const body = await readBody(c, InitPaymentBodySchema, { optional: true });
    const pr = await ctx.db.transaction((tx) => initPayment(tx, ctx, id, body, backUrl));
    return c.json(serializeRequest(ctx, pr));
  });

  api.post('/carts/:id/file', async (c) => {
    const ctx = ctxOf(c);
    const id = idParam(c, 'id', 'CART_NOT_FOUND');
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    if (!type.startsWith('multipart/form-data')) {
      throw fail(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data, field "file".');
    }
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw fail(400, 'VALIDATION_ERROR', 'The multipart body could not be read.');
    }
    const file = form.get('file');
    if (!(file instanceof File)) throw fail(400, 'FILE_REQUIRED', 'The multipart field "file" is missing.', 'file');
    if (file.size > MAX_UPLOAD_BYTES)
      throw fail(413, 'PAYLOAD_TOO_LARGE', `Files are limited to ${MAX_UPLOAD_BYTES} bytes.`, 'file');
    const result = await ctx.db.transaction((tx) => uploadFile(tx, ctx, id, file));
    return c.json(result, 201);
  });

  // ------------------------------------------------------------ user
  api.get('/agg/user', async (c) => c.json(await userAggregate(ctxOf(c))));
  api.get('/users/me/payments/:id', async (c) =>
    c.json(await userPayment(ctxOf(c), intParam(c, 'id', 'PAYMENT_NOT_FOUND'))),
  );
  api.get('/receipts/:id/:kind', async (c) => {
    const kind = ReceiptKindSchema.safeParse(c.req.param('kind'));
    if (!kind.success) throw fail(404, 'RECEIPT_NOT_FOUND', 'Receipts are "payment" or "fiscal".');
    const { token } = readQuery(c, ReceiptQuerySchema);
    return c.json(await readReceipt(ctxOf(c), intParam(c, 'id', 'RECEIPT_NOT_FOUND'), kind.data, token));
  });
  api.get('/users/me/orders/:id', async (c) => {
    const query = readQuery(c, OrderQuerySchema);
    return c.json(
      await userOrder(
        ctxOf(c),
        intParam(c, 'id', 'ORDER_NOT_FOUND'),
        query.withForm === 'true',
        query.withOrganization === 'true',
      ),
    );
  });

  // A monthly gift stopped by its payer (HelloAsso's POST /orders/{id}/cancel: the
  // payments to come are canceled, nothing is refunded). An instalment plan: 409.
  api.post('/users/me/orders/:id/cancel', async (c) => {
    const ctx = ctxOf(c);
    const order = await ownOrder(ctx, intParam(c, 'id', 'ORDER_NOT_FOUND'));
    await ctx.db.transaction((tx) => stopMonthlyGift(tx, ctx, order.id));
    return c.json(await serializeOrder(ctx, await ownOrder(ctx, order.id), false, false));
  });

  // The card of the payments to come: a payment request for 0 € through the card page.
  api.post('/users/me/orders/:id/card', async (c) => {
    const ctx = ctxOf(c);
    const order = await ownOrder(ctx, intParam(c, 'id', 'ORDER_NOT_FOUND'));
    const { pr } = await ctx.db.transaction((tx) => openCardChange(tx, ctx, order.id));
    return c.json(await paymentStatus(ctx.db, ctx, pr.id));
  });

  // "Send my receipts again" (issue 52): to the order's payer's address, rate-limited.
  api.post('/users/me/orders/:id/receipts/send', async (c) => {
    const ctx = ctxOf(c);
    const order = await ownOrder(ctx, intParam(c, 'id', 'ORDER_NOT_FOUND'));
    return c.json(await sendReceiptsAgain(ctx, order), 202);
  });

  api.get('/organizations/:org/orders/:id', async (c) => {
    const slug = parseWith(Slug, c.req.param('org'), 'params');
    c.header('Cache-Control', 'no-store');
    return c.json(await organizationOrder(ctxOf(c), slug, intParam(c, 'id', 'ORDER_NOT_FOUND')));
  });

  // ------------------------------------------------------------ waiting lists (issue 53)
  api.route('/', waitingListRoutes());

  // ------------------------------------------------------------ payments
  api.get('/payments/summary', async (c) => {
    const ctx = ctxOf(c);
    const { paymentRequestId } = readQuery(c, PaymentRequestQuerySchema);
    return c.json(await summary(ctx.db, ctx, paymentRequestId));
  });

  // "Send my receipts again" from the confirmation page: the payment request's id (random,
  // known to whoever paid) names the order, as it does for the summary above.
  api.post('/payments/receipts/send', async (c) => {
    const ctx = ctxOf(c);
    const { paymentRequestId } = readQuery(c, PaymentRequestQuerySchema);
    return c.json(await sendReceiptsAgain(ctx, await orderOfPaymentRequest(ctx, paymentRequestId)), 202);
  });

  api.get('/payments/card-embed/get-next-action', async (c) => {
    const ctx = ctxOf(c);
    const { paymentRequestId } = readQuery(c, PaymentRequestQuerySchema);
    return c.json(await paymentStatus(ctx.db, ctx, paymentRequestId));
  });

  api.get('/payments/card-embed/poll-redirect-url', async (c) => {
    const ctx = ctxOf(c);
    const { paymentId } = readQuery(c, PaymentIdQuerySchema);
    const attempt = await findAttempt(ctx.db, paymentId);
    const status = await paymentStatus(ctx.db, ctx, attempt.paymentRequestId, attempt.id);
    // The latest attempt decides: an older one polled after a retry only says where it ended.
    return c.json({
      paymentId: attempt.id,
      state: status.state,
      redirectUrl: status.nextAction === 'Confirm' || status.nextAction === 'Finalize' ? null : status.redirectUrl,
    });
  });

  api.post('/payments/card-embed/initialize', async (c) => {
    const ctx = ctxOf(c);
    const { paymentRequestId } = readQuery(c, InitializeQuerySchema);
    await ctx.db.transaction((tx) => initializeAttempt(tx, ctx, paymentRequestId));
    return c.json(await paymentStatus(ctx.db, ctx, paymentRequestId));
  });

  api.post('/payments/card-embed/confirm', async (c) => {
    const ctx = ctxOf(c);
    const { paymentId } = readQuery(c, PaymentIdQuerySchema);
    const result = await ctx.db.transaction((tx) => capture(tx, ctx, paymentId, ['accepted']));
    return captureResponse(c, result, (await findAttempt(ctx.db, paymentId)).paymentRequestId);
  });

  api.post('/payments/finalize', async (c) => {
    const ctx = ctxOf(c);
    const { paymentId } = readQuery(c, PaymentIdQuerySchema);
    const result = await ctx.db.transaction((tx) => capture(tx, ctx, paymentId, ['authenticated', 'accepted']));
    return captureResponse(c, result, (await findAttempt(ctx.db, paymentId)).paymentRequestId);
  });

  api.post('/payments/card-embed/:unpaidPaymentId/reinitialize', async (c) => {
    const ctx = ctxOf(c);
    const paymentId = intParam(c, 'unpaidPaymentId', 'PAYMENT_NOT_FOUND');
    // Its payer only, signed in: the id is a sequential number, and the request it opens
    // shows the payer's name and items to whoever holds the request's id (issue 13).
    await ownPayment(ctx, paymentId);
    const { pr } = await ctx.db.transaction((tx) => regularise(tx, ctx, paymentId));
    return c.json(await paymentStatus(ctx.db, ctx, pr.id));
  });

  api.post('/payments/unpaid/:action', async (c) => {
    const ctx = ctxOf(c);
    const action = c.req.param('action');
    if (action !== 'finalize' && action !== 'error' && action !== 'abandon')
      throw fail(404, 'NOT_FOUND', `No unpaid action "${action}".`);
    const { paymentRequestDataId } = readQuery(c, UnpaidQuerySchema);
    await findRequest(ctx.db, paymentRequestDataId);
    const result = await ctx.db.transaction((tx) => unpaid(tx, ctx, paymentRequestDataId, action));
    return captureResponse(c, result, paymentRequestDataId);
  });

  api.post('/payments/:id/reinitialize', async (c) => {
    const ctx = ctxOf(c);
    const id = idParam(c, 'id', 'PAYMENT_NOT_FOUND');
    const query = readQuery(c, ReinitializeQuerySchema);
    const pr = await ctx.db.transaction((tx) =>
      reinitializeRequest(tx, ctx, id, query.useNewPaymentMethod === 'true', query.backUrl),
    );
    return c.json(serializeRequest(ctx, pr));
  });

  api.route('/', checkInRoutes());
  return api;
}
