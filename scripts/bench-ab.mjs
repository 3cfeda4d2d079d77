#!/usr/bin/env node
// `npm run bench:ab -- --a=.next-a --b=.next [--loads=10] [--cpu=4] [--pages=/,/parametres-affichage]`
// Two production builds of the app (two dist folders of `next build`, e.g. before and after a
// lever), served side by side, each page loaded alternately from one and the other in the
// same Chromium at a fixed CPU slowdown, in a phone's viewport: the main thread's long tasks
// after the first paint (blocking time: each task's part over 50 ms, as Lighthouse's TBT;
// and their whole time), per load, then the medians and the median of the paired
// differences (b − a, load by load). The Lighthouse part of the bench calibrates the CPU per
// run, which is right for a budget and too noisy to tell two builds apart: here both builds
// meet the same machine within seconds, at the same multiplier (docs/performance.md,
// "Comparing two builds").
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium as playwrightChromium } from '@playwright/test';
import { median } from './lib/benchLighthouse.mjs';
import { PHONE } from './lib/benchInp.mjs';
import { bin, startServer, waitForUrl } from './lib/proc.mjs';

const arg = (name, fallback) => {
  const found = process.argv.find((entry) => entry.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
};
const builds = { a: arg('a', '.next-a'), b: arg('b', '.next') };
const loads = Number(arg('loads', '10'));
const cpuRate = Number(arg('cpu', '4'));
const donation = '/associations/les-amis-du-quartier/formulaires/soutenir-nos-actions';
const pages = arg('pages', `/,/parametres-affichage,${donation}`).split(',');
const basePort = Number(process.env.BENCH_AB_PORT ?? 3300);
process.env.NEXT_TELEMETRY_DISABLED = '1';

/** Set before the page's scripts: every long task, from the navigation on. */
const OBSERVER = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
})();`;

async function measure(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVER);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    await page.waitForTimeout(1500);
    return await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const tasks = window.__longTasks.filter((task) => task.start + task.duration > paint);
      return {
        blockingMs: Math.round(tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)),
        longTaskMs: Math.round(tasks.reduce((sum, task) => sum + task.duration, 0)),
        longestMs: Math.round(Math.max(0, ...tasks.map((task) => task.duration))),
      };
    });
  } finally {
    await context.close();
  }
}

const servers = [];
const origins = {};
for (const [index, [name, distDir]] of Object.entries(builds).entries()) {
  const port = basePort + index;
  const dataDir = mkdtempSync(join(tmpdir(), `bench-ab-${name}-`));
  servers.push({
    stop: startServer(bin('next'), ['start', '-p', String(port)], {
      quiet: true,
      env: { NEXT_DIST_DIR: distDir, SANDBOX_DATA_DIR: dataDir, SANDBOX_TEST_MODE: '' },
    }),
    dataDir,
  });
  origins[name] = `http://localhost:${port}`;
}
const browser = await playwrightChromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
try {
  for (const origin of Object.values(origins)) await waitForUrl(`${origin}/forms/healthz`, 120_000);
  console.log(`a = ${builds.a}, b = ${builds.b}; ${loads} loads each, alternating, CPU ×${cpuRate}`);
  for (const path of pages) {
    const url = (origin) => `${origin}/forms${path === '/' ? '' : path}`;
    // A first load of each warms the server's caches (page memory, API reads).
    for (const origin of Object.values(origins)) await measure(browser, url(origin));
    const runs = { a: [], b: [] };
    for (let load = 0; load < loads; load += 1) {
      // Alternate which goes first, so neither always follows the other.
      const order = load % 2 === 0 ? ['a', 'b'] : ['b', 'a'];
      for (const name of order) runs[name].push(await measure(browser, url(origins[name])));
    }
    const of = (name, key) => runs[name].map((run) => run[key]);
    const line = (key) => {
      const differences = runs.b.map((run, index) => run[key] - runs.a[index][key]);
      return `${key} a ${median(of('a', key))} · b ${median(of('b', key))} · b − a (paired) ${median(differences)}`;
    };
    console.log(`${path}\n  ${line('blockingMs')}\n  ${line('longTaskMs')}\n  ${line('longestMs')}`);
    console.log(`  blocking a: ${of('a', 'blockingMs').join(' ')}\n  blocking b: ${of('b', 'blockingMs').join(' ')}`);
  }
} finally {
  await browser.close();
  for (const server of servers) {
    server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}
