/** A Lighthouse run as scripts/lib/benchLighthouse.mjs keeps it (the fields read here). */
export interface AttributedRun {
  tbtMs: number;
  lcpMs: number;
  attribution: Attribution;
}
export interface Attribution {
  groups: Record<string, number>;
  scripts: { script: string; totalMs: number; scriptingMs: number; parseMs: number }[];
  longTasks: { script: string; durationMs: number; startMs: number }[];
}
/** See benchAttribution.mjs: one report's main-thread time by phase, script and long task. */
export function attributionOf(report: unknown): Attribution;
/** See benchAttribution.mjs: a page against its document floor, round by round. */
export function pairedExcess(
  pageRuns: AttributedRun[],
  documentRuns: AttributedRun[],
): { tbtExcessMs: number; tbtDiffsMs: number[]; lcpExcessMs: number; groupsMs: Record<string, number> };
/** See benchAttribution.mjs: a page's scripts by their median time. */
export function scriptsByMedian(
  runs: AttributedRun[],
  limit?: number,
): { script: string; totalMs: number; scriptingMs: number; parseMs: number }[];
/** See benchAttribution.mjs: the longest tasks of all runs. */
export function longestTasks(
  runs: AttributedRun[],
  limit?: number,
): { script: string; durationMs: number; startMs: number; round: number }[];
/** See benchAttribution.mjs: printable lines. */
export function attributionLines(name: string, pageRuns: AttributedRun[], documentRuns: AttributedRun[]): string[];
