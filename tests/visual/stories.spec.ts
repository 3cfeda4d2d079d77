import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/**
 * Visual regression: every Storybook story at the four widths of SPEC §9 (375 for
 * small phones, then the 600/900/1200 breakpoints). Baselines live in
 * tests/visual/baselines; `npm run test:visual:update` refreshes them and records the
 * Chromium version that made them (tests/visual/chromium-version.txt).
 */
type IndexEntry = { id: string; type: 'story' | 'docs'; title: string; name: string; tags?: string[] };
const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'),
);
const widths = [375, 600, 900, 1200] as const;

test.describe.configure({ mode: 'parallel' });
// Four full-page shots of a tall story (the error catalogue) take a while on a loaded 2-core machine.
test.setTimeout(120_000);

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ page }) => {
    await page.setViewportSize({ width: widths[0], height: 800 });
    await page.goto(`iframe.html?id=${story.id}&viewMode=story&globals=motion:reduced`);
    await page.locator('#storybook-root > *').first().waitFor({ state: 'attached' });
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await page.evaluate(async () => {
        await document.fonts.ready;
      });
      await expect(page).toHaveScreenshot(`${story.id}--${width}.png`, { fullPage: true });
    }
  });
}
