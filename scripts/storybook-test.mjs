#!/usr/bin/env node
// One browser pass over every story (see .storybook/test-runner.ts): each story's play
// function, axe with zero violations (addon-a11y), and its screenshots compared with
// tests/visual/baselines at the widths where it can differ, in every display mode it lists.
// Usage:
//   node scripts/storybook-test.mjs [--build]            check (CI never writes a baseline)
//   node scripts/storybook-test.mjs --build --update     rewrite differing baselines, delete
//                                                        unused ones, record the Chromium version
//   node scripts/storybook-test.mjs --update design-system/patterns/SiteHeader
//                                                        only the story files matching a path
//                                                        (unused baselines are then left alone)
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { bin, run, startServer, waitForUrl } from './lib/proc.mjs';
import { describeBaselineFile, paths, visualFailuresOnly } from './visual-review/manifest.mjs';
import { writeVisualReview } from './visual-review/report.mjs';

const update = process.argv.includes('--update');
const pathFilters = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const port = Number(process.env.STORYBOOK_PORT ?? 6106);
const baselineDir = 'tests/visual/baselines';
const usedList = 'reports/visual-baselines-used.txt';
const versionFile = 'tests/visual/chromium-version.txt';
// The pass's browser (test-runner-jest.config.js): the version its baselines were made with.
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const version = execFileSync(chromium, ['--version'], { encoding: 'utf8' }).trim();

if (process.argv.includes('--build') || !existsSync('storybook-static/index.json')) {
  // Test mode, as npm test builds it: no docs pages, which no test reads.
  const code = await run(bin('storybook'), ['build', '--test', '--quiet', '-o', 'storybook-static']);
  if (code !== 0) process.exit(code);
}
if (!update && existsSync(versionFile)) {
  const recorded = readFileSync(versionFile, 'utf8').trim();
  if (recorded !== version) {
    console.warn(
      `visual: baselines were made with "${recorded}", this is "${version}"; small anti-aliasing differences are tolerated.`,
    );
  }
}

mkdirSync('reports', { recursive: true });
rmSync(usedList, { force: true });
rmSync('test-results/visual-diffs', { recursive: true, force: true });
// The review's list of screenshots (scripts/visual-review): this pass's only.
rmSync('reports/visual', { recursive: true, force: true });
mkdirSync(paths.received, { recursive: true });
const stop = startServer(bin('http-server'), ['storybook-static', '-p', String(port), '-s', '-c-1'], { quiet: true });
await waitForUrl(`http://127.0.0.1:${port}/index.json`);
// A story with display modes renders in up to eight pages: more than jest's default
// 15 s per test on a busy 2-core machine. Skeleton's default story (33 screenshots in its
// file) went past 90 s once with the machine loaded: 180 s is a ceiling, not a budget.
const args = [
  '--url',
  `http://127.0.0.1:${port}`,
  '--maxWorkers=2',
  '--testTimeout=180000',
  '--json',
  '--outputFile',
  'reports/storybook.json',
];
if (update) args.unshift('-u');
args.push(...pathFilters);
const code = await run(bin('test-storybook'), args);
stop();

// Which baselines did the pass use? Screenshots compared, and baselines nothing uses any more.
const used = new Set(existsSync(usedList) ? readFileSync(usedList, 'utf8').split('\n').filter(Boolean) : []);
const unused = readdirSync(baselineDir).filter((file) => file.endsWith('.png') && !used.has(file));
writeFileSync('reports/visual-summary.json', JSON.stringify({ screenshots: used.size, unused: unused.length }));
// A baseline no story used is `missing` on the review page (accepting it deletes it) when
// every story took all its screenshots: a story stopped by its play function or axe left
// its other baselines unvisited, not unused.
if (!update && pathFilters.length === 0 && (code === 0 || visualFailuresOnly('reports/storybook.json'))) {
  const lines = unused.map((file) => ({
    ...describeBaselineFile(file),
    status: 'missing',
    baseline: `${baselineDir}/${file}`,
    received: null,
    diff: null,
  }));
  appendFileSync(paths.storybookManifest, lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
}
console.log(writeVisualReview().line);
if (pathFilters.length > 0) {
  // A partial pass cannot tell which baselines are unused.
} else if (update && code === 0) {
  for (const file of unused) rmSync(`${baselineDir}/${file}`);
  if (unused.length > 0) console.log(`visual: removed ${unused.length} baselines no story uses any more`);
  writeFileSync(versionFile, `${version}\n`);
} else if (unused.length > 0 && code === 0) {
  console.error(
    `visual: ${unused.length} baselines are used by no story (e.g. ${unused.slice(0, 3).join(', ')}); run npm run test:visual:update`,
  );
  process.exit(1);
}
process.exit(code);
