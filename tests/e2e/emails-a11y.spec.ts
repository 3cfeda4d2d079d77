/**
 * The emails (sandbox/emails) in a real browser: axe finds no violation in any of them,
 * in the light and the dark colour scheme, and each reflows at 320 CSS pixels (what a
 * 1280-pixel window shows at 400 % zoom) without scrolling sideways. No app page is
 * opened: tests/support/renderEmails.ts writes every email from a fresh seeded database
 * (as the queue would compose them) and each is set as the page's content.
 *
 * Untagged: the `no-js` project (which runs @no-js specs only) leaves it out, so it runs
 * once, in `js`. An email has no script; axe runs in the page all the same.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

let folder: string;
let names: string[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  test.setTimeout(180_000);
  folder = mkdtempSync(join(tmpdir(), 'emails-a11y-'));
  execFileSync(join('node_modules', '.bin', 'tsx'), [join('tests', 'support', 'renderEmails.ts'), folder], {
    stdio: 'inherit',
    timeout: 170_000,
  });
  names = JSON.parse(readFileSync(join(folder, 'index.json'), 'utf8')) as string[];
});

test.afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const htmlOf = (name: string) => readFileSync(join(folder, `${name}.html`), 'utf8');

test('renders every email, in French and English', () => {
  // The payer's seven emails (the confirmation of a gift, an event and a monthly gift; the
  // event's reminder with its tickets) in both languages, and the association's in French.
  expect(names).toHaveLength(19);
  expect(names.filter((name) => name.endsWith('-fr'))).toHaveLength(10);
  expect(names.filter((name) => name.endsWith('-en'))).toHaveLength(9);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`every email passes axe in the ${colorScheme} colour scheme`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.emulateMedia({ colorScheme });
    for (const name of names) {
      await page.setContent(htmlOf(name), { waitUntil: 'load' });
      // The scheme the email is drawn in: its dark styles apply only under a dark preference.
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background, name).toBe(colorScheme === 'dark' ? 'rgb(23, 22, 29)' : 'rgb(247, 246, 248)');
      await expectNoAxeViolations(page, `${name} (${colorScheme})`);
    }
  });
}

test('every email reflows at 320 CSS pixels (400 % zoom) without scrolling sideways', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 640 });
  for (const name of names) {
    await page.setContent(htmlOf(name), { waitUntil: 'load' });
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, name).toBeLessThanOrEqual(clientWidth);
  }
});
