import { describe, expect, it } from 'vitest';
import { isPathOnly, normalisedPath, pathOf, withSearchParams } from './pathAddress';

describe('path-only addresses', () => {
  it('tells a path from a network path or an absolute URL', () => {
    expect(isPathOnly('/forms/paiement/embarque/pr_1')).toBe(true);
    expect(isPathOnly('//evil.example/x')).toBe(false);
    expect(isPathOnly('/\\evil.example/x')).toBe(false);
    expect(isPathOnly('https://dons.example.org/forms')).toBe(false);
    expect(isPathOnly('forms/relative')).toBe(false);
  });

  it('normalises a path and refuses one that leaves the origin', () => {
    expect(normalisedPath('/forms/a/../paiement/embarque/pr_1?x=1#top')).toBe('/forms/paiement/embarque/pr_1?x=1#top');
    expect(normalisedPath('/forms/é')).toBe('/forms/%C3%A9');
    expect(normalisedPath('//evil.example/x')).toBeNull();
    expect(normalisedPath('/\\evil.example/x')).toBeNull();
    expect(normalisedPath('https://evil.example/x')).toBeNull();
  });

  it('adds query parameters, keeping a path a path and an absolute URL absolute', () => {
    expect(withSearchParams('/forms/p?a=1', { paymentRequestId: 'pr_1' })).toBe('/forms/p?a=1&paymentRequestId=pr_1');
    expect(withSearchParams('https://dons.example.org/forms/p', { errorCode: 'X' })).toBe(
      'https://dons.example.org/forms/p?errorCode=X',
    );
  });

  it('reads the path of either', () => {
    expect(pathOf('https://dons.example.org/forms/en')).toBe('/forms/en');
    expect(pathOf('/forms/en?x')).toBe('/forms/en');
  });
});
