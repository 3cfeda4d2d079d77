#!/usr/bin/env node
// `npm test`: every test of the project, in the order a failure is cheapest to find.
//   1. lint (ESLint: boundaries, no literal copy) and formatting   2. types
//   3. unit + component tests with coverage (Vitest; lib/rules at 100 % lines;
//      sandbox integration on PGlite, and on PostgreSQL when DATABASE_URL is set)
//   4. production build   5. e2e in Chromium, JavaScript on and off (Playwright + axe)
//   6. Storybook build + test-runner (axe on every story)   7. visual regression
// Ends with one line "tests: N passed, N failed" counted from the runners' JSON reports.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { bin, run } from './lib/proc.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
process.env.CHROMIUM_PATH ||= '/usr/bin/chromium';
rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

const steps = [
  ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
  ['format', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  ['types', bin('tsc'), ['--noEmit', '-p', '.']],
  [
    'unit',
    bin('vitest'),
    ['run', '--coverage', '--reporter=default', '--reporter=json', '--outputFile.json=reports/vitest.json'],
  ],
  ['build', bin('next'), ['build']],
  ['e2e', bin('playwright'), ['test', '--project=js', '--project=no-js']],
  ['storybook', 'node', ['scripts/storybook-test.mjs', '--build']],
  ['visual', 'node', ['scripts/visual-test.mjs']],
];

const only = process.argv.slice(2);
const started = Date.now();
const timings = [];
let failedStep = null;
for (const [name, command, args] of steps) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n▶ ${name}: ${[command.split('/').pop(), ...args].join(' ')}`);
  const stepStart = Date.now();
  const code = await run(
    command,
    args,
    name === 'visual' ? { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: 'reports/visual.json' } } : {},
  );
  timings.push(`${name} ${((Date.now() - stepStart) / 1000).toFixed(0)} s`);
  if (code !== 0) {
    failedStep = name;
    break;
  }
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}
let passed = 0;
let failed = 0;
const vitest = readJson('reports/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
}
for (const file of ['reports/playwright.json', 'reports/visual.json']) {
  const report = readJson(file);
  if (report) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
  }
}
const storybook = readJson('reports/storybook.json');
if (storybook) {
  passed += storybook.numPassedTests;
  failed += storybook.numFailedTests;
}
if (failedStep && failed === 0) failed = 1; // a step without a test report (lint, types, build) failed

console.log(`\n${timings.join(' · ')} · total ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (failedStep) console.log(`✗ step "${failedStep}" failed`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
