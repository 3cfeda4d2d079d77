import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_POLICIES, ratePoliciesFrom } from './rateLimitPolicies';

describe('RATE_LIMITS', () => {
  it('keeps the defaults when unset', () => {
    expect(ratePoliciesFrom(undefined)).toEqual(DEFAULT_RATE_POLICIES);
  });
  it('changes the named policies only', () => {
    const policies = ratePoliciesFrom('login.accountClient=10/3600/2/2, report.page=20/3600');
    expect(policies['login.accountClient']).toEqual({ points: 10, seconds: 3600, lockSeconds: 2, maxLockSeconds: 2 });
    expect(policies['report.page']).toEqual({ points: 20, seconds: 3600 });
    expect(policies['links.address']).toEqual(DEFAULT_RATE_POLICIES['links.address']);
  });
  it('refuses an unknown name or a malformed entry rather than ignoring it', () => {
    expect(() => ratePoliciesFrom('login.everything=1/1')).toThrow(/RATE_LIMITS/);
    expect(() => ratePoliciesFrom('report.page=0/60')).toThrow(/above 0/);
    expect(() => ratePoliciesFrom('report.page=ten')).toThrow(/RATE_LIMITS/);
  });
});
