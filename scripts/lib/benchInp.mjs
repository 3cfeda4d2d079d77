// The bench's INP part (issue 41): the first interactions a payer makes on a step (choose an
// amount or a quantity, type in a field, submit), measured with Chromium's Event Timing
// (PerformanceObserver 'event' entries of 16 ms and more) on a page loaded and used with the
// CPU slowed `cpuRate` times (CDP Emulation.setCPUThrottlingRate). The same runs record the
// long animation frames from the load on (whose scripts blocked the page) and React's
// hydration errors.

/**
 * In the page before its scripts: every Event Timing entry of an interaction is handed to the
 * bench (`__benchEvent`, a Playwright binding) as soon as it is observed, so entries survive
 * whatever the submit does to the document.
 */
const OBSERVER = `(() => {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      window.__benchEvent({ name: entry.name, interactionId: entry.interactionId, startTime: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  // Long animation frames (over 50 ms), from the load on: each frame's scripts say whose
  // code blocked it (issue 55).
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__benchFrame({
        startTime: entry.startTime,
        duration: entry.duration,
        blockingDuration: entry.blockingDuration,
        scripts: entry.scripts.map((script) => ({
          sourceURL: script.sourceURL,
          invoker: script.invoker,
          invokerType: script.invokerType,
          duration: script.duration,
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
})();`;

/** React's hydration failures, as React 19 reports them (development and minified production builds). */
const HYDRATION_ERROR = /hydrat|Minified React error #(418|423|425)/iu;

/** Mid-range phone's viewport, as Lighthouse's mobile emulation (Moto G Power). */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: false,
};

/**
 * One load of `url` and the `actions` (`{ name, run: (page) => Promise }`, in order). Returns
 * each action's slowest interaction (ms; 0 when none reached 16 ms) and the run's INP, the
 * slowest of all (with fewer than 50 interactions, INP is the slowest one).
 */
export async function interactionRun(browser, url, actions, { cpuRate = 4, headers = {} } = {}) {
  const context = await browser.newContext({ ...PHONE, extraHTTPHeaders: headers });
  try {
    const page = await context.newPage();
    const entries = [];
    const frames = [];
    const hydrationErrors = [];
    await page.exposeBinding('__benchEvent', (_source, entry) => entries.push(entry));
    await page.exposeBinding('__benchFrame', (_source, frame) => frames.push(frame));
    page.on('console', (message) => {
      if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) hydrationErrors.push(message.text());
    });
    page.on('pageerror', (error) => {
      if (HYDRATION_ERROR.test(error.message)) hydrationErrors.push(error.message);
    });
    await page.addInitScript(OBSERVER);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.goto(url, { waitUntil: 'networkidle' });
    // The payer reads before acting: hydration and the lazy chunks loaded with the page are done.
    await page.waitForTimeout(500);
    const starts = [];
    for (const action of actions) {
      starts.push(await page.evaluate(() => performance.now()));
      await action.run(page);
      await page.waitForTimeout(300);
    }
    // Entries are reported after the paint that follows the event: let the last ones arrive.
    await page.waitForTimeout(1000);
    const byInteraction = new Map();
    for (const entry of entries) {
      const known = byInteraction.get(entry.interactionId);
      if (!known || entry.duration > known.duration) byInteraction.set(entry.interactionId, entry);
    }
    const perAction = actions.map((action, index) => {
      const from = starts[index];
      const to = starts[index + 1] ?? Infinity;
      const durations = [...byInteraction.values()]
        .filter((entry) => entry.startTime >= from && entry.startTime < to)
        .map((entry) => entry.duration);
      return { name: action.name, interactions: durations.length, slowestMs: Math.max(0, ...durations) };
    });
    // The longest script runs inside long frames, load and interactions together.
    const longScripts = frames
      .flatMap((frame) => frame.scripts.map((script) => ({ ...script, frameStart: Math.round(frame.startTime) })))
      .map((script) => ({ ...script, duration: Math.round(script.duration) }))
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 5);
    return {
      perAction,
      inpMs: Math.max(0, ...perAction.map((entry) => entry.slowestMs)),
      longFrames: frames.length,
      longestScriptMs: longScripts[0]?.duration ?? 0,
      longScripts,
      hydrationErrors,
    };
  } finally {
    await context.close();
  }
}
