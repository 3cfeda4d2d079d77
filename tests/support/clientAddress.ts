import { test, type Page } from '@playwright/test';

/**
 * A client address of the test's own for the rate limits (docs/security.md): the e2e
 * servers trust one proxy hop (TRUST_PROXY_HOPS=1, playwright.config.ts), so the address
 * named here in X-Forwarded-For is the client's, for the page's requests and for the API
 * calls made with the returned headers. A spec that sends reports, addresses or emailed
 * links is then a visitor of its own, as on the real site, and running it again (a retry,
 * a second local run on the same server) does not meet the limits of the run before.
 */
let clients = 0;

export async function ownClientAddress(page: Page): Promise<Record<string, string>> {
  const worker = test.info().workerIndex % 200;
  const stamp = Math.floor(Date.now() / 1000) % 250;
  const headers = { 'x-forwarded-for': `198.18.${worker}.${(stamp + (clients += 1)) % 250}` };
  await page.context().setExtraHTTPHeaders(headers);
  return headers;
}
