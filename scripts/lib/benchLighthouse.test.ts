import { describe, expect, it } from 'vitest';
import { lighthouseBudgets, median } from './benchLighthouse.mjs';

const limits = {
  tbtAboveDocumentMs: { journey: 150, page: 75 },
  lcpAboveDocumentMs: 100,
  lcpMs: 2500,
  cls: 0.02,
  performance: 95,
  floorPerformance: 98,
};
const floor = { performance: 99, lcpMs: 800, tbtMs: 150, cls: 0 };
const document = { performance: 97, lcpMs: 2000, tbtMs: 300, cls: 0 };

describe('lighthouseBudgets (against the page’s own document, paired rounds)', () => {
  it('reads TBT as the paired excess over the document, by kind of page', () => {
    const page = { performance: 96, lcpMs: 2100, tbtMs: 460, cls: 0.02 };
    const journey = lighthouseBudgets(
      { name: 'p', kind: 'journey', page, document, floor, excess: { tbtExcessMs: 150 } },
      limits,
    );
    expect(journey.map((row) => row.met)).toEqual([true, true, true, true]);
    const plain = lighthouseBudgets(
      { name: 'p', kind: 'page', page, document, floor, excess: { tbtExcessMs: 76 } },
      limits,
    );
    expect(plain[1]?.met).toBe(false);
  });

  it('reads LCP against the document + 100 ms, capped at 2.5 s only where the devtools runs say the document can', () => {
    const page = { performance: 96, lcpMs: 2600, tbtMs: 300, cls: 0 };
    const late = { ...document, lcpMs: 2550 };
    const base = { name: 'p', kind: 'journey', page, document: late, floor, excess: { tbtExcessMs: 0 } };
    expect(lighthouseBudgets(base, limits)[2]?.met).toBe(true);
    expect(lighthouseBudgets({ ...base, devtoolsDocumentLcpMs: 2700 }, limits)[2]?.met).toBe(true);
    expect(lighthouseBudgets({ ...base, devtoolsDocumentLcpMs: 1200 }, limits)[2]?.met).toBe(false);
  });

  it('misses TBT and LCP without a document floor, and leaves the score where the floor scores under 98', () => {
    const page = { performance: 60, lcpMs: 900, tbtMs: 100, cls: 0 };
    const rows = lighthouseBudgets(
      { name: 'p', kind: 'page', page, document: undefined, floor: { ...floor, performance: 90 }, excess: null },
      limits,
    );
    expect(rows.map((row) => row.met)).toEqual([null, false, false, true]);
  });

  it('refuses a page of no known kind', () => {
    expect(() =>
      lighthouseBudgets({ name: 'p', kind: 'other', page: floor, document, floor, excess: null }, limits),
    ).toThrow(/no TBT budget kind/u);
  });
});

describe('median', () => {
  it('takes the middle of an odd count', () => {
    expect(median([5, 1, 3, 9, 7])).toBe(5);
  });
});
