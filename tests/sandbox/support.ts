/**
 * Test harness of the sandbox: a real HTTP server (@hono/node-server on an ephemeral
 * port) over an isolated database — in-memory PGlite started from a cached, migrated and
 * seeded template, or a schema of its own on PostgreSQL (DATABASE_URL), dropped at the end.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, vi } from 'vitest';
import type { z } from 'zod';
import { ErrorBodySchema } from '@/lib/api/contracts/errors';
import { createSandboxApp } from '@/sandbox/app';
import { ratePoliciesFrom } from '@/sandbox/http/rateLimitPolicies';
import { dropSchema, openPglite, openPostgres, type DbHandle } from '@/sandbox/db/client';
import type { Mailer } from '@/sandbox/mail/transport';
import { migrationsFolder } from '@/sandbox/db/migrate';
import { prepareDatabase, storedJwtSecret } from '@/sandbox/runtime';
import { DEMO_API_CLIENTS } from '@/sandbox/seed/apiClients';

// Real HTTP and a real database on a 2-core machine shared with other suites: generous
// limits (a slow run is not a failure; a hang still is).
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

export type DriverName = 'pglite' | 'postgres';

/** Response bodies in assertions: the tests check shapes with the contracts where it matters. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test ergonomics, one alias
export type Loose = any;

/** PGlite always; PostgreSQL too when DATABASE_URL is set (CI). */
export const DRIVERS: DriverName[] = ['pglite', ...(process.env.DATABASE_URL ? (['postgres'] as const) : [])];

export const DEMO_PASSWORD = 'Formulaires2026!';
export const BASE_PATH = '/forms/sandbox';

export interface ApiResponse<T = unknown> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: T;
  readonly text: string;
}

export interface RequestOptions {
  readonly body?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  readonly form?: Record<string, string>;
  /** Sent as is (with the given content type in headers). */
  readonly raw?: BodyInit;
  readonly headers?: Record<string, string>;
  readonly token?: string;
  readonly redirect?: RequestRedirect;
  readonly signal?: AbortSignal;
}

export interface TestSandbox {
  readonly driver: DriverName;
  readonly handle: DbHandle;
  /** http://127.0.0.1:PORT/forms/sandbox */
  readonly base: string;
  request<T = Loose>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  close(): Promise<void>;
}

function templateKey(): string {
  const hash = createHash('sha256');
  const folder = migrationsFolder();
  for (const file of readdirSync(folder).sort())
    if (file.endsWith('.sql')) hash.update(readFileSync(join(folder, file)));
  const seedFolder = join(process.cwd(), 'sandbox', 'seed');
  for (const file of readdirSync(seedFolder).sort()) hash.update(readFileSync(join(seedFolder, file)));
  // Seed dates are relative to the seeding day.
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 16);
}

/** A migrated, seeded PGlite data folder as a tarball, built once and shared by test files. */
export async function pgliteTemplate(): Promise<Blob> {
  const path = join(tmpdir(), `formulaires-sandbox-template-${templateKey()}.tar`);
  if (!existsSync(path)) {
    const handle = await openPglite();
    await prepareDatabase(handle);
    const tarball = await handle.client.dumpDataDir('none');
    await handle.close();
    const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(temporary, Buffer.from(await tarball.arrayBuffer()));
    renameSync(temporary, path);
    // Older templates (another day, another schema) are 40 MB each: drop them.
    for (const file of readdirSync(tmpdir())) {
      const old = join(tmpdir(), file);
      if (/^formulaires-sandbox-template-[0-9a-f]{16}\.tar$/u.test(file) && old !== path) rmSync(old, { force: true });
    }
  }
  return new Blob([readFileSync(path)]);
}

export async function openTestDatabase(driver: DriverName): Promise<DbHandle> {
  if (driver === 'pglite') return openPglite({ loadDataDir: await pgliteTemplate() });
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const handle = await openPostgres({ url, schemaName: `sandbox_test_${randomBytes(6).toString('hex')}`, max: 20 });
  await prepareDatabase(handle);
  return {
    ...handle,
    close: async () => {
      await dropSchema(handle);
      await handle.close();
    },
  };
}

/**
 * One sandbox for a describe block: started before its tests, closed after them. The
 * returned getter gives it to the tests (it exists once beforeAll has run).
 */
