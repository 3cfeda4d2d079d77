import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
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
 *    with the mode's globals, its play function run again: axe and screenshots again;
 * 5. at every screenshot, the page must not scroll sideways (reflow, WCAG 1.4.10).
 * `scripts/storybook-test.mjs --update` rewrites the baselines that differ (jest -u) and
 * removes those no story uses any more, listed in reports/visual-baselines-used.txt.
 */
const baselines = `${process.cwd()}/tests/visual/baselines`;
const diffs = `${process.cwd()}/test-results/visual-diffs`;
const usedBaselines = `${process.cwd()}/reports/visual-baselines-used.txt`;
const manifest = `${process.cwd()}/reports/visual/storybook.jsonl`;
const firstWidth = 375;

async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** A screenshot as the review page lists it (scripts/visual-review/manifest.mjs). */
interface ScreenshotContext {
  storyId: string;
  /** `default`, or the display mode's slug. */
  mode: string;
  /** Differences found so far in this visit: reported together at its end. */
  failures: string[];
  /** Screenshots of this visit wider than their viewport: the page scrolled sideways. */
  reflow: string[];
}

/**
 * How far the story makes the page scroll sideways at the current width (WCAG 1.4.10:
 * nothing at 320 CSS px, so nothing at 375 with the text at 200 % either). Six stories
 * did at 375 px with large text, and their baselines showed it (up to 538 px wide) without
 * failing anything: the screenshot is full-page, so the check costs one read.
 */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Starts a visit's failure that is screenshots only: storybook-test.mjs then knows the
 * story's every baseline was visited (scripts/visual-review/manifest.mjs `visualFailureMark`).
 */
const visualFailure = 'visual differences:';

/**
 * One line of reports/visual/storybook.jsonl per screenshot, for the review page
 * (scripts/visual-review). Lines from both jest workers go to one file: each is one
 * small append, which Linux does not interleave.
 */
function recordScreenshot(entry: Record<string, unknown>) {
  appendFileSync(manifest, `${JSON.stringify(entry)}\n`);
}

type ScreenshotStatus = 'same' | 'changed' | 'new';

/**
 * One screenshot against its baseline: its status, jest-image-snapshot's message when it
 * fails, and whether the matcher wrote the baseline itself (a new story's first local run,
 * or --update: those are decided, not for review).
 */
function compareWithBaseline(image: Buffer, identifier: string) {
  const baseline = `${baselines}/${identifier}.png`;
  const before = existsSync(baseline) ? readFileSync(baseline) : undefined;
  // Chromium encodes the same pixels into the same bytes: an identical file is a match,
  // without decoding both images (most of the pass's time when every image was compared).
  if (before?.equals(image)) return { status: 'same' as ScreenshotStatus, written: false };
  let failure: string | undefined;
  try {
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: baselines,
      customSnapshotIdentifier: identifier,
      customDiffDir: diffs,
      // The difference alone: the review page shows both images itself.
      onlyDiff: true,
      // Another Chromium build may anti-alias a few pixels differently.
      customDiffConfig: { threshold: 0.2 },
      failureThreshold: 0.01,
      failureThresholdType: 'percent',
      storeReceivedOnFailure: true,
      customReceivedDir: diffs,
      // jest-image-snapshot otherwise starts a Node process for every comparison.
      runInProcess: true,
    });
  } catch (error) {
    failure = (error as Error).message;
  }
  const written = failure === undefined && existsSync(baseline) && readFileSync(baseline).equals(image);
  const status: ScreenshotStatus =
    !before ? 'new'
    : failure !== undefined || written ? 'changed'
    : 'same'; // within the tolerance
  return { status, failure, written, withinThreshold: status === 'same' };
}

async function compareScreenshots(
  page: Page,
  name: string,
  widths: readonly ScreenshotWidth[],
  screenshot: ScreenshotContext,
) {
  for (const width of widths) {
    // Resizing can close what the play function opened: no resize at the width it played at.
    if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: 800 });
    await settle(page);
    const image = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    const identifier = `${name}--${width}`;
    const overflow = await sidewaysScroll(page);
    if (overflow > 0) screenshot.reflow.push(`${identifier}: the page scrolls ${overflow} px sideways at ${width} px`);
    const [component = name, variant = ''] = identifier.split('--');
    const { status, failure, written, withinThreshold } = compareWithBaseline(image, identifier);
    if (failure !== undefined) screenshot.failures.push(`${identifier}: ${failure}`);
    const entry = {
      id: identifier,
      storyId: screenshot.storyId,
      component,
      mode: screenshot.mode,
      variant,
      width,
      baseline: `tests/visual/baselines/${identifier}.png`,
      status,
    };
    if (status === 'same') {
      recordScreenshot(withinThreshold ? { ...entry, withinThreshold } : entry);
    } else {
      // Kept for the review page (report.mjs copies it): the images of what differs only.
      const received = `reports/visual/received/${identifier}.png`;
      writeFileSync(`${process.cwd()}/${received}`, image);
      const diff = `test-results/visual-diffs/${identifier}-diff.png`;
      const hasDiff = status === 'changed' && existsSync(`${process.cwd()}/${diff}`);
      recordScreenshot({ ...entry, received, diff: hasDiff ? diff : null, updated: written });
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
  failures: string[],
  reflow: string[],
) {
  try {
    for (const mode of modes) {
      expectModeClean(mode, await remountInMode(page, storyId, mode));
      await compareScreenshots(page, modeScreenshotName(storyId, mode), widths, {
        storyId,
        mode: modeSlug(mode),
        failures,
        reflow,
      });
    }
  } finally {
    await restoreInitialGlobals(page);
  }
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
    mkdirSync(diffs, { recursive: true });
    mkdirSync(`${process.cwd()}/reports/visual/received`, { recursive: true });
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
    // A difference does not end the visit: every screenshot of the story is taken and
    // listed for the review page, then the differences fail the story together.
    const failures: string[] = [];
    const reflow: string[] = [];
    if (!story.tags.includes('no-visual')) {
      await compareScreenshots(page, context.id, widths, { storyId: context.id, mode: 'default', failures, reflow });
    }
    const modes = (story.parameters.displayModes ?? []) as DisplayModeName[];
    if (modes.length > 0) await checkDisplayModes(page, context.id, modes, widths, failures, reflow);
    // Not a visual difference (no baseline can accept it): its own failure, listed first.
    if (reflow.length > 0) throw new Error(`reflow (WCAG 1.4.10):\n${[...reflow, ...failures].join('\n\n')}`);
    if (failures.length > 0) throw new Error(`${visualFailure}\n${failures.join('\n\n')}`);
  },
};

export default config;
