import { describe, expect, it } from 'vitest';
import { cpuMultiplierFor } from './cpuCalibration.mjs';

describe('cpuMultiplierFor (Lighthouse CPU slowdown calculator)', () => {
  it('gives the calculator’s anchors', () => {
    expect(cpuMultiplierFor(150)).toBe(1);
    expect(cpuMultiplierFor(800)).toBe(2);
    expect(cpuMultiplierFor(1300)).toBe(3);
    expect(cpuMultiplierFor(1533)).toBe(4);
    expect(cpuMultiplierFor(2000)).toBe(6);
  });

  it('is linear between them and never below 1', () => {
    expect(cpuMultiplierFor(1050)).toBe(2.5);
    expect(cpuMultiplierFor(2650)).toBe(8.79);
    expect(cpuMultiplierFor(100)).toBe(1);
  });
});
