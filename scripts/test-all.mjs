#!/usr/bin/env node
// `npm test`: every test of the project, in the order a failure is cheapest to find.
//   1. lint (ESLint: boundaries, no literal copy), knip (unused files, exports and
//      dependencies) and formatting   2. types
//   3. unit + component tests with coverage (Vitest; lib/rules at 100 % lines;
//      sandbox integration on PGlite, and on PostgreSQL when DATABASE_URL is set)
//   4. production build   5. e2e in Chromium, JavaScript on and off (Playwright + axe)
//   6. Storybook: one browser pass over every story — play function, axe, screenshots
//      compared with tests/visual/baselines (scripts/storybook-test.mjs)
// Storybook is built (in test mode: no docs pages) in the background from the start, while
// lint, format and types leave a core idle, so step 6 only waits for what is left of it.
// Prints each step's time, warns when the whole run passes its budget (45 minutes on
// the 2-core machine; CI stops at 90), lists flaky tests apart, and ends with one line
// "tests: N passed, N failed" counted from the runners' JSON reports (a test that only
// passed on retry is counted as flaky, not as passed), after the ten slowest test files
// (all of them in reports/test-times.json).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { bin, run, runQuietly } from './lib/proc.mjs';
import { resetE2eData } from './lib/e2eData.mjs';
import { reportTestTimes } from './lib/testTimes.mjs';
import { writeVisualReview } from './visual-review/report.mjs';

const budgetSeconds = 45 * 60;

process.env.NEXT_TELEMETRY_DISABLED = '1';
process.env.CHROMIUM_PATH ||= '/usr/bin/chromium';
process.env.CHROMIUM_TEST_PATH ||= '/usr/bin/chromium-headless-shell';
rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

const steps = [
  ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
  ['knip', bin('knip'), ['--no-progress']],
  ['format', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  ['types', bin('tsc'), ['--noEmit', '-p', '.']],
  [
    'unit',
    bin('vitest'),
    ['run', '--coverage', '--reporter=default', '--reporter=json', '--outputFile.json=reports/vitest.json'],
  ],
  ['build', bin('next'), ['build']],
  ['e2e', bin('playwright'), ['test', '--project=js', '--project=no-js']],
  ['storybook', 'node', ['scripts/storybook-test.mjs']],
];

const only = process.argv.slice(2);
const unknown = only.filter((name) => !steps.some(([step]) => step === name));
if (unknown.length > 0) {
  console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${steps.map(([name]) => name).join(', ')}`);
  process.exit(2);
}

const seconds = (since) => Math.round((Date.now() - since) / 1000);
const started = Date.now();

/** The Storybook build, started now when the run includes the Storybook step. */
const storybookBuild =
  only.length === 0 || only.includes('storybook') ? startStorybookBuild() : Promise.resolve({ code: 0, seconds: 0 });

function startStorybookBuild() {
  const since = Date.now();
  console.log('▷ storybook build (test mode) started in the background; its output comes at the Storybook step');
  return runQuietly(bin('storybook'), ['build', '--test', '--quiet', '-o', 'storybook-static']).then(
    ({ code, output }) => ({ code, output, seconds: seconds(since) }),
  );
}
const timings = [];
let failedStep = null;
for (const [name, command, args] of steps) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n▶ ${name}: ${[command.split('/').pop(), ...args].join(' ')}`);
  const stepStart = Date.now();
  if (name === 'e2e') await resetE2eData();
  if (name === 'storybook') {
    const build = await storybookBuild;
    console.log(`storybook build: ${build.code === 0 ? 'ok' : `failed (exit ${build.code})`} in ${build.seconds} s`);
    if (build.code !== 0) {
      process.stdout.write(build.output);
      timings.push(`${name} ${seconds(stepStart)} s`);
      failedStep = name;
      break;
    }
  }
  const code = await run(command, args);
  timings.push(`${name} ${seconds(stepStart)} s`);
  console.log(`◀ ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds(stepStart)} s`);
  if (code !== 0) {
    failedStep = name;
    break;
  }
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

/** Titles of the Playwright tests that failed first and passed on retry. */
function flakyTitles(report) {
  const titles = [];
  const visit = (suite, path) => {
    for (const child of suite.suites ?? []) visit(child, [...path, child.title]);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky') titles.push(`[${test.projectName}] ${[...path, spec.title].join(' › ')}`);
      }
    }
  };
  for (const suite of report.suites ?? []) visit(suite, [suite.title]);
  return titles;
}

let passed = 0;
let failed = 0;
const flaky = [];
const vitest = readJson('reports/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
}
const playwright = readJson('reports/playwright.json');
if (playwright) {
  passed += playwright.stats.expected;
  failed += playwright.stats.unexpected;
  flaky.push(...flakyTitles(playwright));
}
const storybook = readJson('reports/storybook.json');
if (storybook) {
  passed += storybook.numPassedTests;
  failed += storybook.numFailedTests;
}
if (failedStep && failed === 0) failed = 1; // a step without a test report (lint, types, build) failed

const total = seconds(started);
console.log(`\n${timings.join(' · ')} · total ${total} s (${(total / 60).toFixed(1)} min)`);
if (total > budgetSeconds) {
  console.warn(
    `⚠ npm test took ${(total / 60).toFixed(1)} min, over its ${budgetSeconds / 60}-minute budget (CI stops at 90): see README "Test budget".`,
  );
}
// The Storybook pass prints the visual review's line itself (e2e screenshots included);
// when it did not run, the e2e screenshots that differ still get their review page.
if (!timings.some((timing) => timing.startsWith('storybook '))) {
  const review = writeVisualReview();
  if (review.changed > 0) console.log(review.line);
}
for (const line of reportTestTimes({ steps: timings })) console.log(line);
if (failedStep) console.log(`✗ step "${failedStep}" failed`);
for (const title of flaky) console.log(`flaky (failed, then passed on retry): ${title}`);
console.log(`${flaky.length} flaky`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
