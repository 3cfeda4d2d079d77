import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
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
 * 4. each display mode the story lists (`inDisplayModes`) is rendered again in the same
 *    page with the mode's globals: axe and screenshots again.
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
    const identifier = `${name}--${width}`;
    // Chromium encodes the same pixels into the same bytes: an identical file is a match,
    // without decoding both images (most of the pass's time when every image was compared).
    const baseline = `${baselines}/${identifier}.png`;
    if (!existsSync(baseline) || !readFileSync(baseline).equals(image)) {
      expect(image).toMatchImageSnapshot({
        customSnapshotsDir: baselines,
        customSnapshotIdentifier: identifier,
        customDiffDir: diffs,
        // Another Chromium build may anti-alias a few pixels differently.
        customDiffConfig: { threshold: 0.2 },
        failureThreshold: 0.01,
        failureThresholdType: 'percent',
        storeReceivedOnFailure: true,
        customReceivedDir: diffs,
        // jest-image-snapshot otherwise starts a Node process for every comparison.
        runInProcess: true,
      });
    }
    appendFileSync(usedBaselines, `${name}--${width}.png\n`);
  }
  await page.setViewportSize({ width: firstWidth, height: 800 });
}

interface StoryFinished {
  status: 'success' | 'error';
  reporters: { type: string; result?: { violations?: { id: string; help: string; nodes: { target: unknown }[] }[] } }[];
}

type Globals = Record<string, string>;

/**
 * Re-renders the current story with `globals` in the same page, as the toolbar does
 * (`updateGlobals` on Storybook's channel), and returns its STORY_FINISHED report, which
 * carries addon-a11y's axe result, with the project's initial globals. No new page: a mode
 * used to reload the whole preview bundle in a page of its own, which made display modes
 * most of the pass's time. The play function does not run again; what it opened stays.
 */
async function renderWithGlobals(page: Page, storyId: string, globals: Globals) {
  return page.evaluate(
    ({ storyId, globals }) =>
      new Promise<StoryFinished & { initialGlobals?: Globals }>((resolve, reject) => {
        type Channel = {
          on: (event: string, listener: (payload: never) => void) => void;
          off: (event: string, listener: (payload: never) => void) => void;
          emit: (event: string, payload: unknown) => void;
        };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        let initialGlobals: Globals | undefined;
        const onGlobals = (update: { initialGlobals: Globals }) => {
          initialGlobals = update.initialGlobals;
        };
        const onFinished = (report: StoryFinished & { storyId: string }) => {
          if (report.storyId !== storyId) return;
          stop();
          resolve({ ...report, initialGlobals });
        };
        const timer = setTimeout(() => {
          stop();
          reject(new Error(`${storyId} did not render again with ${JSON.stringify(globals)} within 30 s`));
        }, 30_000);
        function stop() {
          clearTimeout(timer);
          channel.off('globalsUpdated', onGlobals);
          channel.off('storyFinished', onFinished);
        }
        channel.on('globalsUpdated', onGlobals);
        channel.on('storyFinished', onFinished);
        channel.emit('updateGlobals', { globals });
      }),
    { storyId, globals },
  );
}

/** Checks the story in each display mode like the story itself, then puts the initial globals back. */
async function checkDisplayModes(
  page: Page,
  storyId: string,
  modes: readonly DisplayModeName[],
  widths: readonly ScreenshotWidth[],
) {
  let initialGlobals: Globals | undefined;
  try {
    for (const mode of modes) {
      // Each mode starts from the initial globals: a mode sets only what it changes.
      const finished = await renderWithGlobals(page, storyId, {
        ...initialGlobals,
        motion: 'reduced',
        ...displayModes[mode],
      });
      initialGlobals ??= finished.initialGlobals;
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
      await compareScreenshots(page, `${storyId.split('--')[0]}--${modeSlug(mode)}`, widths);
    }
  } finally {
    // The page renders the file's next story with the globals it holds: give them back.
    if (initialGlobals) await renderWithGlobals(page, storyId, initialGlobals);
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
    if (modes.length > 0) await checkDisplayModes(page, context.id, modes, widths);
  },
};

export default config;
