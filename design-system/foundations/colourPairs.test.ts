import { describe, expect, it } from 'vitest';
import { colourRows, themeNames } from './colourPairs';

describe('Foundations/Colours data', () => {
  it.each(themeNames)('lists every token of %s and every one meets its minimum', (theme) => {
    const rows = colourRows(theme);
    expect(rows.length).toBeGreaterThan(30);
    expect(rows.filter((row) => row.ratio < row.minimum).map((row) => `${row.token} ${row.ratio.toFixed(2)}`)).toEqual(
      [],
    );
  });
});
