import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { stepUrl } from '../support/donation';
import { eventStepUrl } from '../support/placesJourney';
import { apiCart } from '../support/journey';
import { CROWDFUNDING_FORM } from '../support/kinds';

/**
 * A page's islands hydrate without creating an Intl number or date formatter. The first one
 * a tab creates loads ICU's locale data: 13 to 45 ms on our machine, 4 times that on
 * Lighthouse's mobile CPU, inside the longest task of the page's start. Amounts, counts,
 * percentages and dates are written by lib/rules/numberText and by the server instead
 * (docs/performance.md). This fails when a component formats with Intl while it hydrates.
 * A timing budget would belong to `npm run bench`; this checks the cause, not the time.
 */

type Setup = (context: BrowserContext, request: APIRequestContext) => Promise<unknown>;

/** Money, a plural's count, the contributors' dates, a goal's percentage, a summary. */
const pages: { name: string; path: string; setup?: Setup }[] = [
  { name: 'donation step 1 (amounts, contributors and their dates)', path: stepUrl(null, 'fr') },
  { name: 'donation step 1 in English', path: stepUrl(1, 'en') },
  {
    name: 'donation step 3 (the summary)',
    path: stepUrl(3, 'fr'),
    setup: (context, request) => apiCart(context, request),
  },
  { name: 'event step 1 (tier prices)', path: eventStepUrl(null, 'fr') },
  { name: 'crowdfunding step 1 (the goal’s progress bar)', path: CROWDFUNDING_FORM.path },
];

for (const { name, path, setup } of pages) {
  test(`${name}: hydrates without an Intl number or date formatter`, async ({ page, context, request }) => {
    await setup?.(context, request);
    await context.addInitScript(() => {
      const created: string[] = [];
      (window as unknown as { __intlCreated: string[] }).__intlCreated = created;
      for (const kind of ['NumberFormat', 'DateTimeFormat'] as const) {
        const Original = Intl[kind];
        const Watched = function (...args: unknown[]) {
          created.push(`${kind} ${JSON.stringify(args)}\n${new Error().stack ?? ''}`);
          return new (Original as unknown as new (...values: unknown[]) => object)(...args);
        };
        Watched.prototype = Original.prototype;
        Object.assign(Watched, { supportedLocalesOf: Original.supportedLocalesOf });
        (Intl as unknown as Record<string, unknown>)[kind] = Watched;
      }
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    // Hydrated: React has taken over the step's form (its lazy chunk included).
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(document.querySelector('main form') ?? {}).some((key) => key.startsWith('__reactFiber$')),
        ),
      )
      .toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __intlCreated: string[] }).__intlCreated)).toEqual([]);
    // The watch works: a formatter created now is seen.
    expect(
      await page.evaluate(() => {
        new Intl.NumberFormat('fr-FR').format(1);
        return (window as unknown as { __intlCreated: string[] }).__intlCreated.length;
      }),
    ).toBe(1);
  });
}
