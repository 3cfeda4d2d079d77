import { describe, expect, it } from 'vitest';
import { attributionOf, longestTasks, pairedExcess, scriptsByMedian } from './benchAttribution.mjs';

/** A Lighthouse report with only the audits the attribution reads. */
function report(groups: Record<string, number>, scripts: [string, number, number][], tasks: [string, number][]) {
  return {
    audits: {
      'mainthread-work-breakdown': {
        details: { items: Object.entries(groups).map(([group, duration]) => ({ group, duration })) },
      },
      'bootup-time': {
        details: {
          items: scripts.map(([url, scripting, parse]) => ({
            url,
            total: scripting + parse,
            scripting,
            scriptParseCompile: parse,
          })),
        },
      },
      'long-tasks': { details: { items: tasks.map(([url, duration]) => ({ url, duration, startTime: 100 })) } },
    },
  };
}

const run = (tbtMs: number, lcpMs: number, scriptEvaluation: number, scripts: [string, number, number][] = []) => ({
  tbtMs,
  lcpMs,
  attribution: attributionOf(
    report({ scriptEvaluation, styleLayout: 40 }, scripts, [
      ['http://localhost:3200/forms/_next/static/chunks/a.js', 120],
    ]),
  ),
});

describe('the attribution of main-thread time against the document floor', () => {
  it('reads phases, scripts (short names, largest first) and long tasks from a report', () => {
    const attribution = attributionOf(
      report(
        { scriptEvaluation: 310.4, parseHTML: 12 },
        [
          ['http://localhost:3200/forms/_next/static/chunks/small.js', 10, 5],
          ['http://localhost:3200/forms/_next/static/chunks/big.js', 200, 30],
        ],
        [['http://localhost:3200/forms/_next/static/chunks/big.js', 180.6]],
      ),
    );
    expect(attribution.groups).toEqual({ scriptEvaluation: 310, parseHTML: 12 });
    expect(attribution.scripts.map((entry) => entry.script)).toEqual(['big.js', 'small.js']);
    expect(attribution.longTasks).toEqual([{ script: 'big.js', durationMs: 181, startMs: 100 }]);
  });

  it('pairs each round of a page with the same round of its document', () => {
    const page = [run(500, 2000, 400), run(900, 2100, 700), run(450, 1900, 380)];
    const document = [run(300, 1900, 200), run(700, 2000, 500), run(350, 1800, 300)];
    const excess = pairedExcess(page, document);
    // Unpaired medians would say 500 − 350 = 150; paired, the rounds say 200, 200, 100.
    expect(excess.tbtDiffsMs).toEqual([200, 200, 100]);
    expect(excess.tbtExcessMs).toBe(200);
    expect(excess.lcpExcessMs).toBe(100);
    expect(excess.groupsMs).toEqual({ scriptEvaluation: 200, styleLayout: 0 });
  });

  it('ranks scripts by their median over the runs (none that a median leaves at 0) and tasks by length', () => {
    const runs = [
      run(0, 0, 0, [['http://x/forms/_next/static/chunks/a.js', 100, 10]]),
      run(0, 0, 0, [['http://x/forms/_next/static/chunks/a.js', 50, 10]]),
      run(0, 0, 0, [['http://x/forms/_next/static/chunks/b.js', 500, 0]]),
    ];
    // b.js ran in one run of three: its median is 0, and it is left out.
    expect(scriptsByMedian(runs).map((entry) => [entry.script, entry.totalMs])).toEqual([['a.js', 60]]);
    expect(longestTasks(runs, 1)).toEqual([{ script: 'a.js', durationMs: 120, startMs: 100, round: 1 }]);
  });
});
