// The bench's CPU calibration (issue 41): Lighthouse's benchmark index of the machine at the
// moment of a run, and the CPU slowdown that makes that machine a mid-range phone. Lighthouse's
// default 4× assumes a fast desktop; on a 2-core VM shared with builds the index moves between
// about 900 and 2 700 within minutes, so a fixed 4× made the same page twice as slow from one
// run to the next. Calibrated per run, the figures mean the same phone on any machine.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/**
 * Lighthouse's benchmark index of this machine now: Lighthouse's own function
 * (core/lib/page-functions.js, what it runs in the page before each audit and reports as
 * `environment.benchmarkIndex`), evaluated in a blank page of the same Chromium.
 * @param {import('@playwright/test').Browser} browser
 */
export async function benchmarkIndex(browser) {
  const page = await browser.newPage();
  try {
    return Math.round(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
  } finally {
    await page.close();
  }
}

/**
 * The `throttling.cpuSlowdownMultiplier` that brings a machine of `index` to a mid-tier phone:
 * the piecewise line of Lighthouse's CPU slowdown calculator (docs/throttling.md, "Calibrating
 * the CPU slowdown"; 150 → 1×, 800 → 2×, 1 300 → 3×, then one more × every 233). Below 150
 * the machine is already slower than the target: no slowdown. Two decimals.
 * @param {number} index
 */
export function cpuMultiplierFor(index) {
  let multiplier = 1;
  if (index >= 1300) multiplier = 3 + (index - 1300) / 233;
  else if (index >= 800) multiplier = 2 + (index - 800) / 500;
  else if (index >= 150) multiplier = 1 + (index - 150) / 650;
  return Math.round(multiplier * 100) / 100;
}
