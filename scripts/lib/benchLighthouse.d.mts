/** A run's medians, as scripts/lib/benchLighthouse.mjs keeps them. */
export interface LighthouseMedian {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}
export interface LighthouseLimits {
  tbtAboveFloorMs: number;
  lcpAboveFloorMs: number;
  lcpMs: number;
  cls: number;
  performance: number;
  floorPerformance: number;
}
/** See benchLighthouse.mjs: the upper median. */
export function median(values: number[]): number;
/** See benchLighthouse.mjs: a page's Lighthouse budgets against the floor of the same run. */
export function lighthouseBudgets(
  name: string,
  page: LighthouseMedian,
  floor: LighthouseMedian,
  limits: LighthouseLimits,
): { what: string; measured: string | number; limit: string; met: boolean | null }[];
