import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** WCAG 2.2 A/AA plus best practices; zero violations allowed. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe on the page as it is. axe needs JavaScript in the page; when the test runs
 * with JavaScript disabled, the same URL and cookies are opened in a JavaScript-enabled
 * context whose scripts are blocked, so axe sees the server's HTML, not a hydrated app.
 */
export async function expectNoAxeViolations(page: Page, context?: string) {
  const javaScriptDisabled = test.info().project.use.javaScriptEnabled === false;
  let target = page;
  let cleanup = async () => {};
  if (javaScriptDisabled) {
    const browser = page.context().browser();
    if (!browser) throw new Error('expectNoAxeViolations: no browser');
    const scratch = await browser.newContext({ javaScriptEnabled: true });
    await scratch.addCookies(await page.context().cookies());
    await scratch.route(/\.js(\?|$)/, (route) => route.abort());
    target = await scratch.newPage();
    await target.goto(page.url(), { waitUntil: 'load' });
    cleanup = () => scratch.close();
  }
  try {
    const results = await new AxeBuilder({ page: target }).withTags(axeTags).analyze();
    const summary = results.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')} — ${node.failureSummary ?? ''}`).join('\n'),
    );
    expect(summary, `axe violations${context ? ` on ${context}` : ''}`).toEqual([]);
  } finally {
    await cleanup();
  }
}
