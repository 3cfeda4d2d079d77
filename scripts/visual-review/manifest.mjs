// Where the visual passes leave their results, and how the review reads them back.
// Every path is relative to a root (the repository, or a test's temporary copy of it), so
// the same code serves `npm test`, the review server and the tests.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const paths = {
  baselines: 'tests/visual/baselines',
  /** One JSON line per screenshot, written by .storybook/test-runner.ts and storybook-test.mjs. */
  storybookManifest: 'reports/visual/storybook.jsonl',
  /** What the Storybook pass received for a changed or new screenshot. */
  received: 'reports/visual/received',
  /** jest-image-snapshot's diff images (`{id}-diff.png`). */
  diffs: 'test-results/visual-diffs',
  playwrightReport: 'reports/playwright.json',
  /** The review page: written only when something differs. */
  review: 'reports/visual-review',
};

/** The statuses a designer has to look at; `same` needs nothing. */
export const reviewable = new Set(['changed', 'new', 'missing']);

/**
 * The file-name parts of the display modes (design-system/testing/storyModes.ts `modeSlug`).
 * Only used to name a baseline no story used any more (`missing`), which has no story to
 * ask; the test runner writes the mode of every screenshot it takes.
 */
const modeSlugs = new Set([
  'english',
  'dark',
  'high-contrast',
  'dark-high-contrast',
  'large-text',
  'text-spacing',
  'hyperlegible',
]);

/**
 * What a baseline's file name says: `{storyId}--{width}.png` (the story, default mode) or
 * `{component}--{mode}--{width}.png` (a display mode). A story literally named after a mode
 * would read as that mode: only the label of a missing baseline, never a path, depends on it.
 */
export function describeBaselineFile(file) {
  const id = file.replace(/\.png$/, '');
  const parts = id.split('--');
  const width = Number(parts.at(-1));
  const component = parts[0];
  const middle = parts.slice(1, -1).join('--');
  const isMode = modeSlugs.has(middle);
  return {
    id,
    storyId: isMode ? null : `${component}--${middle}`,
    component,
    mode: isMode ? middle : 'default',
    variant: middle,
    width: Number.isFinite(width) ? width : null,
  };
}

/** The Storybook pass's entries (an empty list when it has not run). */
export function readStorybookManifest(root) {
  const file = path.join(root, paths.storybookManifest);
  if (!existsSync(file)) return [];
  const byId = new Map();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const entry = JSON.parse(line);
    // A story retried by jest writes its screenshots again: the last word counts.
    byId.set(entry.id, { source: 'storybook', ...entry });
  }
  return [...byId.values()];
}

/**
 * An id the review accepts: the manifest's own ids are made of these characters only, so
 * anything else (a slash, dots, NUL) is refused before the manifest is even searched.
 */
export const idPattern = /^[a-z0-9][a-z0-9-]{0,199}$/;

/** How .storybook/test-runner.ts starts a story's failure that is only screenshots. */
export const visualFailureMark = 'visual differences:';

/**
 * Whether every failure of the Storybook pass (jest's JSON report) is screenshots only:
 * then each story took all its screenshots and the baselines it did not use are unused.
 */
export function visualFailuresOnly(jestReport) {
  if (!existsSync(jestReport)) return false;
  const { testResults = [] } = JSON.parse(readFileSync(jestReport, 'utf8'));
  return testResults.every(
    (file) =>
      !file.testExecError &&
      (file.assertionResults ?? []).every(
        (test) =>
          test.status !== 'failed' ||
          (test.failureMessages ?? []).every((message) => message.includes(visualFailureMark)),
      ),
  );
}
