/**
 * Fuzz pass: random JSON bodies, query strings, ids, content types and bearer tokens on
 * every route. Whatever comes in, the sandbox never answers 5xx, and every 4xx is the
 * `{ errors: [{ code, message }] }` body of SPEC §8.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@/lib/api/contracts/errors';
import { DONATION, DRIVERS, startPayment, startTestSandbox, type TestSandbox } from './support';

interface Route {
  readonly method: string;
  readonly path: string;
  readonly query?: readonly string[];
}

/** Every route; `:cart`, `:pr`, `:pay`, `:n`, `:org`, `:type`, `:slug`, `:tds` are filled by the fuzzer. */
const ROUTES: Route[] = [
  { method: 'GET', path: '/api/agg/form', query: ['organizationSlug', 'formType', 'formSlug', 'cartId'] },
  { method: 'GET', path: '/api/organizations/:org/forms/:type/:slug/enriched', query: ['cartId'] },
  { method: 'GET', path: '/api/organizations/:org/provider' },
  { method: 'GET', path: '/api/organizations/:org/full' },
  {
    method: 'GET',
    path: '/api/organizations/:org/forms/:type/:slug/contributors',
    query: ['pageSize', 'continuationToken'],
  },
  { method: 'POST', path: '/api/organizations/:org/api-clients' },
  { method: 'POST', path: '/api/abuses' },
  { method: 'GET', path: '/api/carts/:cart', query: ['organizationSlug', 'formType', 'formSlug'] },
  { method: 'POST', path: '/api/carts' },
  { method: 'PUT', path: '/api/carts/:cart' },
  { method: 'POST', path: '/api/carts/cart-one-page', query: ['backUrl'] },
  { method: 'PUT', path: '/api/carts/cart-one-page/:cart', query: ['backUrl'] },
  { method: 'POST', path: '/api/carts/:cart/refresh' },
  { method: 'POST', path: '/api/carts/:cart/discount-code' },
  { method: 'PUT', path: '/api/carts/:cart/tip' },
  { method: 'PUT', path: '/api/carts/:cart/payer' },
  { method: 'PUT', path: '/api/carts/:cart/installments' },
  { method: 'POST', path: '/api/carts/:cart/init-payment', query: ['backUrl'] },
  { method: 'POST', path: '/api/carts/:cart/file' },
  { method: 'POST', path: '/api/carts/prospects' },
  { method: 'GET', path: '/api/agg/user' },
  { method: 'GET', path: '/api/users/me/payments/:n' },
  { method: 'GET', path: '/api/users/me/orders/:n', query: ['withForm', 'withOrganization'] },
  { method: 'GET', path: '/api/receipts/:n/fiscal', query: ['token'] },
  { method: 'GET', path: '/api/receipts/:n/payment', query: ['token'] },
  { method: 'POST', path: '/api/payments/:pay/reinitialize', query: ['useNewPaymentMethod', 'backUrl'] },
  { method: 'POST', path: '/api/payments/unpaid/finalize', query: ['paymentRequestDataId'] },
  { method: 'POST', path: '/api/payments/unpaid/error', query: ['paymentRequestDataId'] },
  { method: 'POST', path: '/api/payments/unpaid/abandon', query: ['paymentRequestDataId'] },
  { method: 'GET', path: '/api/payments/summary', query: ['paymentRequestId'] },
  { method: 'GET', path: '/api/payments/card-embed/get-next-action', query: ['paymentRequestId'] },
  { method: 'GET', path: '/api/payments/card-embed/poll-redirect-url', query: ['paymentId'] },
  { method: 'POST', path: '/api/payments/card-embed/initialize', query: ['paymentRequestId', 'paymentMethodId'] },
  { method: 'POST', path: '/api/payments/card-embed/:n/reinitialize' },
  { method: 'POST', path: '/api/payments/finalize', query: ['paymentId'] },
  { method: 'POST', path: '/api/payments/card-embed/confirm', query: ['paymentId'] },
  { method: 'POST', path: '/auth/token' },
  { method: 'GET', path: '/auth/disconnect', query: ['refresh_token'] },
  { method: 'POST', path: '/provider/payments/:pr/card' },
  { method: 'GET', path: '/provider/3ds/:tds' },
  { method: 'POST', path: '/provider/3ds/:tds' },
  { method: 'GET', path: '/__test/charges', query: ['cartId', 'paymentRequestId'] },
  { method: 'DELETE', path: '/api/carts/:cart' },
];

// 12 random requests per route and driver by default; SANDBOX_FUZZ_RUNS=200 for a deeper (random-seed) hunt.
const RUNS_PER_ROUTE = Number(process.env.SANDBOX_FUZZ_RUNS ?? 12);

