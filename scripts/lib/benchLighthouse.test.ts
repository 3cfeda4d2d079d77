import { describe, expect, it } from 'vitest';
import { lighthouseBudgets, median } from './benchLighthouse.mjs';

const limits = {
  tbtAboveFloorMs: 100,
  lcpAboveFloorMs: 500,
  lcpMs: 2500,
  cls: 0.02,
  performance: 95,
  floorPerformance: 98,
};

describe('lighthouseBudgets (against the floor of the same run)', () => {
  it('reads TBT and LCP above the floor, LCP never above 2.5 s', () => {
    const floor = { performance: 99, lcpMs: 800, tbtMs: 300, cls: 0 };
    const rows = lighthouseBudgets('p', { performance: 96, lcpMs: 1300, tbtMs: 400, cls: 0.02 }, floor, limits);
    expect(rows.map((row) => row.met)).toEqual([true, true, true, true]);
    const slow = lighthouseBudgets('p', { performance: 94, lcpMs: 1301, tbtMs: 401, cls: 0.03 }, floor, limits);
    expect(slow.map((row) => row.met)).toEqual([false, false, false, false]);
    const lateFloor = { ...floor, lcpMs: 2300 };
    expect(lighthouseBudgets('p', { ...floor, lcpMs: 2600 }, lateFloor, limits)[1]?.met).toBe(false);
  });

  it('does not apply the score where the floor itself scores under 98', () => {
    const floor = { performance: 90, lcpMs: 800, tbtMs: 300, cls: 0 };
    expect(lighthouseBudgets('p', { ...floor, performance: 60 }, floor, limits)[0]?.met).toBeNull();
  });
});

describe('median', () => {
  it('takes the middle of an odd count', () => {
    expect(median([5, 1, 3, 9, 7])).toBe(5);
  });
});
