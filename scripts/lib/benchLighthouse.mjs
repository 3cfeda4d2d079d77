// The bench's Lighthouse part (issue 41): Lighthouse mobile runs with the CPU slowdown
// calibrated before each run (./cpuCalibration.mjs), the floor interleaved with the pages
// (one floor run at the head of every round), medians, and budgets read against the floor
// of the same run.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { attributionOf } from './benchAttribution.mjs';
import { benchmarkIndex, cpuMultiplierFor } from './cpuCalibration.mjs';

/** The upper median (the middle one of an odd count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * One Lighthouse run (performance only), CPU slowed by `multiplier`. A run whose trace
 * Lighthouse could not record (it exits 1 with NO_NAVSTART now and then on this Chromium,
 * whatever the page) is tried again, twice at most.
 */
function lighthouseReport(lighthouseBin, chromium, url, { multiplier, headers, throttlingMethod = 'simulate' }) {
  for (let attempt = 1; ; attempt += 1) {
    const dir = mkdtempSync(join(tmpdir(), 'lh-'));
    const output = join(dir, 'report.json');
    try {
      execFileSync(
        lighthouseBin,
        [
          url,
          '--quiet',
          '--output=json',
          `--output-path=${output}`,
          '--only-categories=performance',
          `--throttling.cpuSlowdownMultiplier=${multiplier}`,
          `--throttling-method=${throttlingMethod}`,
          ...(headers && Object.keys(headers).length > 0 ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
          `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --user-data-dir=${join(dir, 'profile')}`,
        ],
        { env: { ...process.env, CHROME_PATH: chromium }, stdio: 'ignore' },
      );
      return JSON.parse(readFileSync(output, 'utf8'));
    } catch (error) {
      const runtimeError = existsSync(output) ? JSON.parse(readFileSync(output, 'utf8')).runtimeError?.code : null;
      console.warn(`Lighthouse ${url}: attempt ${attempt} failed (${runtimeError ?? error.message})`);
      if (attempt === 3) throw error;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

/**
 * Runs Lighthouse on the floor and on each target, `runs` rounds, each round the floor first
 * then every target, so that the floor is measured across the same minutes as the pages.
 * Before each run: the machine's benchmark index (`browser`, a Playwright Chromium) and the
 * multiplier it calls for. `targets`: `{ name, prepare: () => Promise<{ url, headers? }> }`
 * (a page that needs a cart gets a new one every run). Returns each target's runs and medians.
 */
export async function lighthouseRounds({
  browser,
  lighthouseBin,
  chromium,
  runs,
  floor,
  targets,
  throttlingMethod = 'simulate',
  log = () => {},
}) {
  const all = [{ ...floor, isFloor: true }, ...targets];
  const measured = new Map(all.map((target) => [target.name, []]));
  for (let round = 1; round <= runs; round += 1) {
    for (const target of all) {
      // A setup request (a cart, a payment) may meet a keep-alive socket the server has just
      // closed ("other side closed"): tried once more.
      const { url, headers } = await target.prepare().catch(() => target.prepare());
      const machineIndex = await benchmarkIndex(browser);
      const multiplier = cpuMultiplierFor(machineIndex);
      const report = lighthouseReport(lighthouseBin, chromium, url, { multiplier, headers, throttlingMethod });
      const run = {
        performance: Math.round(report.categories.performance.score * 100),
        lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
        cls: Number(report.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        fcpMs: Math.round(report.audits['first-contentful-paint'].numericValue),
        // The index measured just before the run (what set the multiplier), and Lighthouse's
        // own, measured inside the run: how much the machine moved in between.
        machineIndex,
        multiplier,
        lighthouseIndex: Math.round(report.environment.benchmarkIndex),
        // Where the main thread went (./benchAttribution.mjs): read against the document floor.
        attribution: attributionOf(report),
      };
      measured.get(target.name).push(run);
      log(
        `  round ${round}/${runs}  ${target.name.padEnd(30)} index ${machineIndex} → ×${multiplier} (in the run ${run.lighthouseIndex})  perf ${run.performance}  LCP ${run.lcpMs}  TBT ${run.tbtMs}  CLS ${run.cls}`,
      );
    }
  }
  const summarise = (target) => {
    const list = measured.get(target.name);
    const medianOf = (key) => median(list.map((entry) => entry[key]));
    return {
      name: target.name,
      path: target.path,
      median: Object.fromEntries(
        Object.keys(list[0])
          .filter((key) => typeof list[0][key] === 'number')
          .map((key) => [key, medianOf(key)]),
      ),
      runs: list,
    };
  };
  return { floor: summarise(floor), pages: targets.map(summarise) };
}

/**
 * The Lighthouse budgets of a page (issue 55), read against its document floor (the same
 * document in a bare page, measured in the same rounds):
 * - TBT: the median over the rounds of (page TBT − its document's TBT), paired round by
 *   round, ≤ `tbtAboveDocumentMs[kind]` (`journey`: a step, the card page, the
 *   confirmation; `page`: a page without a payment form);
 * - LCP: the page's median ≤ its document's + `lcpAboveDocumentMs`, and ≤ `lcpMs` where
 *   the runs with real throttling (`devtoolsDocumentLcpMs`) say the document itself can;
 * - CLS ≤ `cls`; performance ≥ `performance` where the bare floor scores ≥
 *   `floorPerformance` (otherwise the machine, not the page, sets it: not applicable).
 * A page without its document floor misses its TBT and LCP budgets: there is nothing to
 * read them against. Returns `{ what, measured, limit, met }` rows.
 */
export function lighthouseBudgets({ name, kind, page, document, floor, excess, devtoolsDocumentLcpMs }, limits) {
  const performanceApplies = floor.performance >= limits.floorPerformance;
  const tbtLimit = limits.tbtAboveDocumentMs[kind];
  if (tbtLimit === undefined) throw new Error(`bench config: "${name}" has no TBT budget kind (${kind})`);
  const rows = [
    {
      what: `Lighthouse performance: ${name}`,
      measured: page.performance,
      limit:
        performanceApplies ?
          `≥ ${limits.performance}`
        : `≥ ${limits.performance} if the floor ≥ ${limits.floorPerformance} (floor ${floor.performance})`,
      met: performanceApplies ? page.performance >= limits.performance : null,
    },
  ];
  if (!document || !excess) {
    rows.push(
      {
        what: `Lighthouse TBT − document: ${name}`,
        measured: 'no document floor',
        limit: `≤ +${tbtLimit} ms`,
        met: false,
      },
      {
        what: `Lighthouse LCP: ${name}`,
        measured: `${page.lcpMs} ms`,
        limit: 'its document floor + 100 ms',
        met: false,
      },
    );
  } else {
    const lcpCapApplies = devtoolsDocumentLcpMs !== undefined && devtoolsDocumentLcpMs <= limits.lcpMs;
    const lcpLimit = document.lcpMs + limits.lcpAboveDocumentMs;
    rows.push(
      {
        what: `Lighthouse TBT − document: ${name}`,
        measured: `${excess.tbtExcessMs > 0 ? '+' : ''}${excess.tbtExcessMs} ms`,
        limit: `≤ +${tbtLimit} ms (median of paired rounds; page ${page.tbtMs}, document ${document.tbtMs})`,
        met: excess.tbtExcessMs <= tbtLimit,
      },
      {
        what: `Lighthouse LCP: ${name}`,
        measured: `${page.lcpMs} ms`,
        limit:
          `≤ ${lcpLimit} ms (document ${document.lcpMs} + ${limits.lcpAboveDocumentMs})` +
          (lcpCapApplies ? ` and ≤ ${limits.lcpMs}`
          : devtoolsDocumentLcpMs === undefined ? ''
          : ` (no ${limits.lcpMs} cap: the document's own LCP with real throttling is ${devtoolsDocumentLcpMs} ms)`),
        met: page.lcpMs <= lcpLimit && (!lcpCapApplies || page.lcpMs <= limits.lcpMs),
      },
    );
  }
  rows.push({
    what: `Lighthouse CLS: ${name}`,
    measured: page.cls,
    limit: `≤ ${limits.cls}`,
    met: page.cls <= limits.cls,
  });
  return rows;
}
