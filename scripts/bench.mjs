#!/usr/bin/env node
// `npm run bench` (not part of the tests): production builds of the app and of the floor
// (scripts/bench-floor: a bare App Router page, same Next and basePath), both served, then
//   (a) first-load JS per route, gzip, from the builds' route-bundle-stats.json;
//   (b) the JavaScript Chromium fetches for each page (lazy chunks included), gzip, above the floor's;
//   (c) SSR requests/s of chosen pages as a share of the floor's (autocannon, as browsers
//       opening the pages), twice: with the API in process (the app's own PGlite sandbox),
//       then with the API served by the standalone sandbox on PostgreSQL, as a remote API
//       would be (the budgets apply there; each page without a cookie is also measured
//       rendered, not from the page memory of lib/http/pageCache.ts, as information);
//       then the markup floor (scripts/bench-markup): each page of the standalone run's own
//       HTML elements rendered by a bare server component, as information;
//   (d) Lighthouse mobile, median of 5, the CPU slowdown calibrated before each run from the
//       machine's benchmark index, the floor interleaved with the pages, budgets against the
//       floor of the same run; beside some pages, as information, the document floor
//       (scripts/bench-document): the same document rendered by a bare page;
//   (f) INP of step 1's first interactions (Event Timing at 4× CPU);
//   (e) the sandbox's complete cart-to-confirmed journeys/s (scripts/bench-sandbox.mjs).
// Prints the figures and a budget table (scripts/bench.config.mjs), writes everything to
// bench-results/bench.json and exits 1 when a budget is missed.
// `--no-build` reuses the builds; `--only=js,ssr,lighthouse,inp,sandbox` runs some parts;
// `--quick` runs Lighthouse and INP on three pages, three runs each; `--no-devtools` leaves out
// the rounds with real throttling; `--pages=name,name`
// runs them on the pages named instead.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium as playwrightChromium } from '@playwright/test';
import autocannon from 'autocannon';
import { benchConfig } from './bench.config.mjs';
import { interactionRun } from './lib/benchInp.mjs';
import { attributionLines, pairedExcess } from './lib/benchAttribution.mjs';
import { lighthouseBudgets, lighthouseRounds, median } from './lib/benchLighthouse.mjs';
import { benchmarkIndex } from './lib/cpuCalibration.mjs';
import { writeDocumentFloor } from './lib/documentFloor.mjs';
import { markupTree } from './lib/markupTree.mjs';
import { bin, run, startServer, waitForUrl } from './lib/proc.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const port = Number(process.env.BENCH_PORT ?? 3200);
const origin = `http://localhost:${port}`;
const floorOrigin = `http://localhost:${benchConfig.floor.port}`;
const skipBuild = process.argv.includes('--no-build');
const onlyArg = process.argv.find((arg) => arg.startsWith('--only='));
const parts = new Set(
  onlyArg ? onlyArg.slice('--only='.length).split(',') : ['js', 'ssr', 'lighthouse', 'inp', 'sandbox'],
);
/** `--quick`: the Lighthouse and INP parts on the pages marked `quick`, fewer runs (a try, not a verdict). */
const quick = process.argv.includes('--quick');
/** `--pages=card page,confirmation`: the Lighthouse and INP parts on these pages (by name) instead. */
const pagesArg = process.argv.find((arg) => arg.startsWith('--pages='));
const chosenPages = pagesArg ? new Set(pagesArg.slice('--pages='.length).split(',')) : null;
/** Whether a Lighthouse or INP page is measured in this run (`--pages`, else `--quick`'s marks). */
const measuredHere = (page) => (chosenPages ? chosenPages.has(page.name) : !quick || page.quick);
/** `--no-devtools`: without the rounds with real throttling (LCP only), e.g. to compare two builds' TBT. */
const devtoolsRounds = process.argv.includes('--no-devtools') ? 0 : benchConfig.lighthouse.devtoolsRuns;
const results = { date: new Date().toISOString(), machine: { cpus: cpus().length }, budgets: [] };
const pageUrl = (base, path) => `${base}/forms${path === '/' ? '' : path}`;

