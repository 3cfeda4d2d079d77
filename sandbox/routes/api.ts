/** The forms API (SPEC §7): forms, carts, payments and the user, under {base}/api. */
import { and, desc, eq, lt, or } from 'drizzle-orm';
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
import { CONTRIBUTORS_PAGE_SIZE } from '@/lib/rules/constants';
import { reportSchema } from '@/lib/rules/validation/report';
import { abuses, orders } from '../db/schema';
import type { SandboxEnv } from '../env';
import type { RequestContext } from '../context';
import { ApiFailure, fail } from '../http/errors';
import { idParam, intParam, parseWith, readBody, readQuery } from '../http/input';
import {
  addProspect,
  applyDiscountCode,
  cartIsExpired,
  createCart,
  loadCart,
  lockOpenCart,
  serializeCart,
  setInstallments,
  setPayer,
  setTip,
  touched,
  updateCart,
  uploadFile,
} from '../services/carts';
import { carts } from '../db/schema';
import {
  complianceOf,
  findForm,
  findOrganization,
  formTypeOf,
  formUrl,
  hasAdminRights,
  assertVisible,
  formAggregate,
  publicForms,
  serializeOrganization,
} from '../services/forms';
import {
  capture,
  findAttempt,
  findRequest,
  initPayment,
  initializeAttempt,
  paymentStatus,
  regularise,
  reinitializeRequest,
  serializeRequest,
  summary,
  unpaid,
  embeddedPageUrl,
  type CaptureResult,
} from '../services/payments';
import { userAggregate, userOrder, userPayment } from '../services/users';

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

const ContinuationSchema = z.tuple([z.iso.datetime({ offset: true }), z.int().min(1)]);

function decodeContinuation(token: string): [string, number] {
  try {
    return ContinuationSchema.parse(JSON.parse(Buffer.from(token, 'base64url').toString('utf8')));
  } catch {
    throw fail(400, 'VALIDATION_ERROR', 'continuationToken is not one this API gave.', 'continuationToken');
  }
}

export function apiRoutes(): Hono<SandboxEnv> {
  const api = new Hono<SandboxEnv>();

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
    const ctx = ctxOf(c);
    const key = formPath(c);
    const query = readQuery(c, ContributorsQuerySchema);
    const { form, org } = await findForm(ctx.db, key.organizationSlug, key.formType, key.formSlug);
    assertVisible(form, hasAdminRights(ctx, org, form));
    const pageSize = query.pageSize ?? CONTRIBUTORS_PAGE_SIZE;
    const cursor = query.continuationToken ? decodeContinuation(query.continuationToken) : null;
    const rows = await ctx.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.formId, form.id),
          cursor ?
            or(
              lt(orders.createdAt, new Date(cursor[0])),
              and(eq(orders.createdAt, new Date(cursor[0])), lt(orders.id, cursor[1])),
            )
          : undefined,
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize + 1);
    const page = rows.slice(0, pageSize);
    const last = page[page.length - 1];
    return c.json({
      data: page.map((order) => ({
        id: order.id,
        firstName: order.isAnonymous ? null : order.payer.firstName,
        lastName: order.isAnonymous ? null : order.payer.lastName,
        amount: order.isAmountHidden ? null : order.amountTotal,
        date: order.createdAt.toISOString(),
        message: order.message,
      })),
      continuationToken:
        rows.length > pageSize && last ?
          Buffer.from(JSON.stringify([last.createdAt.toISOString(), last.id])).toString('base64url')
        : null,
    });
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

  api.post('/abuses', async (c) => {
    const ctx = ctxOf(c);
    const body = await readBody(c, AbuseBodySchema);
    const userEmail = body.userEmail || undefined;
    // The report form's own rules (lib/rules/validation/report): reason, message required.
    const checked = reportSchema().safeParse({ reason: body.reason, userMessage: body.userMessage, userEmail });
    if (!checked.success) {
      throw new ApiFailure(
        400,
        checked.error.issues.map((issue) => ({
          code: 'INVALID_REPORT' as const,
          message: issue.message,
          field: issue.path.map(String).join('.'),
        })),
      );
    }
    const rows = await ctx.db
      .insert(abuses)
      .values({
        reason: body.reason,
        userEmail: userEmail ?? null,
        userMessage: body.userMessage.trim(),
        url: body.url,
        createdAt: ctx.now,
      })
      .returning({ id: abuses.id, createdAt: abuses.createdAt });
    const row = rows[0] as { id: number; createdAt: Date };
    return c.json({ id: row.id, createdAt: row.createdAt.toISOString() }, 201);
  });

  // ------------------------------------------------------------ carts (static paths first)
  api.post('/carts/prospects', async (c) => {
    const ctx = ctxOf(c);
    return c.json(await addProspect(ctx, await readBody(c, ProspectBodySchema)), 201);
  });

  const onePage = async (c: Context<SandboxEnv>, cartId: string | null) => {
    const ctx = ctxOf(c);
    const { backUrl } = readQuery(c, BackUrlQuerySchema);
    const body = await readBody(c, OnePageCartBodySchema);
    const result = await ctx.db.transaction(async (tx) => {
      const id = cartId ?? (await createCart(tx, ctx, body));
      if (cartId) await updateCart(tx, ctx, cartId, body);
      if (body.discountCode !== undefined) await applyDiscountCode(tx, ctx, id, body.discountCode);
      if (body.installments) await setInstallments(tx, ctx, id, body.installments);
      if (body.tip !== undefined) await setTip(tx, ctx, id, body.tip);
      if (!body.payer) return { id, pr: null };
      await setPayer(tx, ctx, id, body.payer);
      const pr = await initPayment(tx, ctx, id, body, backUrl);
      return { id, pr };
    });
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
    const cart = await ctx.db.transaction(async (tx) => {
      await lockOpenCart(tx, id, ctx.now);
      const rows = await tx.update(carts).set(touched(ctx.now)).where(eq(carts.id, id)).returning();
      return rows[0] as typeof carts.$inferSelect;
    });
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

  // ------------------------------------------------------------ payments
  api.get('/payments/summary', async (c) => {
    const ctx = ctxOf(c);
    const { paymentRequestId } = readQuery(c, PaymentRequestQuerySchema);
    return c.json(await summary(ctx.db, ctx, paymentRequestId));
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

  return api;
}
