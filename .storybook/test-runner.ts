import { appendFileSync, mkdirSync } from 'node:fs';
import type { Page } from 'playwright';
import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import {
  displayModes,
  modeSlug,
  widthsForStory,
  type DisplayModeName,
  type ScreenshotWidth,
} from '../design-system/testing/storyModes';

/**
 * One browser pass over every story (`npm run test:storybook`):
 * 1. the test-runner renders the story and runs its play function;
 * 2. axe runs in the page through @storybook/addon-a11y (`parameters.a11y` in
 *    preview.tsx: every default axe rule, violations fail the story);
 * 3. screenshots at the story's widths (design-system/testing/storyModes.ts) are compared
 *    with tests/visual/baselines;
 * 4. each display mode the story lists (`inDisplayModes`) is rendered in a second page:
 *    axe and screenshots again.
 * `scripts/storybook-test.mjs --update` rewrites the baselines that differ (jest -u) and
 * removes those no story uses any more, listed in reports/visual-baselines-used.txt.
 */
const baselines = `${process.cwd()}/tests/visual/baselines`;
const diffs = `${process.cwd()}/test-results/visual-diffs`;
const usedBaselines = `${process.cwd()}/reports/visual-baselines-used.txt`;
const firstWidth = 375;

async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

async function compareScreenshots(page: Page, name: string, widths: readonly ScreenshotWidth[]) {
  for (const width of widths) {
    // Resizing can close what the play function opened: no resize at the width it played at.
    if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: 800 });
    await settle(page);
    const image = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: baselines,
      customSnapshotIdentifier: `${name}--${width}`,
      customDiffDir: diffs,
      // Another Chromium build may anti-alias a few pixels differently.
      customDiffConfig: { threshold: 0.2 },
      failureThreshold: 0.01,
      failureThresholdType: 'percent',
      storeReceivedOnFailure: true,
      customReceivedDir: diffs,
    });
    appendFileSync(usedBaselines, `${name}--${width}.png\n`);
  }
  await page.setViewportSize({ width: firstWidth, height: 800 });
}

interface StoryFinished {
  status: 'success' | 'error';
  reporters: { type: string; result?: { violations?: { id: string; help: string; nodes: { target: unknown }[] }[] } }[];
}

/** Renders the story in a display mode in its own page and checks it like the story itself. */
async function checkDisplayMode(
  page: Page,
  storyId: string,
  mode: DisplayModeName,
  widths: readonly ScreenshotWidth[],
) {
  const modePage = await page.context().newPage();
  try {
    await modePage.setViewportSize({ width: firstWidth, height: 800 });
    await modePage.emulateMedia({ reducedMotion: 'reduce' });
    // Keep the story's STORY_FINISHED report: it carries addon-a11y's axe result.
    await modePage.addInitScript(() => {
      const poll = setInterval(() => {
        const channel = (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__?: { on: (event: string, listener: (report: unknown) => void) => void };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        if (!channel) return;
        clearInterval(poll);
        channel.on('storyFinished', (report: unknown) => {
          (window as unknown as { __storyFinished?: unknown }).__storyFinished = report;
        });
      }, 1);
    });
    const globals = Object.entries({ motion: 'reduced', ...displayModes[mode] })
      .map(([name, value]) => `${name}:${value}`)
      .join(';');
    const origin = new URL(page.url()).origin;
    await modePage.goto(`${origin}/iframe.html?id=${storyId}&viewMode=story&globals=${globals}`);
    const handle = await modePage.waitForFunction(
      () => (window as unknown as { __storyFinished?: unknown }).__storyFinished,
      undefined,
      { timeout: 30_000 },
    );
    const finished = (await handle.jsonValue()) as StoryFinished;
    // addon-a11y reports on every render in story view: no report means axe did not run.
    const a11y = finished.reporters.find((report) => report.type === 'a11y');
    expect({ mode, axeRan: Array.isArray(a11y?.result?.violations) }).toEqual({ mode, axeRan: true });
    const violations = a11y?.result?.violations ?? [];
    expect({
      mode,
      violations: violations.map((v) => `${v.id}: ${v.help} ${JSON.stringify(v.nodes.map((n) => n.target))}`),
    }).toEqual({
      mode,
      violations: [],
    });
    expect({ mode, status: finished.status }).toEqual({ mode, status: 'success' });
    await compareScreenshots(modePage, `${storyId.split('--')[0]}--${modeSlug(mode)}`, widths);
  } finally {
    await modePage.close();
  }
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
    mkdirSync(diffs, { recursive: true });
  },
  async preVisit(page, context) {
    // Stories render at the narrowest width first, as a phone shows them, without motion,
    // unless their play function needs a wider layout (`parameters.playWidth`).
    const story = await getStoryContext(page, context);
    const playWidth = (story.parameters.playWidth as ScreenshotWidth | undefined) ?? firstWidth;
    await page.setViewportSize({ width: playWidth, height: 800 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const widths = widthsForStory(story.title, story.tags);
    if (!story.tags.includes('no-visual')) await compareScreenshots(page, context.id, widths);
    const modes = (story.parameters.displayModes ?? []) as DisplayModeName[];
    for (const mode of modes) await checkDisplayMode(page, context.id, mode, widths);
  },
};

export default config;
