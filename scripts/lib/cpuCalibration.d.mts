import type { Browser } from '@playwright/test';
/** See cpuCalibration.mjs: Lighthouse's benchmark index of this machine now. */
export function benchmarkIndex(browser: Browser): Promise<number>;
/** See cpuCalibration.mjs: the CPU slowdown that makes a machine of `index` a mid-tier phone. */
export function cpuMultiplierFor(index: number): number;
