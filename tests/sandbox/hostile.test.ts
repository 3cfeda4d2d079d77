/**
 * Hostile input at every route of the sandbox, read from the Hono app itself (`app.routes`:
 * a new route is covered without being listed here). Two passes:
 *  - the catalogue: every route gets every entry of a fixed list (deep nesting, bodies too
 *    large, wrong content types, broken JSON, huge numbers, NUL and lone surrogates,
 *    malformed ids, broken percent-encoding, a method it does not serve); each answer must
 *    be a 4xx with the SPEC §8 error body (`errors[0].code`), never a 5xx;
 *  - property-based (fast-check): generated bodies, ids and query strings never get a 5xx
 *    or a stack trace back (a success is fine where the input happens to be acceptable).
 * Bounded: about a thousand requests, a few seconds per database.
 */
import fc from 'fast-check';
import { request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_BYTES } from '@/lib/http/requestGuard';
import { createSandboxApp } from '@/sandbox/app';
import { hasErrorCode, sendRaw } from '../support/rawHttp';
import { BASE_PATH, DONATION, DRIVERS, PAYER, sandboxPerSuite, type TestSandbox } from './support';

/** Every route the sandbox declares (method + path pattern), middleware left out. */
function declaredRoutes(sandbox: TestSandbox): { method: string; path: string }[] {
  const app = createSandboxApp({ db: sandbox.handle.db, testMode: true, basePath: BASE_PATH });
  const seen = new Set<string>();
  return (
    app.routes
      .filter((route) => route.method !== 'ALL' && !route.path.includes('*'))
      // The test mode's own routes (reset, clock, injected faults) would undo the others' setup.
      .filter((route) => !route.path.startsWith(`${BASE_PATH}/__test/`))
      .map((route) => ({ method: route.method, path: route.path.slice(BASE_PATH.length) }))
      .filter((route) => {
        const key = `${route.method} ${route.path}`;
        return seen.has(key) ? false : (seen.add(key), true);
      })
  );
}

const hostileText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDC00y',
    '%ZZ',
    '%',
    '../../etc/passwd',
    "'; DROP TABLE carts; --",
    '\u202Eevil',
    '9'.repeat(40),
    '-1',
    '1e999',
    'x'.repeat(3000),
    'null',
    '{}',
  ),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

const hostileNumber = fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, 0.5, Number.MAX_SAFE_INTEGER);

/** Field names the routes read, so generated bodies reach past the first check. */
const FIELD_NAMES = [
  'organizationSlug',
  'formSlug',
  'formType',
  'items',
  'tierId',
  'customAmount',
  'quantity',
  'payer',
  'firstName',
  'lastName',
  'email',
  'code',
  'discountCode',
  'customFields',
  'value',
  'tipAmount',
  'installmentsCount',
  'grant_type',
  'username',
  'password',
  'refresh_token',
  'reason',
  'message',
  'url',
  'cardNumber',
  'expiry',
  'cvc',
  'returnUrl',
  'backUrl',
] as const;

const hostileValue = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), hostileText), tie('value'), { maxKeys: 5 }),
  ),
})).value;

/** A path segment as a client could send it: encoded text, raw broken escapes, or a plain id. */
const hostileSegment = fc.oneof(
  hostileText.map((text) => {
    try {
      return encodeURIComponent(text);
    } catch {
      return '%ED%A0%80'; // an unpaired surrogate encoded as UTF-8: not valid UTF-8
    }
  }),
  fc.constantFrom('%ZZ', '%00', '%E0%A4%A', '99999999999999999999', '1', 'les-amis-du-quartier'),
);

const hostileQuery = fc
  .array(
    fc.tuple(
      fc.constantFrom('pageSize', 'continuationToken', 'formType', 'organizationSlug', 'formSlug', 'backUrl', 'id'),
      hostileSegment,
    ),
    { maxLength: 3 },
  )
  .map((pairs) => (pairs.length ? `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}` : ''));

/** Encodings of a token that decode to an out-of-range id. */
const outOfRangeTokens = [
  Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000Z', 2 ** 40])).toString('base64url'),
  Buffer.from(JSON.stringify(['+275760-09-13T00:00:00.000Z', 1])).toString('base64url'),
];

