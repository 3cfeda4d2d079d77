// Where the suite's time goes: per file for Vitest and the Storybook pass, per spec for
// Playwright, read from the runners' JSON reports. `npm test` prints the ten slowest and
// keeps the whole list in reports/test-times.json, so the next lever is chosen from
// figures rather than guessed.
//
// What a figure means differs by runner, and the table says which:
// - vitest: a file's wall time in its worker (its tests run one after another);
// - playwright: the sum of a spec's test durations, retries included, over both projects
//   (two workers run specs side by side, so the sum is worker time, not wall time);
// - storybook: a story file's wall time in its jest worker.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

const shortPath = (file) => (file.startsWith('/') ? relative(process.cwd(), file) : file);

/** Vitest's and jest's JSON reports share this shape: one entry per file with its start and end. */
export function fileTimesOfJestLikeReport(report, runner) {
  return (report?.testResults ?? []).map((file) => ({
    runner,
    file: shortPath(file.name),
    seconds: Math.max(0, (file.endTime - file.startTime) / 1000),
    tests: file.assertionResults?.length ?? 0,
  }));
}

/** Playwright's JSON report: suites by file, each test with its results (one per try). */
export function specTimesOfPlaywrightReport(report) {
  const bySpec = new Map();
  const visit = (suite, file) => {
    for (const child of suite.suites ?? []) visit(child, file);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const entry = bySpec.get(file) ?? { runner: 'playwright', file, seconds: 0, tests: 0 };
        entry.tests += 1;
        for (const result of test.results ?? []) entry.seconds += (result.duration ?? 0) / 1000;
        bySpec.set(file, entry);
      }
    }
  };
  for (const suite of report?.suites ?? []) visit(suite, `tests/${suite.file ?? suite.title}`);
  return [...bySpec.values()];
}

/** Reads the reports in `dir`; returns every file's time, slowest first. */
export function collectTestTimes(dir = 'reports') {
  const times = [
    ...fileTimesOfJestLikeReport(readJson(`${dir}/vitest.json`), 'vitest'),
    ...specTimesOfPlaywrightReport(readJson(`${dir}/playwright.json`)),
    ...fileTimesOfJestLikeReport(readJson(`${dir}/storybook.json`), 'storybook'),
  ];
  return times.sort((a, b) => b.seconds - a.seconds);
}

/** Writes reports/test-times.json (with the steps' own times) and returns the lines to print. */
export function reportTestTimes({ dir = 'reports', steps = [], slowest = 10 } = {}) {
  const times = collectTestTimes(dir);
  writeFileSync(`${dir}/test-times.json`, JSON.stringify({ steps, files: times }, null, 2));
  if (times.length === 0) return [];
  const lines = [`The ${Math.min(slowest, times.length)} slowest test files (all in ${dir}/test-times.json):`];
  for (const { runner, file, seconds, tests } of times.slice(0, slowest)) {
    lines.push(`  ${seconds.toFixed(1).padStart(7)} s  ${runner.padEnd(10)} ${file} (${tests} tests)`);
  }
  return lines;
}