export function sandboxPerSuite(driver: DriverName, options: TestSandboxOptions = {}): () => TestSandbox {
  let sandbox: TestSandbox | undefined;
  beforeAll(async () => {
    sandbox = await startTestSandbox(driver, options);
  }, 120_000);
  afterAll(async () => {
    await sandbox?.close();
  });
  return () => {
    if (!sandbox) throw new Error('sandboxPerSuite: the sandbox is not started yet');
    return sandbox;
  };
}

export interface TestSandboxOptions {
  testMode?: boolean;
  /**
   * How it addresses browsers. `standalone` (default), as `npm run sandbox` does: on its own
   * origin, absolute addresses from configuration (its base, and the app at that origin's
   * /forms). `in-app`: as mounted in the app with no origin configured — paths.
   */
  addresses?: 'standalone' | 'in-app';
  /** Rate limits other than the defaults, in `RATE_LIMITS`'s syntax (sandbox/http/rateLimitPolicies.ts). */
  rateLimits?: string;
  /** Proxies whose X-Forwarded-For names the client (TRUST_PROXY_HOPS), to test many clients from one machine. */
  trustProxyHops?: number;
  /** Where its job queue sends emails (POST __test/jobs/run); none: they wait. */
  mailer?: Mailer;
  /** Another sandbox's database (a second instance on it), instead of a database of its own. */
  sharedHandle?: DbHandle;
}

export async function startTestSandbox(driver: DriverName, options: TestSandboxOptions = {}): Promise<TestSandbox> {
  const handle = options.sharedHandle ?? (await openTestDatabase(driver));
  const testMode = options.testMode ?? true;
  // Outside the test mode the sandbox signs with the secret it keeps in its database.
  const jwtSecret = testMode ? undefined : await storedJwtSecret(handle);
  // The app is made once the port is known: standalone, its addresses name that port.
  const made: { app?: ReturnType<typeof createSandboxApp> } = {};
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve(
      { fetch: (request, env) => made.app!.fetch(request, env), port: 0, hostname: '127.0.0.1' },
      () => resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}${BASE_PATH}`;
  const addresses = options.addresses === 'in-app' ? {} : { appUrl: `http://127.0.0.1:${port}/forms`, publicUrl: base };
  made.app = createSandboxApp({
    db: handle.db,
    testMode,
    basePath: BASE_PATH,
    ...addresses,
    ...(jwtSecret ? { jwtSecret } : {}),
    ratePolicies: ratePoliciesFrom(options.rateLimits),
    trustProxyHops: options.trustProxyHops ?? 0,
    mailer: options.mailer ?? null,
  });
  return {
    driver,
    handle,
    base,
    request: requester(base),
    async close() {
      // Idle keep-alive sockets of fetch would hold close() for seconds.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      await closed;
      if (!options.sharedHandle) await handle.close();
    },
  };
}

/** Requests to a sandbox at `base` (http://host:port/forms/sandbox), answered as ApiResponse. */
export function requester(base: string): TestSandbox['request'] {
  return async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    let body: BodyInit | undefined;
    if (opts.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
    } else if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(opts.form).toString();
    } else if (opts.raw !== undefined) {
      body = opts.raw;
    }
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    // A path the sandbox gave (in-app addresses: `/forms/sandbox/provider/…`) is on its origin.
    const url =
      path.startsWith('http') ? path
      : path.startsWith(`${BASE_PATH}/`) ? new URL(base).origin + path
      : base + path;
    const response = await fetch(url, {
      method,
      headers,
      body,
      redirect: opts.redirect ?? 'manual',
      signal: opts.signal ?? null,
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON (HTML page)
    }
    return { status: response.status, headers: response.headers, body: parsed as Loose, text };
  };
}

/** Parses with a contract schema and fails with the issues when the shape is wrong. */
export function expectShape<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new Error(
      `Response does not match the contract: ${JSON.stringify(result.error.issues.slice(0, 5))}\n${JSON.stringify(value).slice(0, 500)}`,
    );
  }
  return result.data;
}

/** The first error code of a refusal, its body checked against the API's error contract. */
export const errorCode = (response: { body: unknown }) => expectShape(ErrorBodySchema, response.body).errors[0]?.code;

