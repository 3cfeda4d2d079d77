/** A run's medians, as scripts/lib/benchLighthouse.mjs keeps them. */
export interface LighthouseMedian {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}
export interface LighthouseLimits {
  tbtAboveDocumentMs: Record<string, number>;
  lcpAboveDocumentMs: number;
  lcpMs: number;
  cls: number;
  performance: number;
  floorPerformance: number;
}
/** See benchLighthouse.mjs: the upper median. */
export function median(values: number[]): number;
/** See benchLighthouse.mjs: a page's Lighthouse budgets against its document floor. */
export function lighthouseBudgets(
  page: {
    name: string;
    kind: string;
    page: LighthouseMedian;
    document: LighthouseMedian | undefined;
    floor: LighthouseMedian;
    excess: { tbtExcessMs: number } | null;
    devtoolsDocumentLcpMs?: number | undefined;
  },
  limits: LighthouseLimits,
): { what: string; measured: string | number; limit: string; met: boolean | null }[];