// The widgets of SPEC §2 (features/widgets): route handlers answering HTML and CSS only, so
// they are measured apart from the pages: the JavaScript Chromium fetches (budget: none at
// all), the document's bytes (gzip; the stylesheet is inline), and SSR req/s ÷ the floor's
// (French copies only: the English ones run the same code).
const widgetForm = '/associations/les-amis-du-quartier/formulaires/soutenir-nos-actions';
const WIDGETS = ['widget-compteur', 'widget-bouton', 'widget-vignette', 'widget-vignette-horizontale'].flatMap(
  (segment) => [
    { name: segment, path: `${widgetForm}/${segment}`, ssr: true },
    { name: `${segment} (en)`, path: `${widgetForm}/${segment}/en`, ssr: false },
  ],
);
/** A widget's document, HTML and CSS together, gzip. */
const WIDGET_HTML_BUDGET_BYTES = 4096;

if (!skipBuild) {
  for (const args of [['build'], ['build', benchConfig.floor.dir]]) {
    const code = await run(bin('next'), args);
    if (code !== 0) process.exit(code);
  }
}

/** Every route's first-load JS of a build (paths in the stats are relative to its directory). */
function firstLoadOf(dir, distDir = '.next') {
  const stats = JSON.parse(readFileSync(join(dir, distDir, 'diagnostics/route-bundle-stats.json'), 'utf8'));
  return stats
    .map(({ route, firstLoadUncompressedJsBytes, firstLoadChunkPaths }) => ({
      route,
      uncompressedBytes: firstLoadUncompressedJsBytes,
      gzipBytes: firstLoadChunkPaths.reduce(
        // A build copied to another directory still names its chunks under `.next/`.
        (sum, path) =>
          sum + gzipSync(readFileSync(join(dir, path.replace(/^\.next\//, `${distDir}/`))), { level: 9 }).length,
        0,
      ),
    }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** Records a budget check: what, the figure, the limit, met or missed. */
function budget(what, measured, limit, met) {
  results.budgets.push({ what, measured, limit, met });
}

// (a) First-load JS per route, from the builds.
results.firstLoadJs = firstLoadOf('.', process.env.NEXT_DIST_DIR || '.next');
results.floor = { firstLoadJs: firstLoadOf(benchConfig.floor.dir).find((entry) => entry.route === '/') };

const stopApp = startServer(bin('next'), ['start', '-p', String(port)], {
  quiet: true,
  env: { SANDBOX_TEST_MODE: '' },
});
const stopFloor = startServer(bin('next'), ['start', benchConfig.floor.dir, '-p', String(benchConfig.floor.port)], {
  quiet: true,
});
await waitForUrl(`${origin}/forms/healthz`, 120_000);
await waitForUrl(pageUrl(floorOrigin, benchConfig.floor.path), 120_000);

// (b) What Chromium fetches: every script response of the page, until the network is idle.
async function scriptsFetched(browser, url, headers = {}) {
  const context = await browser.newContext({ extraHTTPHeaders: headers });
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  let gzipBytes = 0;
  for (const response of scripts.values()) gzipBytes += gzipSync(await response.body(), { level: 9 }).length;
  await context.close();
  return { files: scripts.size, gzipBytes };
}
if (parts.has('js')) {
  const browser = await playwrightChromium.launch({ executablePath: chromium });
  const floor = await scriptsFetched(browser, pageUrl(floorOrigin, benchConfig.floor.path));
  results.floor.fetchedJs = floor;
  results.fetchedJs = [];
  for (const page of benchConfig.js) {
    const measured = await scriptsFetched(
      browser,
      pageUrl(origin, page.path),
      page.headers ? await page.headers(origin) : {},
    );
    const aboveKb = Number(((measured.gzipBytes - floor.gzipBytes) / 1024).toFixed(1));
    const limit = benchConfig.jsBudgetsKb[page.budget];
    results.fetchedJs.push({ ...page, headers: undefined, ...measured, aboveFloorKb: aboveKb, budgetKb: limit });
    budget(`JS above the floor: ${page.name}`, `${aboveKb} KB`, `≤ ${limit} KB`, aboveKb <= limit);
  }
  results.widgets = [];
  for (const widget of WIDGETS) {
    const url = pageUrl(origin, widget.path);
    const js = await scriptsFetched(browser, url);
    const response = await fetch(url);
    const documentBytes = Buffer.from(await response.arrayBuffer());
    const htmlCssGzipBytes = gzipSync(documentBytes, { level: 9 }).length;
    results.widgets.push({
      ...widget,
      status: response.status,
      js,
      htmlCssBytes: documentBytes.length,
      htmlCssGzipBytes,
    });
    budget(`Widget JS: ${widget.name}`, `${js.files} files, ${js.gzipBytes} B`, '0 files', js.files === 0);
    budget(
      `Widget HTML+CSS (gzip): ${widget.name}`,
      `${htmlCssGzipBytes} B`,
      `≤ ${WIDGET_HTML_BUDGET_BYTES} B`,
      response.status === 200 && htmlCssGzipBytes <= WIDGET_HTML_BUDGET_BYTES,
    );
  }
  await browser.close();
}

// (c) SSR throughput, as a share of the floor's.
/** What a browser sends when it opens a page: only such a visit may be answered from the page memory. */
const PAGE_VISIT = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
/** Asks the app to render the page, not to answer from its memory (lib/http/pageCache.ts). */
const RENDER = { 'x-forms-page-render': '1' };
async function cannon(url, extraHeaders = {}) {
  const headers = { ...PAGE_VISIT, ...extraHeaders };
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
/**
 * One SSR pass over `pages`, as shares of the floor's req/s; `api`: where the cart-making
 * setup posts. `withRender`: a page the memory may answer (no cookie sent) is also measured
 * rendered, so the figures say both what a visitor gets and what a render costs.
 */
async function ssrPass(pages, api, { withRender = false } = {}) {
  const floor = await cannon(pageUrl(floorOrigin, benchConfig.floor.path));
  const measured = [];
  for (const page of pages) {
    // A page may need state first (a cart): `headers(origin, api)` prepares it and says what to send.
    const headers = page.headers ? await page.headers(origin, api) : {};
    const figures = await cannon(pageUrl(origin, page.path), headers);
    const ratio = Number((figures.requestsPerSecond / floor.requestsPerSecond).toFixed(3));
    const entry = { name: page.name, path: page.path, ...figures, ratioToFloor: ratio, budget: page.budget };
    if (withRender && !page.headers) {
      const rendered = await cannon(pageUrl(origin, page.path), { ...headers, ...RENDER });
      entry.render = {
        ...rendered,
        ratioToFloor: Number((rendered.requestsPerSecond / floor.requestsPerSecond).toFixed(3)),
      };
    }
    measured.push(entry);
  }
  return { floor, pages: measured };
}
if (parts.has('ssr')) {
  // With the API in process (the app's PGlite sandbox): reported; the budgets apply to the
  // standalone run below, the one that looks like production (an API over the network).
  results.ssr = await ssrPass(benchConfig.ssr.pages, `${origin}/forms/sandbox/api`);
  for (const widget of WIDGETS.filter((entry) => entry.ssr)) {
    const measured = await cannon(pageUrl(origin, widget.path));
    const ratio = Number((measured.requestsPerSecond / results.ssr.floor.requestsPerSecond).toFixed(3));
    results.ssr.pages.push({ name: widget.name, path: widget.path, ...measured, ratioToFloor: ratio });
  }
}

// (d) Lighthouse mobile, CPU calibrated before each run, the floor interleaved with the pages
// (scripts/lib/benchLighthouse.mjs), budgets against the floor of the same run; (f) INP of
// step 1's first interactions (scripts/lib/benchInp.mjs).
/** A page's path and headers for one run: fixed, or prepared (a cart, a payment) each time. */
async function prepared(page) {
  if (page.prepare) {
    const { path, headers = {} } = await page.prepare(origin);
    return { url: pageUrl(origin, path), headers };
  }
  return { url: pageUrl(origin, page.path), headers: page.headers ? await page.headers(origin) : {} };
}
/**
 * The document floor (scripts/bench-document): `pages`' documents as the app serves them now,
 * rendered again by a bare page (scripts/lib/documentFloor.mjs), built and served. Returns
 * the Lighthouse targets (`of`: the page's name) and a stop function.
 */
async function startDocumentFloor(pages) {
  if (pages.length === 0) return { targets: [], stop: () => {} };
  const { dir, port: documentPort } = benchConfig.documentFloor;
  const documents = [];
  for (const page of pages) {
    const { url, headers } = await prepared(page);
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`document floor: ${url} answered ${response.status}`);
    documents.push({ name: page.name, html: await response.text(), link: response.headers.get('link') });
  }
  const written = writeDocumentFloor(dir, documents, join(process.env.NEXT_DIST_DIR || '.next', 'static'));
  const code = await run(bin('next'), ['build', dir]);
  if (code !== 0) throw new Error(`document floor: next build ${dir} exited with ${code}`);
  const documentOrigin = `http://localhost:${documentPort}`;
  const stop = startServer(bin('next'), ['start', dir, '-p', String(documentPort)], { quiet: true });
  await waitForUrl(pageUrl(documentOrigin, written[0].path), 120_000);
  const targets = written.map(({ name, path, elements }) => ({
    name: `document floor: ${name}`,
    of: name,
    path,
    elements,
    prepare: async () => ({ url: pageUrl(documentOrigin, path) }),
  }));
  return { targets, stop };
}
if (parts.has('lighthouse')) {
  const config = benchConfig.lighthouse;
  const runs = quick ? config.quickRuns : config.runs;
  const pages = config.pages.filter(measuredHere);
  // Every page is read against its own document in a bare page (the budgets are on the
  // difference): a document floor that cannot be built leaves the pages' budgets missed.
  const documentFloor = await startDocumentFloor(pages).catch((error) => {
    console.warn(`Document floor left out: ${error.message ?? error}`);
    results.documentFloorError = String(error.message ?? error);
    return { targets: [], stop: () => {} };
  });
  const browser = await playwrightChromium.launch({ executablePath: chromium });
  console.log(`\nLighthouse: ${runs} rounds of the floor and ${pages.length} pages, CPU calibrated before each run`);
  // Each page followed by its document in a bare page: both measured in the same minutes.
  const pairedTargets = (list) =>
    list.flatMap((page) => [
      { name: page.name, path: page.path, prepare: () => prepared(page) },
      ...documentFloor.targets.filter((target) => target.of === page.name),
    ]);
  try {
    results.lighthouse = await lighthouseRounds({
      browser,
      lighthouseBin: bin('lighthouse'),
      chromium,
      runs,
      floor: {
        name: 'floor (bare page)',
        path: benchConfig.floor.path,
        prepare: async () => ({ url: pageUrl(floorOrigin, benchConfig.floor.path) }),
      },
      targets: pairedTargets(pages),
      log: console.log,
    });
    // LCP with real throttling (Chromium's own network and CPU throttling, not Lighthouse's
    // simulation) on the pages marked `quick` and their documents: whether the documents'
    // simulated 2.4–2.6 s is the simulation charging localhost scripts to a slow network.
    const devtoolsPages = pages.filter((page) => page.quick);
    if (devtoolsRounds > 0 && devtoolsPages.length > 0) {
      console.log(
        `\nLighthouse with real throttling (devtools): ${devtoolsRounds} rounds of ${devtoolsPages.length} pages and their documents`,
      );
      results.lighthouseDevtools = await lighthouseRounds({
        browser,
        lighthouseBin: bin('lighthouse'),
        chromium,
        runs: devtoolsRounds,
        floor: {
          name: 'floor (bare page)',
          path: benchConfig.floor.path,
          prepare: async () => ({ url: pageUrl(floorOrigin, benchConfig.floor.path) }),
        },
        targets: pairedTargets(devtoolsPages),
        throttlingMethod: 'devtools',
        log: console.log,
      });
    }
  } finally {
    await browser.close();
    documentFloor.stop();
  }
  const documentNames = new Set(documentFloor.targets.map((target) => target.name));
  const split = (run) => {
    if (!run) return;
    run.documentFloors = documentFloor.targets
      .map((target) => ({
        of: target.of,
        elements: target.elements,
        ...run.pages.find((page) => page.name === target.name),
      }))
      .filter((document) => document.runs);
    run.pages = run.pages.filter((page) => !documentNames.has(page.name));
  };
  split(results.lighthouse);
  split(results.lighthouseDevtools);
  const documentOf = (run, name) => run?.documentFloors.find((document) => document.of === name);
  console.log("\nWhere each page's main thread goes, against its own document in a bare page (paired rounds):");
  for (const page of results.lighthouse.pages) {
    const document = documentOf(results.lighthouse, page.name);
    page.excess = document ? pairedExcess(page.runs, document.runs) : null;
    if (document) for (const line of attributionLines(page.name, page.runs, document.runs)) console.log(line);
    else console.log(`  ${page.name}: no document floor`);
  }
  for (const page of results.lighthouse.pages) {
    const pageConfig = config.pages.find((entry) => entry.name === page.name);
    const devtoolsDocument = documentOf(results.lighthouseDevtools, page.name);
    for (const row of lighthouseBudgets(
      {
        name: page.name,
        kind: pageConfig.kind,
        page: page.median,
        document: documentOf(results.lighthouse, page.name)?.median,
        floor: results.lighthouse.floor.median,
        excess: page.excess,
        devtoolsDocumentLcpMs: devtoolsDocument?.median.lcpMs,
      },
      config.budget,
    ))
      budget(row.what, row.measured, row.limit, row.met);
  }
}
if (parts.has('inp')) {
  const config = benchConfig.inp;
  const runs = quick ? benchConfig.lighthouse.quickRuns : benchConfig.lighthouse.runs;
  const browser = await playwrightChromium.launch({ executablePath: chromium });
  results.inp = { cpuRate: config.cpuRate, pages: [] };
  try {
    for (const page of config.pages.filter(measuredHere)) {
      const list = [];
      const failed = [];
      for (let run = 0; run < runs; run += 1) {
        const machineIndex = await benchmarkIndex(browser);
        const { url, headers } = await prepared(page);
        // A run whose action cannot be done (a field that is not there) is reported and left
        // out of the median: the bench goes on, and the Lighthouse figures already taken stay.
        try {
          list.push({
            machineIndex,
            ...(await interactionRun(browser, url, page.actions, { cpuRate: config.cpuRate, headers })),
          });
        } catch (error) {
          console.warn(`INP ${page.name}: run ${run + 1} failed (${String(error.message ?? error).split('\n')[0]})`);
          failed.push({ machineIndex, error: String(error.message ?? error) });
        }
      }
      if (list.length === 0) {
        results.inp.pages.push({ name: page.name, path: page.path, failed });
        budget(`INP at ${config.cpuRate}× CPU: ${page.name}`, 'every run failed', `≤ ${config.budgetMs} ms`, false);
        continue;
      }
      const inpMs = median(list.map((entry) => entry.inpMs));
      const perAction = page.actions.map((action, index) => ({
        name: action.name,
        slowestMs: median(list.map((entry) => entry.perAction[index].slowestMs)),
      }));
      results.inp.pages.push({ name: page.name, path: page.path, inpMs, perAction, runs: list, failed });
      budget(
        `INP at ${config.cpuRate}× CPU: ${page.name}`,
        `${inpMs} ms`,
        `≤ ${config.budgetMs} ms`,
        inpMs <= config.budgetMs,
      );
      // No task of ours over 50 ms at 4× CPU: the longest script run inside a long animation
      // frame (median over the runs), load and first interactions together.
      const longestScriptMs = median(list.map((entry) => entry.longestScriptMs));
      const longest = list.flatMap((entry) => entry.longScripts).sort((a, b) => b.duration - a.duration)[0];
      budget(
        `Longest script at ${config.cpuRate}× CPU: ${page.name}`,
        `${longestScriptMs} ms`,
        `≤ ${config.longestScriptMs} ms${longest ? ` (longest seen: ${longest.duration} ms, ${longest.invokerType} in ${longest.sourceURL.replace(/^.*\/chunks\//u, '')})` : ''}`,
        longestScriptMs <= config.longestScriptMs,
      );
      const hydrationErrors = list.flatMap((entry) => entry.hydrationErrors);
      budget(
        `No hydration error: ${page.name}`,
        hydrationErrors.length === 0 ? 'none' : hydrationErrors[0].slice(0, 60),
        'none',
        hydrationErrors.length === 0,
      );
    }
  } finally {
    await browser.close();
  }
}
stopApp();

/** Whether something accepts TCP connections at the database URL's host and port. */
function reachable(databaseUrl) {
  const { hostname, port: dbPort } = new URL(databaseUrl);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(dbPort || 5432), timeout: 1000 });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

/** Waits until nothing answers at `url` any more (the previous server has let its port go). */
async function waitForDown(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      await new Promise((resolve) => setTimeout(resolve, 250));
    } catch {
      return;
    }
  }
  throw new Error(`${url} still answers after ${timeoutMs} ms`);
}

// (c, third) The markup floor: each page's own HTML elements (its document's body, without
// scripts, styles or the RSC payload), rendered again by a bare server component of the
// floor's config. What Next costs to render that much markup, against the floor of the same
// moment; the page's own req/s against it is what our components, providers, islands, CSS
// and API reads add. Information, no budget: it says how far a budget above the floor can go.
async function markupFloorPass(pages, api, measured) {
  const { dir, port: markupPort } = benchConfig.markupFloor;
  const markup = {};
  for (const [index, page] of pages.entries()) {
    const headers = page.headers ? await page.headers(origin, api) : {};
    const response = await fetch(pageUrl(origin, page.path), { headers });
    if (!response.ok) throw new Error(`markup floor: ${page.path} answered ${response.status}`);
    const { nodes, elements } = markupTree(await response.text());
    markup[`page-${index}`] = { name: page.name, elements, nodes };
  }
  writeFileSync(join(dir, 'markup.json'), JSON.stringify(markup));
  const code = await run(bin('next'), ['build', dir], { stdio: 'ignore' });
  if (code !== 0) throw new Error(`markup floor: next build ${dir} exited with ${code}`);
  const markupOrigin = `http://localhost:${markupPort}`;
  const stop = startServer(bin('next'), ['start', dir, '-p', String(markupPort)], { quiet: true });
  try {
    await waitForUrl(pageUrl(markupOrigin, '/page-0'), 120_000);
    const floor = await cannon(pageUrl(floorOrigin, benchConfig.floor.path));
    const rows = [];
    for (const [key, { name, elements }] of Object.entries(markup)) {
      const figures = await cannon(pageUrl(markupOrigin, `/${key}`));
      // The page's render, not its answer from memory: what our code adds to that markup.
      const page = measured.pages.find((entry) => entry.name === name);
      const rendered = page?.render ?? page;
      rows.push({
        name,
        elements,
        ...figures,
        ratioToFloor: Number((figures.requestsPerSecond / floor.requestsPerSecond).toFixed(3)),
        pageRatioToMarkup:
          rendered ? Number((rendered.requestsPerSecond / figures.requestsPerSecond).toFixed(3)) : null,
      });
    }
    return { floor, pages: rows };
  } finally {
    stop();
  }
}

// (c, second run) SSR with the API served by the standalone sandbox (sandbox/server.ts) on
// PostgreSQL, its own schema, and the app started on it as on any remote API
// (FORMS_API_URL / FORMS_AUTH_URL): the figures the budgets apply to. Without PostgreSQL the
// run is skipped and its budgets count as missed.
if (parts.has('ssr')) {
  const { databaseUrl, schema, port: sandboxPort, pages } = benchConfig.ssr.standalone;
  const sandboxBase = `http://127.0.0.1:${sandboxPort}/forms/sandbox`;
  let skipped = null;
  if (!(await reachable(databaseUrl))) skipped = `no PostgreSQL at ${new URL(databaseUrl).host}`;
  let stopSandbox = () => {};
  let stopRemoteApp = () => {};
  if (!skipped) {
    stopSandbox = startServer(bin('tsx'), ['sandbox/server.ts'], {
      quiet: true,
      env: {
        DATABASE_URL: databaseUrl,
        SANDBOX_DB_SCHEMA: schema,
        SANDBOX_PORT: String(sandboxPort),
        SANDBOX_TEST_MODE: '',
        SANDBOX_APP_URL: `${origin}/forms`,
        SANDBOX_PUBLIC_URL: `http://localhost:${sandboxPort}/forms/sandbox`,
      },
    });
    try {
      // The first start on a new schema migrates and seeds it.
      await waitForUrl(`${sandboxBase}/api/organizations/les-amis-du-quartier/full`, 120_000);
      await waitForDown(`${origin}/forms/healthz`);
      stopRemoteApp = startServer(bin('next'), ['start', '-p', String(port)], {
        quiet: true,
        env: { SANDBOX_TEST_MODE: '', FORMS_API_URL: `${sandboxBase}/api`, FORMS_AUTH_URL: `${sandboxBase}/auth` },
      });
      await waitForUrl(`${origin}/forms/healthz`, 120_000);
      results.ssrStandalone = {
        databaseUrl,
        schema,
        ...(await ssrPass(pages, `${sandboxBase}/api`, { withRender: true })),
      };
      try {
        results.ssrStandalone.markupFloor = await markupFloorPass(pages, `${sandboxBase}/api`, results.ssrStandalone);
      } catch (error) {
        results.ssrStandalone.markupFloor = { error: String(error.message ?? error) };
      }
    } catch (error) {
      skipped = `the standalone run failed: ${error.message ?? error}`;
    }
  }
  stopRemoteApp();
  stopSandbox();
  if (skipped) results.ssrStandalone = { skipped };
  for (const page of pages.filter((entry) => entry.budget !== undefined)) {
    const what = `SSR req/s ÷ the floor's: ${page.name} (standalone API)`;
    const measured = results.ssrStandalone.pages?.find((entry) => entry.name === page.name);
    if (!measured) budget(what, 'skipped', `≥ ${page.budget * 100} %`, false);
    else {
      const ratio = measured.ratioToFloor;
      budget(what, `${Math.round(ratio * 100)} %`, `≥ ${page.budget * 100} %`, ratio >= page.budget);
    }
  }
  // The render itself (issue 41): what a payer with a cart, and every step after the first, waits for.
  for (const page of pages.filter((entry) => entry.renderBudget !== undefined)) {
    const what = `SSR rendered req/s ÷ the floor's: ${page.name} (standalone API)`;
    const limit = `≥ ${page.renderBudget * 100} %`;
    const measured = results.ssrStandalone.pages?.find((entry) => entry.name === page.name);
    // A page sent with a cookie is always rendered; one without is also measured rendered.
    const ratio = measured ? (measured.render ?? measured).ratioToFloor : null;
    if (ratio === null) budget(what, 'skipped', limit, false);
    else budget(what, `${Math.round(ratio * 100)} %`, limit, ratio >= page.renderBudget);
  }
}
stopFloor();

// (e) Sandbox journeys.
if (parts.has('sandbox') && existsSync('scripts/bench-sandbox.mjs')) {
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
console.log('\nFirst-load JS per route (gzip, from the build)');
console.log(`  ${'floor (bare page)'.padEnd(76)} ${kb(results.floor.firstLoadJs.gzipBytes).padStart(10)}`);
for (const entry of results.firstLoadJs)
  console.log(`  ${entry.route.padEnd(76)} ${kb(entry.gzipBytes).padStart(10)}  (${kb(entry.uncompressedBytes)} raw)`);
if (results.fetchedJs) {
  console.log('\nJS fetched by Chromium (gzip, lazy chunks loaded with the page included)');
  console.log(
    `  ${'floor (bare page)'.padEnd(28)} ${kb(results.floor.fetchedJs.gzipBytes).padStart(10)}  ${results.floor.fetchedJs.files} files`,
  );
  for (const page of results.fetchedJs) {
    console.log(
      `  ${page.name.padEnd(28)} ${kb(page.gzipBytes).padStart(10)}  ${String(page.files).padStart(2)} files  +${page.aboveFloorKb} KB (budget ${page.budgetKb})`,
    );
  }
}
if (results.widgets) {
  console.log('\nWidgets (HTML and CSS only): JS fetched, document gzip');
  for (const widget of results.widgets) {
    console.log(
      `  ${widget.name.padEnd(34)} ${String(widget.js.files).padStart(2)} JS files  ${String(widget.htmlCssGzipBytes).padStart(6)} B gzip  (${widget.htmlCssBytes} B raw)`,
    );
  }
}
function printSsr(title, run) {
  console.log(`\n${title} (${benchConfig.ssr.connections} connections, ${benchConfig.ssr.durationSeconds} s)`);
  console.log(
    `  ${'floor (bare page)'.padEnd(28)} ${String(run.floor.requestsPerSecond).padStart(6)} req/s  p50 ${run.floor.latencyP50Ms} ms`,
  );
  for (const page of run.pages) {
    console.log(
      `  ${page.name.padEnd(28)} ${String(page.requestsPerSecond).padStart(6)} req/s  p50 ${page.latencyP50Ms} ms  (${Math.round(page.ratioToFloor * 100)} % of the floor)${page.non2xx ? `  ${page.non2xx} non-2xx` : ''}`,
    );
    if (page.render) {
      console.log(
        `  ${'  rendered, not from memory'.padEnd(28)} ${String(page.render.requestsPerSecond).padStart(6)} req/s  p50 ${page.render.latencyP50Ms} ms  (${Math.round(page.render.ratioToFloor * 100)} % of the floor)${page.render.non2xx ? `  ${page.render.non2xx} non-2xx` : ''}`,
      );
    }
  }
}
if (results.ssr) printSsr('SSR throughput, API in process (PGlite; information, no budget)', results.ssr);
if (results.ssrStandalone?.skipped)
  console.log(`\nSSR throughput, standalone API: skipped (${results.ssrStandalone.skipped})`);
else if (results.ssrStandalone) {
  printSsr(
    `SSR throughput, standalone API (PostgreSQL, schema ${results.ssrStandalone.schema})`,
    results.ssrStandalone,
  );
}
if (results.ssrStandalone?.markupFloor?.error)
  console.log(`\nThe markup floor: failed (${results.ssrStandalone.markupFloor.error})`);
else if (results.ssrStandalone?.markupFloor) {
  const { floor, pages } = results.ssrStandalone.markupFloor;
  console.log(`\nThe markup floor: each page's own HTML elements as a bare server component (information, no budget)`);
  console.log(`  ${'floor (bare page)'.padEnd(28)} ${String(floor.requestsPerSecond).padStart(6)} req/s`);
  for (const page of pages) {
    console.log(
      `  ${page.name.padEnd(28)} ${String(page.requestsPerSecond).padStart(6)} req/s  ${String(page.elements).padStart(4)} elements  (${Math.round(page.ratioToFloor * 100)} % of the floor; the page's render: ${Math.round(page.pageRatioToMarkup * 100)} % of its markup's)${page.non2xx ? `  ${page.non2xx} non-2xx` : ''}`,
    );
  }
}
if (results.lighthouse) {
  const count = results.lighthouse.floor.runs.length;
  console.log(`\nLighthouse mobile, performance only, median of ${count}, CPU calibrated before each run`);
  console.log(
    `  ${'Page (its document in a bare page)'.padEnd(40)} perf   LCP ms   TBT ms    CLS   index  multiplier (runs)`,
  );
  const row = (name, page) => {
    const m = page.median;
    const multipliers = page.runs.map((run) => run.multiplier);
    console.log(
      `  ${name.padEnd(40)} ${String(m.performance).padStart(4)} ${String(m.lcpMs).padStart(8)} ${String(m.tbtMs).padStart(8)} ${String(m.cls).padStart(6)} ${String(m.machineIndex).padStart(7)}  ×${m.multiplier} (${Math.min(...multipliers)}–${Math.max(...multipliers)})`,
    );
  };
  row(results.lighthouse.floor.name, results.lighthouse.floor);
  for (const page of results.lighthouse.pages) {
    row(page.name, page);
    const document = results.lighthouse.documentFloors.find((entry) => entry.of === page.name);
    if (document) row(`  (document, ${document.elements} elements)`, document);
  }
  if (results.lighthouseDevtools) {
    console.log(`\nLCP with real throttling (devtools), median of ${results.lighthouseDevtools.floor.runs.length}`);
    for (const page of results.lighthouseDevtools.pages) {
      const document = results.lighthouseDevtools.documentFloors.find((entry) => entry.of === page.name);
      console.log(
        `  ${page.name.padEnd(32)} page ${page.median.lcpMs} ms, its document ${document?.median.lcpMs ?? '–'} ms (simulated: page ${results.lighthouse.pages.find((entry) => entry.name === page.name)?.median.lcpMs} ms)`,
      );
    }
  }
}
if (results.inp) {
  console.log(`\nINP of step 1's first interactions, Event Timing, ${results.inp.cpuRate}× CPU (median of the runs)`);
  for (const page of results.inp.pages) {
    const failedRuns = page.failed.length > 0 ? `; ${page.failed.length} run(s) failed` : '';
    if (!page.runs) {
      console.log(`  ${page.name.padEnd(28)} every run failed: ${page.failed[0].error.split('\n')[0]}`);
      continue;
    }
    const actions = page.perAction.map((action) => `${action.name} ${action.slowestMs || '< 16'} ms`).join(', ');
    const indexes = page.runs.map((run) => run.machineIndex).join(', ');
    console.log(
      `  ${page.name.padEnd(28)} INP ${page.inpMs || '< 16'} ms  (${actions}; machine index ${indexes}${failedRuns})`,
    );
    const frames = page.runs.map((run) => run.longFrames).join(', ');
    const scripts = page.runs
      .flatMap((run) => run.longScripts)
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 3)
      .map(
        (script) => `${script.duration} ms ${script.invokerType} in ${script.sourceURL.replace(/^.*\/chunks\//u, '')}`,
      )
      .join('; ');
    console.log(`  ${''.padEnd(28)} long animation frames per run ${frames}; longest scripts: ${scripts || 'none'}`);
  }
}
if (results.sandbox) console.log(`\nSandbox journeys\n  ${JSON.stringify(results.sandbox)}`);

console.log('\nBudgets (scripts/bench.config.mjs)');
for (const entry of results.budgets) {
  console.log(
    `  ${
      entry.met === null ? 'n/a   '
      : entry.met ? 'met   '
      : 'MISSED'
    }  ${entry.what.padEnd(48)} ${String(entry.measured).padStart(10)}  ${entry.limit}`,
  );
}
// A budget that does not apply (`met: null`: the performance score where the floor scores
// under 98) is neither met nor missed.
const applicable = results.budgets.filter((entry) => entry.met !== null);
const missed = applicable.filter((entry) => !entry.met).length;
console.log(
  `\n${applicable.length - missed} of ${applicable.length} budgets met (${results.budgets.length - applicable.length} not applicable). Written to bench-results/bench.json`,
);
process.exit(missed > 0 ? 1 : 0);
