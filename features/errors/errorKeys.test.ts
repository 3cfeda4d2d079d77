import { describe, expect, it } from 'vitest';
import { PAGE_ERROR_KEYS } from '@/lib/rules/errorCatalogue';
import { ApiFailure } from '@/lib/api/http';
import { errorKeyFromDigest, errorKeyOf, pageErrorDigest, presentError } from './errorKeys';

describe('error keys (SPEC §8)', () => {
  it('carries every page key through a digest and back', () => {
    for (const key of PAGE_ERROR_KEYS) expect(errorKeyFromDigest(pageErrorDigest(key))).toBe(key);
  });

  it('shows an unknown digest (a bug) as uncaught', () => {
    expect(errorKeyFromDigest(undefined)).toBe('uncaught');
    expect(errorKeyFromDigest('2187239817')).toBe('uncaught');
    expect(errorKeyFromDigest('forms-page-error:teapot')).toBe('uncaught');
  });

  it.each([
    [new ApiFailure({ statusCode: 409, message: 'x', routeLabel: 'cart.update' }), '409'],
    [new ApiFailure({ statusCode: 404, code: 'CART_EXPIRED', message: 'x', routeLabel: 'cart.get' }), 'expiration'],
    [
      new ApiFailure({ statusCode: 409, code: 'DUPLICATED_PAYMENT', message: 'x', routeLabel: 'p' }),
      'duplicatedPayment',
    ],
    [new ApiFailure({ statusCode: 502, code: 'INVALID_RESPONSE', message: 'x', routeLabel: 'p' }), '500'],
    [{ code: 'ECONNABORTED' }, 'ECONNABORTED'],
    [Object.assign(new Error('timeout'), { name: 'TimeoutError' }), '504'],
    [{ status: 418 }, 'unknown'],
    [{ statusCode: 421 }, '421'],
  ])('%s → %s', (error, key) => {
    expect(errorKeyOf(error)).toBe(key);
  });

  it('uses the 500 variant for server failures and a retry hint for timeouts (SPEC §2)', () => {
    expect(presentError('500')).toEqual({ code: '500', variant: 'server', retryHint: false, retryable: true });
    expect(presentError('uncaught')).toMatchObject({ code: '500', variant: 'server' });
    expect(presentError('504')).toMatchObject({ code: '504', variant: 'default', retryHint: true });
    expect(presentError('ECONNABORTED')).toMatchObject({ retryHint: true });
    expect(presentError('404')).toEqual({ code: '404', variant: 'default', retryHint: false, retryable: false });
    expect(presentError('expiration')).toMatchObject({ code: 'expiration', retryable: false });
  });
});