/** `value` with its n-th string leaf (counted modulo their number) replaced by `text`. */
function withLeafReplaced(value: Record<string, unknown>, n: number, text: string): Record<string, unknown> {
  const leaves: string[][] = [];
  const collect = (node: unknown, path: string[]) => {
    if (typeof node === 'string') leaves.push(path);
    else if (node && typeof node === 'object')
      for (const [key, item] of Object.entries(node)) collect(item, [...path, key]);
  };
  collect(value, []);
  const target = leaves[n % leaves.length] ?? [];
  const copy = structuredClone(value);
  let parent: Record<string, unknown> = copy;
  for (const key of target.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  parent[target.at(-1) ?? ''] = text;
  return copy;
}

const STACK_TRACE = /\n\s+at\s.+[(:]\d+/u;

const JSON_TYPE = { 'content-type': 'application/json' };
/** Stands for a body over the limit: announced by its Content-Length, answered before it is sent (sendTooLarge). */
const TOO_LARGE = 'TOO_LARGE';
/** Bodies no route may accept, with the content type they are sent as. */
const HOSTILE_BODIES: readonly [string, Record<string, string>][] = [
  ['['.repeat(100_000), JSON_TYPE],
  [`${'['.repeat(20_000)}${']'.repeat(20_000)}`, JSON_TYPE],
  [`${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`, JSON_TYPE],
  [TOO_LARGE, JSON_TYPE],
  ['{"organizationSlug": "les-amis', JSON_TYPE],
  ['<xml/>', { 'content-type': 'application/xml' }],
  ['9'.repeat(400), JSON_TYPE],
  ['"\ud800"', JSON_TYPE],
  ['{"a\u0000": "\u0000"}', JSON_TYPE],
];
/** Path segments that cannot name anything: NUL, a lone surrogate, an emoji, a dot, too long, markup. */
const HOSTILE_SEGMENTS = ['%00', '%ED%A0%80', '%F0%9F%98%80', 'a.b', 'x'.repeat(101), '%3Cscript%3E', '-1'];

describe.each(DRIVERS)('hostile input at every sandbox route on %s', (driver) => {
  const sandboxOf = sandboxPerSuite(driver);
  let sandbox: TestSandbox;
  let routes: { method: string; path: string }[];
  let bearer: string;
  let cartId: string;

  beforeAll(async () => {
    sandbox = sandboxOf();
    routes = declaredRoutes(sandbox);
    const login = await sandbox.request('POST', '/auth/token', {
      body: { grant_type: 'password', username: 'payeur@example.org', password: 'Formulaires2026!' },
    });
    bearer = String(login.body.access_token);
    const cart = await sandbox.request('POST', '/api/carts', {
      body: { ...DONATION, items: [{ tierId: 1011, customAmount: 5000 }] },
    });
    cartId = String(cart.body.id);
  }, 120_000);

  /** Over node:http (tests/support/rawHttp): any method, any bytes in the path. */
  const send = (method: string, path: string, body: string | undefined, headers: Record<string, string>) =>
    sendRaw(sandbox.base, method, path, body, headers);

  /**
   * A body over MAX_JSON_BYTES, announced by Content-Length: the sandbox answers 413 before
   * reading it, and closes the connection after; so the answer is read before the body is
   * sent (sending it would race the close).
   */
  function sendTooLarge(method: string, path: string) {
    return new Promise<{ status: number; text: string }>((resolve, reject) => {
      const length = MAX_JSON_BYTES + 1024;
      const outgoing = httpRequest(`${sandbox.base}${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'content-length': String(length) },
      });
      outgoing.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
          outgoing.destroy();
        });
      });
      outgoing.on('error', reject);
      outgoing.write('{"a":"');
    });
  }

  it('declares routes to try, the known ones among them', () => {
    expect(routes.length).toBeGreaterThan(30);
    const declared = routes.map((route) => `${route.method} ${route.path}`);
    for (const known of [
      'POST /api/carts',
      'PUT /api/carts/:id/payer',
      'PUT /api/carts/:id/tip',
      'PUT /api/carts/:id/installments',
      'POST /api/carts/:id/discount-code',
      'POST /api/carts/:id/init-payment',
      'POST /api/abuses',
      'POST /api/carts/prospects',
      'POST /auth/token',
      'POST /auth/account/password',
      'POST /provider/payments/:prId/card',
      'POST /provider/3ds/:challengeId',
    ])
      expect(declared).toContain(known);
  });

  it('answers every route of the catalogue of hostile inputs with a 4xx and an error code, never a 5xx', async () => {
    const failures: string[] = [];
    let thrown = 0;
    const check = async (method: string, path: string, body: string | undefined, headers: Record<string, string>) => {
      thrown++;
      const answer = await (body === TOO_LARGE ? sendTooLarge(method, path) : send(method, path, body, headers)).catch(
        (error: Error) => ({ status: 0, text: error.message }),
      );
      if (answer.status === 0) return void failures.push(`${method} ${path.slice(0, 80)} ${answer.text}`);
      const what = `${method} ${path.slice(0, 80)} ${(body ?? '').slice(0, 40)} → ${answer.status}`;
      if (answer.status >= 500 || STACK_TRACE.test(answer.text)) failures.push(`${what} ${answer.text.slice(0, 160)}`);
      // A route that reads no body (refresh, disconnect) may well succeed.
      else if (answer.status >= 400 && !hasErrorCode(answer.text)) failures.push(`${what} without an error code`);
    };
    const json = { 'content-type': 'application/json' };
    for (const route of routes) {
      const valid = route.path.replace(/:([A-Za-z]+)/gu, (_, name: string) => (/id$/iu.test(name) ? cartId : name));
      if (route.method !== 'GET') {
        for (const [body, headers] of HOSTILE_BODIES) await check(route.method, valid, body, headers);
      }
      for (const segment of HOSTILE_SEGMENTS) {
        if (!route.path.includes(':')) break;
        const path = route.path.replace(/:[A-Za-z]+/gu, segment);
        await check(route.method, path, route.method === 'GET' ? undefined : '{}', json);
      }
      for (const query of ['?x=%ZZ', '?x=a%00b', '?x=%ED%A0%80'])
        await check(route.method, `${valid}${query}`, undefined, {});
      await check('TRACE', valid, undefined, {});
    }
    expect(failures).toEqual([]);
    expect(thrown).toBeGreaterThan(routes.length * 10);
  }, 120_000);

  it('answers generated hostile requests with a 4xx (or a success), never a 5xx or a stack trace', async () => {
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.array(hostileSegment, { minLength: 4, maxLength: 4 }),
        hostileQuery,
        hostileValue,
        fc.constantFrom('json', 'form', 'raw'),
        fc.boolean(),
        async (routeIndex, segments, query, value, encoding, signedIn) => {
          const route = routes[routeIndex % routes.length]!;
          let next = 0;
          const path = route.path.replace(/:[A-Za-z]+/gu, () => segments[next++ % segments.length]!);
          const headers: Record<string, string> = signedIn ? { authorization: `Bearer ${bearer}` } : {};
          let body: string | undefined;
          if (route.method !== 'GET' && route.method !== 'HEAD') {
            if (encoding === 'json') {
              headers['content-type'] = 'application/json';
              body = JSON.stringify(value) ?? 'null';
            } else if (encoding === 'form') {
              headers['content-type'] = 'application/x-www-form-urlencoded';
              body = `${FIELD_NAMES[routeIndex % FIELD_NAMES.length]}=${segments[0]}`;
            } else {
              headers['content-type'] = 'application/json';
              body = `{"organizationSlug": "${String(segments[1])}"`; // truncated JSON
            }
          }
          const answer = await send(route.method, `${path}${query}`, body, headers);
          if (answer.status >= 500 || STACK_TRACE.test(answer.text)) {
            failures.push(
              `${route.method} ${path}${query} ${body ?? ''} → ${answer.status} ${answer.text.slice(0, 200)}`,
            );
          }
          return answer.status < 500 && !STACK_TRACE.test(answer.text);
        },
      ),
      { numRuns: 300, seed: 20261125 },
    );
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers a valid body with one hostile text in it with a 4xx or a success, never a 5xx', async () => {
    const templates: [string, string, Record<string, unknown>][] = [
      ['PUT', `/api/carts/${cartId}/payer`, { payer: PAYER }],
      ['POST', '/api/abuses', { reason: 'SPAM', userEmail: 'a@b.fr', userMessage: 'Bonjour', url: 'https://a.fr' }],
      ['POST', `/api/carts/${cartId}/discount-code`, { discountCode: 'BIENVENUE' }],
      ['POST', '/auth/token', { grant_type: 'password', username: 'payeur@example.org', password: 'x' }],
      ['POST', '/api/carts/prospects', { ...DONATION, email: 'a@b.fr' }],
    ];
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.nat(), fc.nat(), hostileText, async (templateIndex, leafIndex, text) => {
        const [method, path, template] = templates[templateIndex % templates.length]!;
        const body = withLeafReplaced(template, leafIndex, text);
        const answer = await send(method, path, JSON.stringify(body), { 'content-type': 'application/json' });
        if (answer.status >= 500) failures.push(`${method} ${path} ${JSON.stringify(body)} → ${answer.status}`);
        return answer.status < 500 && !STACK_TRACE.test(answer.text);
      }),
      { numRuns: 200, seed: 20261125 },
    );
    expect(failures).toEqual([]);
  }, 120_000);

  it('refuses what the issue found, one by one', async () => {
    const form = 'organizations/les-amis-du-quartier/forms/Donation/soutenir-nos-actions';
    const cases: [string, string, string | undefined][] = [
      ['GET', '/api/%ZZ', undefined],
      ['TRACE', '/api/agg/form', undefined],
      ['GET', `/api/${form}/contributors?continuationToken=${outOfRangeTokens[0]}`, undefined],
      ['GET', `/api/${form}/contributors?continuationToken=${outOfRangeTokens[1]}`, undefined],
      ['GET', '/api/agg/form?organizationSlug=a%00b&formType=Donation&formSlug=x', undefined],
      [
        'POST',
        '/api/abuses',
        JSON.stringify({ reason: 'SPAM', userEmail: 'a@b.fr', userMessage: 'x\u0000y', url: 'u' }),
      ],
      [
        'POST',
        '/api/abuses',
        JSON.stringify({ reason: 'SPAM', userEmail: 'a@b.fr', userMessage: 'x\uD800y', url: 'u' }),
      ],
      ['PUT', `/api/carts/${cartId}/payer`, JSON.stringify({ payer: { ...PAYER, firstName: 'L\u0000a' } })],
      ['POST', '/auth/token', JSON.stringify({ grant_type: 'password', username: 'a\u0000@b.fr', password: 'x' })],
    ];
    for (const [method, path, body] of cases) {
      const answer = await send(method, path, body, body ? { 'content-type': 'application/json' } : {});
      expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${method} ${path}`).toBeLessThan(500);
      expect(JSON.parse(answer.text).errors[0].code, `${method} ${path}`).toMatch(/^[A-Z_]+$/u);
    }
  });
});
