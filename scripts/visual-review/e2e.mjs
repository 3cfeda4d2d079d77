// The e2e screenshots (Playwright's toHaveScreenshot, tests/e2e/__screenshots__) in the
// review's terms, read from Playwright's JSON report: a failed comparison attaches
// `{name}-expected.png`, `{name}-actual.png` and `{name}-diff.png`; a screenshot with no
// baseline has no diff, and Playwright has already written its actual image as the
// baseline (checked with 1.65). A comparison that passed attaches nothing, so only
// differences appear here.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from './manifest.mjs';

/** playwright.config.ts `snapshotPathTemplate`: `{testDir}/e2e/__screenshots__/{testFileName}/{arg}{ext}`. */
const baselineOf = (specFile, name) => `tests/e2e/__screenshots__/${path.basename(specFile)}/${name}.png`;

/** Every spec of a (nested) suite of the JSON report. */
function* specsOf(suites) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) yield spec;
    yield* specsOf(suite.suites);
  }
}

/** The id the review uses: the manifest's alphabet only (see idPattern). */
const e2eId = (specFile, name) =>
  `e2e--${path.basename(specFile, '.spec.ts')}--${name}`.toLowerCase().replace(/[^a-z0-9-]+/g, '-');

/**
 * The screenshots the last run of each test found different or new. Both projects share
 * one baseline per name (js and no-js must look the same): the first project's image is
 * kept, the other projects are listed.
 */
export function collectE2eEntries(root) {
  const reportFile = path.join(root, paths.playwrightReport);
  if (!existsSync(reportFile)) return [];
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const byId = new Map();
  for (const spec of specsOf(report.suites)) {
    for (const test of spec.tests ?? []) {
      // A retry that passed left the baseline right: only the last attempt counts.
      const result = test.results?.at(-1);
      if (!result || result.status === 'passed') continue;
      const images = new Map();
      for (const attachment of result.attachments ?? []) {
        const match = /^(.+)-(actual|expected|diff)\.png$/.exec(attachment.name ?? '');
        if (!match || !attachment.path) continue;
        const [, name, kind] = match;
        images.set(name, { ...images.get(name), [kind]: attachment.path });
      }
      for (const [name, image] of images) {
        if (!image.actual) continue;
        const id = e2eId(spec.file, name);
        const known = byId.get(id);
        if (known) {
          known.projects.push(test.projectName);
          continue;
        }
        const baseline = baselineOf(spec.file, name);
        const baselineFile = path.join(root, baseline);
        const actualFile = path.resolve(root, image.actual);
        // A new screenshot Playwright wrote as its baseline is decided, as a Storybook
        // story's first local run is (report.mjs leaves `updated` entries out).
        const written =
          !image.diff &&
          existsSync(baselineFile) &&
          existsSync(actualFile) &&
          readFileSync(baselineFile).equals(readFileSync(actualFile));
        byId.set(id, {
          id,
          source: 'e2e',
          storyId: null,
          component: `e2e: ${path.basename(spec.file)}`,
          mode: 'default',
          variant: name,
          width: null,
          status: image.diff ? 'changed' : 'new',
          updated: written,
          baseline,
          received: path.relative(root, actualFile),
          diff: image.diff ? path.relative(root, path.resolve(root, image.diff)) : null,
          projects: [test.projectName],
        });
      }
    }
  }
  return [...byId.values()];
}