describe.each(DRIVERS)('sandbox fuzz on %s', (driver) => {
  let sandbox: TestSandbox;
  let known: Record<string, string[]>;
  beforeAll(async () => {
    sandbox = await startTestSandbox(driver);
    const journey = await startPayment(sandbox, { card: '4000000000003220' });
    const cart = (await sandbox.request('POST', '/api/carts', { body: { ...DONATION, items: [{ tierId: 1011 }] } }))
      .body;
    known = {
      cart: [cart.id, journey.cartId],
      pr: [journey.paymentRequestId],
      pay: [journey.paymentId],
      tds: [new URL(journey.card.body.redirectUrl).pathname.split('/').pop() ?? 'tds_x'],
      n: ['41', '412', '1', '2147483648'],
      org: ['les-amis-du-quartier', 'club-sportif-des-berges'],
      type: ['Event', 'donation', 'CROWDFUNDING'],
      slug: ['fete-de-quartier', 'soutenir-nos-actions'],
    };
  }, 120_000);
  afterAll(async () => {
    await sandbox?.close();
  });

  const text = fc.string({ maxLength: 40 });
  const value = fc.oneof(
    text,
    fc.constantFrom('', 'true', 'false', '-1', '0', '8', '1e309', 'Donation', 'null', '%', '../../x'),
  );
  const body = fc.oneof(
    { weight: 5, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((json) => ({ json })) },
    {
      weight: 2,
      arbitrary: fc
        .record({
          grant_type: fc.constantFrom('password', 'refresh_token', 'x'),
          username: text,
          password: text,
          refresh_token: text,
        })
        .map((json) => ({ json })),
    },
    {
      weight: 2,
      arbitrary: fc
        .record({
          items: fc.array(fc.record({ tierId: fc.integer(), customAmount: fc.integer() }), { maxLength: 3 }),
          organizationSlug: fc.constantFrom('les-amis-du-quartier', 'x'),
          formSlug: fc.constantFrom('soutenir-nos-actions', 'x'),
          formType: fc.constantFrom('Donation', 'y'),
        })
        .map((json) => ({ json })),
    },
    { weight: 1, arbitrary: text.map((raw) => ({ raw, type: 'application/json' })) },
    { weight: 1, arbitrary: text.map((raw) => ({ raw, type: 'application/x-www-form-urlencoded' })) },
    { weight: 1, arbitrary: text.map((raw) => ({ raw, type: 'text/plain' })) },
    { weight: 1, arbitrary: fc.constant({ none: true }) },
  );

  it.each(ROUTES)(
    '$method $path never fails with a 5xx and always explains a 4xx',
    async (route) => {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            ids: fc.record(
              Object.fromEntries(
                Object.keys({ cart: 0, pr: 0, pay: 0, tds: 0, n: 0, org: 0, type: 0, slug: 0 }).map((key) => [
                  key,
                  fc.oneof(fc.constantFrom(...(known[key] ?? ['x'])), text),
                ]),
              ),
            ),
            query: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...(route.query ?? ['q'])), text), value), {
              maxLength: 4,
            }),
            body,
            token: fc.option(fc.oneof(text, fc.constant('eyJhbGciOiJIUzI1NiJ9.e30.x')), { nil: undefined }),
          }),
          async ({ ids, query, body: payload, token }) => {
            const path = route.path.replace(
              /:(\w+)/gu,
              (_, name: string) => encodeURIComponent((ids as Record<string, string>)[name] ?? 'x') || 'x',
            );
            const search = new URLSearchParams(query).toString();
            const headers: Record<string, string> = {};
            if (token !== undefined) headers.authorization = `Bearer ${token}`;
            const options =
              'json' in payload ? { body: JSON.stringify(payload.json) ?? 'null', headers }
              : 'raw' in payload ? { raw: payload.raw, headers: { ...headers, 'content-type': payload.type } }
              : { headers };
            const response = await sandbox.request(
              route.method,
              `${path}${search ? `?${search}` : ''}`,
              route.method === 'GET' ? { headers } : options,
            );
            expect(response.status, `${route.method} ${path}?${search} → ${response.text.slice(0, 300)}`).toBeLessThan(
              500,
            );
            if (response.status >= 400) {
              expect(ErrorBodySchema.safeParse(response.body).success, response.text.slice(0, 300)).toBe(true);
            }
          },
        ),
        { numRuns: RUNS_PER_ROUTE, ...(process.env.SANDBOX_FUZZ_RUNS ? {} : { seed: 20_261_121 }) },
      );
    },
    60_000,
  );
});
