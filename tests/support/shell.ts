/**
 * The sandbox's test controls (accounts, emails, faults, tokens) and sessions set straight
 * in cookies: for the account and error e2e suites (tests/e2e/sign-in, account-pages,
 * header-and-footer, error-pages, same-origin-proxy, edge-rules) and any spec that needs
 * an account.
 */
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';

export const port = process.env.E2E_PORT ?? '3100';
export const origin = `http://localhost:${port}`;
export const sandbox = `${origin}/forms/sandbox`;
export const DEMO_PASSWORD = 'Formulaires2026!';
export const STRONG_PASSWORD = 'Jardin-partage-2026';

let counter = 0;
/** An address no other test uses (tests share one sandbox database). */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}@example.org`;
}

export interface TestAccount {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

/** A test's own account (POST __test/accounts): verified unless told otherwise, password DEMO_PASSWORD. */
export async function createAccount(
  request: APIRequestContext,
  options: {
    label?: string;
    verified?: boolean;
    passwordExpired?: boolean;
    firstName?: string;
    lastName?: string;
  } = {},
): Promise<TestAccount> {
  const firstName = options.firstName ?? 'Alice';
  const lastName = options.lastName ?? 'Durand';
  const email = uniqueEmail(options.label ?? 'compte');
  const response = await request.post(`${sandbox}/__test/accounts`, {
    data: {
      email,
      firstName,
      lastName,
      verified: options.verified ?? true,
      passwordExpired: options.passwordExpired ?? false,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { id: number };
  return { id: body.id, email, firstName, lastName };
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

export async function passwordGrant(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Tokens> {
  const response = await request.post(`${sandbox}/auth/token`, {
    form: { grant_type: 'password', username: email, password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Tokens;
}

/** Puts a session in the browser's cookies, as the sign-in action would. */
export async function setSessionCookies(
  context: BrowserContext,
  tokens: { access_token?: string; refresh_token?: string },
) {
  const cookies = [
    ...(tokens.access_token ? [{ name: 'forms-access-token', value: tokens.access_token }] : []),
    ...(tokens.refresh_token ? [{ name: 'forms-refresh-token', value: tokens.refresh_token }] : []),
    { name: 'forms-session', value: '1' },
  ];
  await context.addCookies(
    cookies.map((cookie) => ({ ...cookie, url: origin, httpOnly: cookie.name !== 'forms-session' })),
  );
}

export async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies(origin)).find((cookie) => cookie.name === name)?.value;
}

export interface SentEmail {
  kind: string;
  subject: string;
  link: string | null;
}

/** The newest email the sandbox "sent" to an address (polls a little: the action may still be running). */
export async function latestEmail(request: APIRequestContext, to: string): Promise<SentEmail> {
  let found: SentEmail | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`${sandbox}/__test/emails?to=${encodeURIComponent(to)}`);
      found = ((await response.json()) as { data: SentEmail[] }).data[0];
      return Boolean(found);
    })
    .toBe(true);
  return found as SentEmail;
}

/** The path of an emailed link relative to the Playwright base URL (…/forms/). */
export function relativeLink(link: string | null): string {
  const url = new URL(link ?? '');
  return `${url.pathname.replace(/^\/forms\//, '')}${url.search}`;
}

export interface Fault {
  id: number;
  remaining: number;
}

export async function injectFault(
  request: APIRequestContext,
  fault: { pathPattern: string; status: number | 'timeout'; times?: number; method?: string },
): Promise<Fault> {
  const response = await request.post(`${sandbox}/__test/faults`, { data: fault });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Fault;
}

export async function faultById(request: APIRequestContext, id: number): Promise<Fault | undefined> {
  const response = await request.get(`${sandbox}/__test/faults`);
  return ((await response.json()) as { data: Fault[] }).data.find((fault) => fault.id === id);
}

/** A link token nobody holds: a fault pattern matching it only hits this test's requests. */
export function uniqueToken(): string {
  return `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}
