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
 * 4. each display mode the story lists (`inDisplayModes`) is remounted in the same page
 *    with the mode's globals, its play function run again: axe and screenshots again.
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
    appendFileSync(usedBaselines, `${identifier}.png\n`);
  }
  await page.setViewportSize({ width: firstWidth, height: 800 });
}

interface StoryFinished {
  status: 'success' | 'error';
  reporters: { type: string; result?: { violations?: { id: string; help: string; nodes: { target: unknown }[] }[] } }[];
}

type Globals = Record<string, string>;

/** A mode's render: axe ran on it (addon-a11y's report), found nothing, and the story succeeded. */
function expectModeClean(mode: DisplayModeName, finished: StoryFinished) {
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
}

/** The preview's store of globals, as the toolbar updates it. */
interface PreviewGlobals {
  initialGlobals: Globals;
  update: (globals: Globals) => void;
}

/**
 * Puts the initial globals back, without a render: the page renders the file's next
 * story with the globals it holds, and that story mounts with them.
 */
async function restoreInitialGlobals(page: Page) {
  await page.evaluate(() => {
    const { userGlobals } = (
      window as unknown as { __STORYBOOK_PREVIEW__: { storyStoreValue: { userGlobals: PreviewGlobals } } }
    ).__STORYBOOK_PREVIEW__.storyStoreValue;
    userGlobals.update(userGlobals.initialGlobals);
  });
}

/**
 * Mounts the current story again in the same page with the initial globals plus `mode`'s,
 * and returns its STORY_FINISHED report, which carries addon-a11y's axe result. The
 * globals are set in the preview's store, then the story is remounted (`forceRemount` on
 * Storybook's channel): a fresh mount, as a page of its own would give (a dialog focuses
 * and scrolls to its first field at 200 % text), without reloading Storybook's whole
 * preview bundle for each mode, which made display modes most of the pass's time. A
 * story's play function runs again after the remount, so an open dialog or a filled form
 * is checked in each mode too. (Such stories used to get a page of their own per mode:
 * re-rendered in place without a remount, Dialog at 200 % text had failed axe. Remounted,
 * all 350 stories pass in place; the pass took 249 s before, 206 and 228 s after.)
 */
async function remountInMode(page: Page, storyId: string, mode: DisplayModeName) {
  return page.evaluate(
    ({ storyId, modeGlobals }) =>
      new Promise<StoryFinished>((resolve, reject) => {
        type Channel = {
          on: (event: string, listener: (payload: never) => void) => void;
          off: (event: string, listener: (payload: never) => void) => void;
          emit: (event: string, payload: unknown) => void;
        };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        const { userGlobals } = (
          window as unknown as { __STORYBOOK_PREVIEW__: { storyStoreValue: { userGlobals: PreviewGlobals } } }
        ).__STORYBOOK_PREVIEW__.storyStoreValue;
        // Each mode starts from the initial globals: a mode sets only what it changes.
        userGlobals.update({ ...userGlobals.initialGlobals, ...modeGlobals });
        const onFinished = (report: StoryFinished & { storyId: string }) => {
          if (report.storyId !== storyId) return;
          stop();
          resolve(report);
        };
        const timer = setTimeout(() => {
          stop();
          reject(new Error(`${storyId} did not mount again with ${JSON.stringify(modeGlobals)} within 30 s`));
        }, 30_000);
        function stop() {
          clearTimeout(timer);
          channel.off('storyFinished', onFinished);
        }
        channel.on('storyFinished', onFinished);
        channel.emit('forceRemount', { storyId });
      }),
    { storyId, modeGlobals: { motion: 'reduced', ...displayModes[mode] } as Globals },
  );
}

/** A display mode's screenshots: `{component}--{mode}--{width}.png`. */
const modeScreenshotName = (storyId: string, mode: DisplayModeName) => `${storyId.split('--')[0]}--${modeSlug(mode)}`;

/** Checks the story in each display mode like the story itself. */
async function checkDisplayModes(
  page: Page,
  storyId: string,
  modes: readonly DisplayModeName[],
  widths: readonly ScreenshotWidth[],
) {
  try {
    for (const mode of modes) {
      expectModeClean(mode, await remountInMode(page, storyId, mode));
      await compareScreenshots(page, modeScreenshotName(storyId, mode), widths);
    }
  } finally {
    await restoreInitialGlobals(page);
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
