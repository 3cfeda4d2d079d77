// The bench's attribution of main-thread time (issue 55): what Lighthouse says each page's
// load spent, by phase (`mainthread-work-breakdown`), by script (`bootup-time`) and in long
// tasks (`long-tasks`), read against the page's own document rendered by a bare page (the
// document floor, ./documentFloor.mjs) measured in the same round. The difference, paired
// round by round, is what our code adds: the budget is on its median.
import { median } from './benchLighthouse.mjs';

/** A script's address, short: the path under the build's chunks, its hash kept (it names the chunk). */
function scriptName(url) {
  try {
    const { pathname } = new URL(url);
    if (pathname.includes('/_next/static/chunks/')) return pathname.replace(/^.*\/_next\/static\/chunks\//u, '');
    return `document ${pathname.replace(/^\/forms/u, '') || '/'}`;
  } catch {
    return url || 'unattributable';
  }
}

const itemsOf = (report, audit) => report.audits[audit]?.details?.items ?? [];

/**
 * One Lighthouse report's attribution: `groups` (ms per phase: scriptEvaluation,
 * styleLayout, parseHTML, paintCompositeRender, scriptParseCompile, garbageCollection,
 * other), `scripts` (ms of scripting and of parse/compile per script, the largest first)
 * and `longTasks` (each task of 50 ms or more, its duration and the script Lighthouse
 * charges it to).
 */
export function attributionOf(report) {
  const groups = Object.fromEntries(
    itemsOf(report, 'mainthread-work-breakdown').map((item) => [item.group, Math.round(item.duration)]),
  );
  const scripts = itemsOf(report, 'bootup-time')
    .map((item) => ({
      script: scriptName(item.url),
      totalMs: Math.round(item.total),
      scriptingMs: Math.round(item.scripting),
      parseMs: Math.round(item.scriptParseCompile),
    }))
    .sort((a, b) => b.totalMs - a.totalMs);
  const longTasks = itemsOf(report, 'long-tasks').map((item) => ({
    script: scriptName(item.url),
    durationMs: Math.round(item.duration),
    startMs: Math.round(item.startTime),
  }));
  return { groups, scripts, longTasks };
}

/**
 * A page against its document floor, round by round (both lists in round order, as
 * lighthouseRounds measures them one after the other): the median of the paired TBT
 * differences, each round's difference, and the median difference per phase.
 */
export function pairedExcess(pageRuns, documentRuns) {
  const rounds = Math.min(pageRuns.length, documentRuns.length);
  const tbtDiffs = [];
  const groupDiffs = new Map();
  for (let index = 0; index < rounds; index += 1) {
    const page = pageRuns[index];
    const document = documentRuns[index];
    tbtDiffs.push(page.tbtMs - document.tbtMs);
    const groups = new Set([...Object.keys(page.attribution.groups), ...Object.keys(document.attribution.groups)]);
    for (const group of groups) {
      const diff = (page.attribution.groups[group] ?? 0) - (document.attribution.groups[group] ?? 0);
      groupDiffs.set(group, [...(groupDiffs.get(group) ?? []), diff]);
    }
  }
  return {
    tbtExcessMs: median(tbtDiffs),
    tbtDiffsMs: tbtDiffs,
    lcpExcessMs: median(pageRuns.slice(0, rounds).map((run, index) => run.lcpMs - documentRuns[index].lcpMs)),
    groupsMs: Object.fromEntries(
      [...groupDiffs].map(([group, diffs]) => [group, median(diffs)]).sort((a, b) => b[1] - a[1]),
    ),
  };
}

/**
 * The scripts of a page with their median time over its runs (a script absent from a run
 * counts 0 there), the largest first: where the page's own scripting goes.
 */
export function scriptsByMedian(runs, limit = 6) {
  const names = new Set(runs.flatMap((run) => run.attribution.scripts.map((entry) => entry.script)));
  return [...names]
    .map((script) => {
      const of = (key) =>
        median(runs.map((run) => run.attribution.scripts.find((entry) => entry.script === script)?.[key] ?? 0));
      return { script, totalMs: of('totalMs'), scriptingMs: of('scriptingMs'), parseMs: of('parseMs') };
    })
    .filter((entry) => entry.totalMs > 0)
    .sort((a, b) => b.totalMs - a.totalMs)
    .slice(0, limit);
}

/** The long tasks of all runs, the longest first, each with its round. */
export function longestTasks(runs, limit = 5) {
  return runs
    .flatMap((run, index) => run.attribution.longTasks.map((task) => ({ ...task, round: index + 1 })))
    .sort((a, b) => b.durationMs - a.durationMs)
    .slice(0, limit);
}

/** Printable lines of a page's attribution against its document floor. */
export function attributionLines(name, pageRuns, documentRuns) {
  const excess = pairedExcess(pageRuns, documentRuns);
  const phases = Object.entries(excess.groupsMs)
    .filter(([, ms]) => Math.abs(ms) >= 10)
    .map(([group, ms]) => `${group} ${ms > 0 ? '+' : ''}${ms}`)
    .join(', ');
  const scripts = scriptsByMedian(pageRuns)
    .map((entry) => `${entry.script} ${entry.totalMs} (${entry.scriptingMs} run, ${entry.parseMs} parse)`)
    .join('; ');
  const tasks = longestTasks(pageRuns)
    .map((task) => `${task.durationMs} ms at ${task.startMs} (${task.script}, round ${task.round})`)
    .join('; ');
  return [
    `  ${name}: TBT − its document ${excess.tbtExcessMs} ms (rounds ${excess.tbtDiffsMs.join(', ')}); LCP − its document ${excess.lcpExcessMs} ms`,
    `    phases above the document (median ms): ${phases || 'none over 10 ms'}`,
    `    scripts (median ms): ${scripts || 'none'}`,
    `    longest tasks: ${tasks || 'none over 50 ms'}`,
  ];
}
