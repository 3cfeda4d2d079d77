#!/usr/bin/env node
// `npm run bench` (not part of the tests): production build and server, then
//   (a) first-load JS per route, gzip, from .next/diagnostics/route-bundle-stats.json;
//   (b) SSR requests/s of chosen pages against a bare baseline route (autocannon);
//   (c) Lighthouse mobile scores, median of 3;
//   (d) the sandbox's complete cart-to-confirmed journeys/s (scripts/bench-sandbox.mjs).
// Prints a summary and writes everything to bench-results/bench.json.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { benchConfig } from './bench.config.mjs';
import { bin, run, startServer, waitForUrl } from './lib/proc.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const port = Number(process.env.BENCH_PORT ?? 3200);
const origin = `http://localhost:${port}`;
const skipBuild = process.argv.includes('--no-build');
const results = { date: new Date().toISOString(), machine: { cpus: (await import('node:os')).cpus().length } };

if (!skipBuild) {
  const code = await run(bin('next'), ['build']);
  if (code !== 0) process.exit(code);
}

// (a) First-load JS per route.
const routeStats = JSON.parse(readFileSync('.next/diagnostics/route-bundle-stats.json', 'utf8'));
results.firstLoadJs = routeStats
  .map(({ route, firstLoadUncompressedJsBytes, firstLoadChunkPaths }) => ({
    route,
    uncompressedBytes: firstLoadUncompressedJsBytes,
    gzipBytes: firstLoadChunkPaths.reduce((sum, path) => sum + gzipSync(readFileSync(path), { level: 9 }).length, 0),
  }))
  .sort((a, b) => a.route.localeCompare(b.route));

const stop = startServer(bin('next'), ['start', '-p', String(port)], { quiet: true, env: { SANDBOX_TEST_MODE: '' } });
await waitForUrl(`${origin}/forms/healthz`, 120_000);

// (b) SSR throughput.
async function cannon(path, headers = {}) {
  const url = `${origin}/forms${path === '/' ? '' : path}`;
  await fetch(url, { headers }); // warm up: first render compiles and caches modules
  const result = await autocannon({
    url,
    headers,
    connections: benchConfig.ssr.connections,
    duration: benchConfig.ssr.durationSeconds,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
const baseline = await cannon(benchConfig.ssr.baseline.path);
results.ssr = { baseline: { name: benchConfig.ssr.baseline.name, ...baseline }, pages: [] };
for (const page of benchConfig.ssr.pages) {
  // A page may need state first (a cart): `headers(origin)` prepares it and says what to send.
  const measured = await cannon(page.path, page.headers ? await page.headers(origin) : {});
  results.ssr.pages.push({
    name: page.name,
    path: page.path,
    ...measured,
    ratioToBaseline: Number((measured.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)),
  });
}

// (c) Lighthouse mobile, median of N.
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
results.lighthouse = [];
for (const page of benchConfig.lighthouse.pages) {
  const runs = [];
  for (let index = 0; index < benchConfig.lighthouse.runs; index += 1) {
    const dir = mkdtempSync(join(tmpdir(), 'lh-'));
    const output = join(dir, 'report.json');
    execFileSync(
      bin('lighthouse'),
      [
        `${origin}/forms${page.path === '/' ? '' : page.path}`,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --user-data-dir=${join(dir, 'profile')}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromium }, stdio: 'ignore' },
    );
    const report = JSON.parse(readFileSync(output, 'utf8'));
    runs.push({
      performance: Math.round(report.categories.performance.score * 100),
      accessibility: Math.round(report.categories.accessibility.score * 100),
      bestPractices: Math.round(report.categories['best-practices'].score * 100),
      seo: Math.round(report.categories.seo.score * 100),
      lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
      cls: report.audits['cumulative-layout-shift'].numericValue,
    });
  }
  const medianOf = (key) => median(runs.map((entry) => entry[key]));
  results.lighthouse.push({
    name: page.name,
    path: page.path,
    median: Object.fromEntries(Object.keys(runs[0]).map((key) => [key, medianOf(key)])),
    runs,
  });
}
stop();

// (d) Sandbox journeys.
if (existsSync('scripts/bench-sandbox.mjs')) {
  try {
    const output = execFileSync('node', ['scripts/bench-sandbox.mjs'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    results.sandbox = JSON.parse(output.slice(output.indexOf('{')));
  } catch (error) {
    results.sandbox = { error: String(error.message ?? error) };
  }
}

mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/bench.json', `${JSON.stringify(results, null, 2)}\n`);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('\nFirst-load JS (gzip)');
for (const entry of results.firstLoadJs)
  console.log(`  ${entry.route.padEnd(40)} ${kb(entry.gzipBytes).padStart(10)}  (${kb(entry.uncompressedBytes)} raw)`);
console.log(`\nSSR throughput (${benchConfig.ssr.connections} connections, ${benchConfig.ssr.durationSeconds} s)`);
console.log(
  `  ${results.ssr.baseline.name.padEnd(28)} ${String(results.ssr.baseline.requestsPerSecond).padStart(6)} req/s  p50 ${results.ssr.baseline.latencyP50Ms} ms`,
);
for (const page of results.ssr.pages) {
  console.log(
    `  ${page.name.padEnd(28)} ${String(page.requestsPerSecond).padStart(6)} req/s  p50 ${page.latencyP50Ms} ms  (${Math.round(page.ratioToBaseline * 100)} % of baseline)`,
  );
}
console.log(`\nLighthouse mobile (median of ${benchConfig.lighthouse.runs})`);
for (const page of results.lighthouse) {
  const m = page.median;
  console.log(
    `  ${page.name.padEnd(28)} perf ${m.performance}  a11y ${m.accessibility}  best ${m.bestPractices}  seo ${m.seo}  LCP ${m.lcpMs} ms  TBT ${m.tbtMs} ms`,
  );
}
if (results.sandbox) console.log(`\nSandbox journeys\n  ${JSON.stringify(results.sandbox)}`);
console.log('\nWritten to bench-results/bench.json');