export const DONATION = {
  organizationSlug: 'les-amis-du-quartier',
  formType: 'Donation',
  formSlug: 'soutenir-nos-actions',
} as const;
export const EVENT = {
  organizationSlug: 'les-amis-du-quartier',
  formType: 'Event',
  formSlug: 'fete-de-quartier',
} as const;
export const MEMBERSHIP = {
  organizationSlug: 'les-amis-du-quartier',
  formType: 'Membership',
  formSlug: 'adhesion-annuelle',
} as const;
export const SHOP = { organizationSlug: 'les-amis-du-quartier', formType: 'Shop', formSlug: 'la-boutique' } as const;
export const WORKSHOP = {
  organizationSlug: 'les-amis-du-quartier',
  formType: 'Event',
  formSlug: 'atelier-cuisine',
} as const;

/** A payer every form takes (a donation with a tax receipt asks the full address). */
export const PAYER = {
  firstName: 'Jeanne',
  lastName: 'Durand',
  email: 'jeanne.durand@example.org',
  address: '12 rue des Lilas',
  zipCode: '69003',
  city: 'Lyon',
  country: 'FR',
  consent: true,
};

/** A place's participant: an event's places are named before they are paid for. */
export const NAMED = { participant: { firstName: 'Jeanne', lastName: 'Durand' } };

/** Every custom field of the event's adult ticket, answered correctly. */
export const ADULT_FIELDS = [
  { id: 7001, value: '14/07/1990' },
  { id: 7002, value: 'Jeanne' },
  { id: 7003, value: 'Pas de gluten' },
  { id: 7004, value: 'M' },
  { id: 7006, value: true },
  { id: 7007, value: '06 12 34 56 78' },
  { id: 7008, value: '69004' },
  { id: 7009, value: 3 },
];

export interface Journey {
  cartId: string;
  paymentRequestId: string;
  paymentId: string;
}

/** Cart → payer → (tip) → init-payment → card-embed initialize → card; not confirmed. */
export async function startPayment(
  sandbox: Pick<TestSandbox, 'request'>,
  options: {
    items?: unknown[];
    form?: Record<string, string>;
    tip?: number;
    card?: string;
    initBody?: Record<string, unknown>;
  } = {},
): Promise<Journey & { card: ApiResponse<Loose> }> {
  const cart = await sandbox.request('POST', '/api/carts', {
    body: { ...(options.form ?? DONATION), items: options.items ?? [{ tierId: 1011, customAmount: 2500 }] },
  });
  if (cart.status !== 201) throw new Error(`cart: ${cart.status} ${cart.text}`);
  const cartId: string = cart.body.id;
  const payer = await sandbox.request('PUT', `/api/carts/${cartId}/payer`, { body: { payer: PAYER } });
  if (payer.status !== 200) throw new Error(`payer: ${payer.status} ${payer.text}`);
  if (options.tip !== undefined)
    await sandbox.request('PUT', `/api/carts/${cartId}/tip`, { body: { tip: options.tip } });
  const init = await sandbox.request('POST', `/api/carts/${cartId}/init-payment`, {
    body: options.initBody ?? { tipConsent: true, cgvConsent: true },
  });
  if (init.status !== 200) throw new Error(`init-payment: ${init.status} ${init.text}`);
  const paymentRequestId: string = init.body.id;
  const initialize = await sandbox.request(
    'POST',
    `/api/payments/card-embed/initialize?paymentRequestId=${paymentRequestId}`,
  );
  if (initialize.status !== 200) throw new Error(`initialize: ${initialize.status} ${initialize.text}`);
  const card = await sandbox.request('POST', `/provider/payments/${paymentRequestId}/card`, {
    body: { cardNumber: options.card ?? '4242424242424242', expiry: '12/34', cvc: '123', holder: 'Jeanne Durand' },
  });
  return { cartId, paymentRequestId, paymentId: initialize.body.paymentId, card };
}

export const CHECKOUT = {
  organizationSlug: 'les-amis-du-quartier',
  formType: 'Checkout',
  formSlug: 'commande-en-ligne',
} as const;

/** A client_credentials token of a seeded demo credential (test mode only; sandbox/seed/apiClients). */
export async function clientToken(sandbox: TestSandbox, organizationId: 1 | 2 = 1): Promise<string> {
  const client = DEMO_API_CLIENTS.find((candidate) => candidate.organizationId === organizationId);
  if (!client) throw new Error(`no demo API client for organisation ${organizationId}`);
  const token = await sandbox.request('POST', '/auth/token', {
    form: { grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret },
  });
  if (token.status !== 200) throw new Error(`client token: ${token.status} ${token.text}`);
  return token.body.access_token as string;
}
