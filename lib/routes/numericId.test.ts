import { describe, expect, it } from 'vitest';
import { parseNumericId } from './numericId';

describe('numeric ids in addresses', () => {
  it('reads a positive integer the API can hold, and nothing else', () => {
    expect(parseNumericId('412')).toBe(412);
    expect(parseNumericId('0412')).toBeNull();
    expect(parseNumericId('99999999999')).toBeNull();
    expect(parseNumericId('-1')).toBeNull();
  });
});
