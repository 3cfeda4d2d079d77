import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { stepUrl } from '../support/donation';
import { TIERS, apiEventCart, eventStepUrl } from '../support/placesJourney';
import { apiCart } from '../support/journey';

/**
 * What a page's document carries besides the page: with `experimental.inlineCss`, each
 * stylesheet is in a `<style>` tag, and Next 16.4.6 also puts its text in the RSC payload
 * that hydration reads, twice for the root layout's (once more for the global error
 * boundary: vercel/next.js#98110). React never reads that text: it adopts the `<style>`
 * already in the document. scripts/patch-next.mjs, run after every install, removes both
 * copies. This fails if an upgrade of Next drops or breaks the patch, or if a page fetches a
 * stylesheet before its first paint (docs/performance.md).
 */

/** The RSC payload streamed inside the document: the `self.__next_f.push([1, "…"])` strings. */
function flightPayload(html: string): string {
  const chunks = [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)];
  return chunks.map(([, literal]) => JSON.parse(literal ?? '""') as string).join('');
}

function escape(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

type Setup = (context: BrowserContext, request: APIRequestContext) => Promise<unknown>;

/** Home and a step of each step form (amount, tiers, payer, places' participants, summary). */
const pages: { name: string; path: string; setup?: Setup }[] = [
  { name: 'home', path: '/forms' },
  { name: 'donation step 1', path: stepUrl(null, 'fr') },
  { name: 'event step 1', path: eventStepUrl(null, 'fr') },
  {
    name: 'donation step 2',
    path: stepUrl(2, 'fr'),
    setup: (context, request) => apiCart(context, request, { withPayer: false }),
  },
  { name: 'donation step 3', path: stepUrl(3, 'fr'), setup: (context, request) => apiCart(context, request) },
  {
    name: 'event step 2',
    path: eventStepUrl(2, 'fr'),
    setup: (context, request) => apiEventCart(context, request, [{ tierId: TIERS.adult }]),
  },
];

for (const { name, path, setup } of pages) {
  test(`${name}: its styles are all inlined, their text once in the document`, async ({ context, request }) => {
    await setup?.(context, request);
    // The browser context's request client: it sends the cart cookie the setup put there.
    // No redirect followed: a step without its cart would answer step 1 instead.
    const response = await context.request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const html = await response.text();
    // Every style is in the document: no stylesheet for the browser to fetch before the
    // first paint (a step form's parts come with the page: design-system/styles/formParts).
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
    // React merges the inlined stylesheets of one precedence into one tag, listing them.
    const hrefs = [...html.matchAll(/<style[^>]*data-href="([^"]+)"/g)].flatMap(([, list]) => (list ?? '').split(' '));
    // The root layout's stylesheets (fonts, tokens, the shell) are in every page.
    expect(hrefs.length).toBeGreaterThan(5);
    const payload = flightPayload(html);
    for (const href of hrefs) {
      // Each inlined stylesheet is one style element in the payload, with no text: an empty
      // string, or a reference to an emptied text row (React writes long strings apart).
      const pattern = new RegExp(`"href":"${escape(href)}","children":("(?:[^"\\\\]|\\\\.)*")`, 'g');
      const children = [...payload.matchAll(pattern)];
      expect(children.length, href).toBe(1);
      const text = JSON.parse(children[0]?.[1] ?? '"?"') as string;
      const reference = /^\$([0-9a-f]+)$/.exec(text);
      if (reference) {
        expect(payload, `${href}: text row ${reference[1]}`).toMatch(new RegExp(`(?:^|[^0-9a-f])${reference[1]}:T0,`));
      } else expect(text, href).toBe('');
    }
    // The text itself: the fonts' first rule is in the style tag, and nowhere else.
    const fontFace = /@font-face\{[^}]+\}/.exec(html)?.[0] ?? '';
    expect(fontFace).not.toBe('');
    expect(occurrences(html, fontFace)).toBe(1);
    expect(occurrences(payload, fontFace)).toBe(0);
  });
}

test('every script a step loads starts with V8’s compile hint, so Chromium compiles it off the main thread', async ({
  request,
}) => {
  // scripts/lib/compileHints.mjs, run by every production build (next.config.ts).
  const html = await (await request.get(stepUrl(null, 'fr'))).text();
  const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map(([, src]) => src ?? '');
  expect(sources.length).toBeGreaterThan(3);
  for (const src of sources) {
    const script = await request.get(src);
    expect(script.status(), src).toBe(200);
    expect((await script.text()).startsWith('//# allFunctionsCalledOnLoad\n'), src).toBe(true);
  }
});
