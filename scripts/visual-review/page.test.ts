// The review page in Debian's Chromium (never a downloaded browser): axe finds nothing in
// any of its five views, and a designer can do everything by keyboard alone.
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeVisualReview } from './report.mjs';
import { startReviewServer } from './server.mjs';
import { makeFixture, type Fixture } from './testFixture';

let fixture: Fixture;
let server: { url: string; close: () => Promise<void> };
let browser: Browser;

beforeAll(async () => {
  fixture = makeFixture();
  writeVisualReview({ root: fixture.root });
  server = await startReviewServer({ root: fixture.root, port: 0 });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_TEST_PATH || '/usr/bin/chromium-headless-shell',
    args: ['--no-sandbox', '--headless=new', '--disable-gpu'],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  fixture?.cleanup();
});

async function open(reducedMotion: 'reduce' | 'no-preference' = 'no-preference') {
  // A context of its own: axe's Playwright builder refuses a page made by browser.newPage().
  const context = await browser.newContext({ reducedMotion, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(server.url);
  await page.locator('body[data-ready="true"]').waitFor();
  return { page, errors };
}

const title = (page: Page) => page.locator('#change-title').textContent();

async function expectAxeClean(page: Page, view: string) {
  // Legacy mode runs axe in the page itself, without the blank page the default opens after
  // each run for cross-origin frames this page does not have (docs/testing.md: half the time).
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  expect({ view, violations: violations.map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.target)}`) }).toEqual({
    view,
    violations: [],
  });
}

/** Tabs until the focus is on `selector`; fails after `limit` presses. */
async function tabTo(page: Page, selector: string, limit = 40) {
  for (let i = 0; i < limit; i += 1) {
    if (await page.locator(selector).evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

describe('the visual review page', () => {
  it('is axe-clean: the whole page, and each kind of view control', async () => {
    const { page, errors } = await open();
    // The second change has both images (the first is new: no baseline).
    await page.keyboard.press('j');
    // Each axe run costs 1.5–2.5 s on the 2-core machine, most of it axe's own start: the
    // page with side by side; the slider, whose range input onion skin and diff overlay
    // share (views.js range()); the blink view's buttons and toggle.
    for (const [key, view] of [
      ['1', 'side'],
      ['2', 'slider'],
      ['5', 'blink'],
    ]) {
      await page.keyboard.press(key!);
      await expect.poll(() => page.locator(`input[name="view"][value="${view}"]`).isChecked()).toBe(true);
      await expectAxeClean(page, view!);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('moves through the changes, shows every view and decides by keyboard alone', async () => {
    const { page, errors } = await open();
    // Sorted as the grid is: component, story or mode, width.
    expect(await title(page)).toBe(
      'Change 1 of 7: new — story components-amountfield--brand-new, default mode, 375 px wide',
    );
    await page.keyboard.press('j');
    expect(await title(page)).toMatch(/^Change 2 of 7/);
    await expect.poll(() => page.locator('#status').textContent()).toMatch(/^Change 2 of 7/);
    await page.keyboard.press('n');
    await page.keyboard.press('k');
    expect(await title(page)).toMatch(/^Change 2 of 7/);

    // The visible buttons, reached with Tab, with a visible focus ring.
    await tabTo(page, '#next');
    const outline = await page.locator('#next').evaluate((node) => getComputedStyle(node).outlineStyle);
    expect(outline).toBe('solid');
    await page.keyboard.press('Enter');
    expect(await title(page)).toMatch(/^Change 3 of 7/);

    // Each view, chosen with the arrow keys in the radio group.
    await tabTo(page, 'input[name="view"]:checked');
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('#view-title').textContent()).toBe('Slider');
    await tabTo(page, '#slider-position');
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('#slider-position').getAttribute('aria-valuetext')).toBe('51 % baseline');
    await expect
      .poll(() => page.locator('.slider').evaluate((node) => node.style.getPropertyValue('--split')))
      .toBe('51%');

    await page.keyboard.press('3');
    expect(await page.locator('#view-title').textContent()).toBe('Onion skin');
    await tabTo(page, '#onion-opacity');
    await page.keyboard.press('ArrowLeft');
    expect(await page.locator('#onion-opacity').getAttribute('aria-valuetext')).toBe('49 % new screenshot');

    await page.keyboard.press('4');
    expect(await page.locator('#view-title').textContent()).toBe('Diff overlay');
    expect(await page.locator('#view-body img').last().getAttribute('alt')).toMatch(/^Difference between the baseline/);

    await page.keyboard.press('5');
    expect(await page.locator('#view-title').textContent()).toBe('Blink');
    expect(await page.locator('.blink figcaption').textContent()).toBe('Showing: baseline');
    expect(await page.locator('.blink img').getAttribute('alt')).toMatch(/^Baseline of story /);
    await page.keyboard.press('b');
    expect(await page.locator('.blink figcaption').textContent()).toBe('Showing: new screenshot');
    expect(await page.locator('.blink img').getAttribute('alt')).toMatch(/^New screenshot of story /);
    // Motion allowed: automatic blinking is a toggle, off until asked for.
    await tabTo(page, '#blink-auto');
    expect(await page.locator('#blink-auto').getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.press('Enter');
    expect(await page.locator('#blink-auto').getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Enter');

    // Accept by key: the live region says so and the baseline is the new image at once.
    const id = 'components-amountfield--default--375';
    expect(await title(page)).toContain('story components-amountfield--default, default mode');
    await page.keyboard.press('a');
    await expect
      .poll(() => page.locator('#status').textContent())
      .toMatch(/Accepted: the new screenshot is the baseline/);
    expect(fixture.read(`tests/visual/baselines/${id}.png`)?.equals(fixture.received[id]!)).toBe(true);
    expect(await page.locator('#decision-state').textContent()).toMatch(/^Accepted/);
    await page.keyboard.press('r');
    await expect.poll(() => page.locator('#status').textContent()).toMatch(/Rejected: the baseline .* is kept/);

    // The summary grid: a changed cell is a link saying so, and opens its change.
    expect(await page.locator(`[data-cell="${id}"]`).textContent()).toBe('changed, rejected');
    const dark = '[data-cell="components-amountfield--dark--375"]';
    expect(await page.locator(dark).textContent()).toBe('changed');
    await tabTo(page, dark, 80);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => title(page))
      .toBe('Change 2 of 7: changed — story components-amountfield--dark, dark mode, 375 px wide');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('change-title');

    // Shortcuts can be turned off (WCAG 2.1.4).
    await page.locator('#shortcuts').uncheck();
    const before = await title(page);
    await page.keyboard.press('j');
    expect(await title(page)).toBe(before);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('blinks only on demand when the system asks for reduced motion', async () => {
    const { page } = await open('reduce');
    await page.keyboard.press('j');
    await page.keyboard.press('5');
    expect(await page.locator('#blink-auto').count()).toBe(0);
    expect(await page.locator('#view-body').textContent()).toContain('reduced motion');
    await page.keyboard.press('b');
    expect(await page.locator('.blink figcaption').textContent()).toBe('Showing: new screenshot');
    await page.context().close();
  }, 30_000);
});
