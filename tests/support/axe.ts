import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';

/** WCAG 2.2 A/AA plus best practices; zero violations allowed. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * One JavaScript-enabled context per worker's browser for the no-JS checks, its scripts
 * blocked; kept warm so the styles and fonts come from its cache.
 */
const scratchContexts = new WeakMap<Browser, Promise<BrowserContext>>();

function scratchContext(browser: Browser): Promise<BrowserContext> {
  let context = scratchContexts.get(browser);
  if (!context) {
    context = browser.newContext({ javaScriptEnabled: true }).then(async (created) => {
      await created.route(/\.js(\?|$)/, (route) => route.abort());
      return created;
    });
    scratchContexts.set(browser, context);
  }
  return context;
}

/**
 * Runs axe on the page as it is (at each of `widths` when given, else at its viewport).
 * axe needs JavaScript in the page; when the test runs with JavaScript disabled, the
 * document the page shows — as the server sent it, whether it answered a GET or a form
 * post — is opened in a JavaScript-enabled context of the same viewport whose own
 * scripts are blocked: axe sees the no-JS page, not a hydrated app, and a refused form
 * post's errors are checked rather than a fresh GET of its address.
 */
export async function expectNoAxeViolations(
  page: Page,
  context?: string,
  { widths }: { widths?: readonly number[] } = {},
) {
  const javaScriptDisabled = test.info().project.use.javaScriptEnabled === false;
  let target = page;
  let cleanup = async () => {};
  // A client re-render (router.refresh after saving a setting) can leave the head without
  // its <title> for a moment: check the page once it has settled, title included. A page
  // that never gets a title still fails, on this wait.
  if (!javaScriptDisabled) await expect(page).toHaveTitle(/\S/);
  if (javaScriptDisabled) {
    const browser = page.context().browser();
    if (!browser) throw new Error('expectNoAxeViolations: no browser');
    const url = page.url();
    const html = await page.content();
    const scratch = await scratchContext(browser);
    await scratch.clearCookies();
    await scratch.addCookies(await page.context().cookies());
    target = await scratch.newPage();
    cleanup = () => target.close();
    const viewport = page.viewportSize();
    if (viewport) await target.setViewportSize(viewport);
    await target.route(
      (candidate) => candidate.href === url,
      (route) =>
        route.request().isNavigationRequest() ?
          route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html })
        : route.fallback(),
    );
    await target.goto(url, { waitUntil: 'load' });
    // The very document the no-JS page shows (a refused post's title starts with "Erreur : ").
    await expect(target).toHaveTitle(await page.title());
  }
  try {
    const summary: string[] = [];
    for (const width of widths ?? [null]) {
      if (width !== null) await target.setViewportSize({ width, height: 900 });
      // Legacy mode runs axe.run in the page itself. The default finishes each run in a new
      // blank page (for cross-origin frames, which our pages do not have): measured here,
      // 2.5–3 s per analysis instead of 1.2–1.5 s. Only violations are read.
      const results = await new AxeBuilder({ page: target })
        .withTags(axeTags)
        .setLegacyMode(true)
        .options({ resultTypes: ['violations'] })
        .analyze();
      summary.push(
        ...results.violations.map(
          (violation) =>
            `${width === null ? '' : `${width}px: `}${violation.id} (${violation.impact}): ${violation.help}\n` +
            violation.nodes.map((node) => `    ${node.target.join(' ')} — ${node.failureSummary ?? ''}`).join('\n'),
        ),
      );
    }
    expect(summary, `axe violations${context ? ` on ${context}` : ''}`).toEqual([]);
  } finally {
    await cleanup();
  }
}

type AnnouncerWatch = typeof window & { __announcedByReference?: number };

/**
 * From the first script of every document, counts what react-aria's live announcer is
 * given by reference (an entry labelled by another element's id). Such an entry outlives
 * the element it names when the step changes: an unnamed role="img" axe rightly flags.
 * Our pending Button says "pending" as text instead; this proves nothing else does it.
 */
export async function watchAnnouncementsByReference(page: Page) {
  await page.addInitScript(() => {
    const watched = window as AnnouncerWatch;
    watched.__announcedByReference = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element && node.matches('[data-live-announcer] [aria-labelledby]')) {
            watched.__announcedByReference = (watched.__announcedByReference ?? 0) + 1;
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Right after a step change, with no waiting: nothing was announced by reference (with
 * JavaScript; see watchAnnouncementsByReference) and axe finds no violation.
 */
export async function expectCleanAfterStepChange(page: Page, context: string) {
  if (test.info().project.use.javaScriptEnabled !== false) {
    expect(
      await page.evaluate(() => (window as AnnouncerWatch).__announcedByReference),
      `announcements by reference before ${context}`,
    ).toBe(0);
  }
  await expectNoAxeViolations(page, context);
}
