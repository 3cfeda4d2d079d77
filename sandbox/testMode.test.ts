import { describe, expect, it } from 'vitest';
import { isTestModeEnv } from './testMode';

describe('isTestModeEnv', () => {
  it('is on for 1 or true only', () => {
    expect(isTestModeEnv({ SANDBOX_TEST_MODE: '1' })).toBe(true);
    expect(isTestModeEnv({ SANDBOX_TEST_MODE: 'true' })).toBe(true);
    expect(isTestModeEnv({ SANDBOX_TEST_MODE: '0' })).toBe(false);
    expect(isTestModeEnv({ SANDBOX_TEST_MODE: 'yes' })).toBe(false);
    expect(isTestModeEnv({})).toBe(false);
  });
});
