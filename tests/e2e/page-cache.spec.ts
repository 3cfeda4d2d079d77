import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { chooseAmount, copy } from '../support/donation';
import { EVENT_FORM, TIERS } from '../support/placesJourney';
import { DONATION_FORM, port } from '../support/journey';

/**
 * The page memory (lib/http/pageCache.ts), on the e2e instance that has it on
 * (playwright.config.ts: FORMS_PAGE_CACHE_MS, a database of its own, so the stock these
 * tests take moves no other suite's counts). The other instances run the sandbox's test
 * mode, where it is off.
 */
const cacheOrigin = `http://localhost:${port + 2}/forms`;
const api = `${cacheOrigin}/sandbox/api`;
const donationStep1 = `${cacheOrigin}/${DONATION_FORM.path}`;
const eventStep1 = `${cacheOrigin}/${EVENT_FORM.path}`;

/** What a browser sends when it opens a page (Playwright's requests accept anything by default). */
const asBrowser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const visit = (request: APIRequestContext, url: string, headers: Record<string, string> = {}) =>
  request.get(url, { headers: { ...asBrowser, ...headers }, maxRedirects: 0 });

const source = (response: APIResponse) => response.headers()['x-forms-page-cache'];
const cspNonce = (response: APIResponse) =>
  /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
const nonceAttributes = (html: string) => new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));

/** Places left on the event's child tier (38 in the seed, free, no option to choose), as the API says now. */
async function childPlacesLeft(request: APIRequestContext): Promise<number> {
  const query = new URLSearchParams({
    organizationSlug: EVENT_FORM.organizationSlug,
    formType: EVENT_FORM.formType,
    formSlug: EVENT_FORM.formSlug,
  });
  const response = await request.get(`${api}/agg/form?${query.toString()}`);
  expect(response.ok()).toBe(true);
  const { form } = (await response.json()) as { form: { tiers: { id: number; remainingNumber: number | null }[] } };
  return form.tiers.find((tier) => tier.id === TIERS.child)?.remainingNumber ?? 0;
}

test('a visitor’s step 1 is rendered once, then served from memory, each answer with a nonce of its own', async ({
  request,
}) => {
  const first = await visit(request, donationStep1);
  const second = await visit(request, donationStep1);
  expect(first.status()).toBe(200);
  expect(second.status()).toBe(200);
  expect(source(second)).toBe('hit');
  const [firstHtml, secondHtml] = [await first.text(), await second.text()];
  const [firstNonce, secondNonce] = [cspNonce(first), cspNonce(second)];
  expect(firstNonce).toBeTruthy();
  expect(secondNonce).not.toBe(firstNonce);
  // Every script the page carries is allowed by its own answer's policy, and only by it.
  expect(nonceAttributes(firstHtml)).toEqual(new Set([firstNonce]));
  expect(nonceAttributes(secondHtml)).toEqual(new Set([secondNonce]));
  expect(secondHtml.replaceAll(secondNonce ?? '', 'N')).toBe(firstHtml.replaceAll(firstNonce ?? '', 'N'));
  // The answer keeps the page's own headers and every security header.
  expect(second.headers()['content-type']).toContain('text/html');
  expect(second.headers()['cache-control']).toContain('no-store');
  expect(second.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(second.headers()['set-cookie']).toBeUndefined();
});

test('the embedded form’s step 1 and the home page are remembered too, each under its own framing policy', async ({
  request,
}) => {
  const embedded = `${donationStep1}/widget`;
  await visit(request, embedded);
  const rememberedWidget = await visit(request, embedded);
  expect(source(rememberedWidget)).toBe('hit');
  expect(rememberedWidget.headers()['content-security-policy']).toContain('frame-ancestors *');

  await visit(request, cacheOrigin);
  const rememberedHome = await visit(request, cacheOrigin);
  expect(source(rememberedHome)).toBe('hit');
  expect(rememberedHome.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(await rememberedHome.text()).toContain(`href="/forms/${DONATION_FORM.path}"`);
});

test('a form that shows stock is served from memory only while the API’s stock is the one the page shows', async ({
  request,
}) => {
  await visit(request, eventStep1);
  const before = await childPlacesLeft(request);
  expect(before, 'the child tier still has places to take').toBeGreaterThan(2);
  const remembered = await visit(request, eventStep1);
  expect(source(remembered)).toBe('hit');
  expect(await remembered.text()).toContain(`Plus que ${before} places disponibles`);

  // Another buyer holds a child place: the next visitor reads the new count.
  const cart = await request.post(`${api}/carts`, {
    data: {
      organizationSlug: EVENT_FORM.organizationSlug,
      formSlug: EVENT_FORM.formSlug,
      formType: EVENT_FORM.formType,
      items: [{ tierId: TIERS.child }],
    },
  });
  expect(cart.ok()).toBe(true);
  const left = before - 1;
  expect(await childPlacesLeft(request)).toBe(left);
  const rendered = await visit(request, eventStep1);
  expect(source(rendered)).toBe('miss');
  const html = await rendered.text();
  expect(html).toContain(`Plus que ${left} places disponibles`);
  expect(html).not.toContain(`Plus que ${before} places disponibles`);
  expect(source(await visit(request, eventStep1))).toBe('hit');
});

test('each language has its own page, and a payer’s own cookies or a query are never answered from memory', async ({
  request,
}) => {
  const english = { cookie: 'NEXT_LOCALE=en' };
  await visit(request, donationStep1, english);
  const inEnglish = await visit(request, donationStep1, english);
  expect(source(inEnglish)).toBe('hit');
  expect(await inEnglish.text()).toContain('<html lang="en"');
  const inFrench = await visit(request, donationStep1);
  expect(await inFrench.text()).toContain('<html lang="fr"');

  for (const [what, url, headers] of [
    ['a cart or session cookie', donationStep1, { cookie: `${DONATION_FORM.cartCookie}=unknown` }],
    ['a query', `${donationStep1}?utm_source=lettre`, {}],
    // As Next's router fetches it: RSC headers, and the browser's default Accept of a fetch.
    [
      'a navigation of the app (RSC)',
      donationStep1,
      { rsc: '1', 'next-router-state-tree': '%5B%22%22%5D', accept: '*/*' },
    ],
    ['step 2', `${donationStep1}/2`, {}],
  ] as const) {
    const response = await visit(request, url, headers);
    expect(source(response), what).toBeUndefined();
  }
});

test('a page from memory works in the browser: its scripts run under its policy and the payer goes on to step 2', async ({
  page,
  request,
}) => {
  await visit(request, donationStep1);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  const response = await page.goto(donationStep1);
  expect(response?.headers()['x-forms-page-cache']).toBe('hit');
  await expect(page.locator('html')).toHaveAttribute('data-scripted', '');
  await chooseAmount(page, 'fr');
  await expect(page).toHaveURL(new RegExp(`/${DONATION_FORM.path}/2$`));
  await expect(page.getByRole('heading', { level: 2, name: copy.fr.payerHeading })).toBeVisible();
  expect(refused).toEqual([]);
});
