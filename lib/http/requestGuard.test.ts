import { describe, expect, it } from 'vitest';
import { isUnsafeText, refusalResponse, refusedRequest, unsafeTextPath } from './requestGuard';

describe('request guard', () => {
  it('lets ordinary requests through, accented text and emoji included', () => {
    expect(refusedRequest('GET', '/forms/associations/les-amis-du-quartier', '?q=%C3%A9t%C3%A9')).toBeNull();
    expect(refusedRequest('post', '/forms/api/carts', '')).toBeNull();
    expect(isUnsafeText('Léa 😀')).toBe(false);
  });

  it('refuses a method it does not serve with a 405 that says which it does', async () => {
    const refused = refusedRequest('TRACE', '/forms/', '');
    expect(refused).toMatchObject({ status: 405, code: 'METHOD_NOT_ALLOWED' });
    const response = refusalResponse(refused!);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('GET');
    expect(await response.json()).toEqual({ errors: [{ code: 'METHOD_NOT_ALLOWED', message: expect.any(String) }] });
  });

  it.each([
    ['/forms/api/%ZZ', ''],
    ['/forms/api/%E0%A4%A', ''],
    ['/forms/api/a%00b', ''],
    ['/forms/api/%ED%A0%80', ''],
    ['/forms', '?backUrl=%ZZ'],
    ['/forms', '?id=a%00'],
  ])('refuses %s%s with a 400', (pathname, search) => {
    expect(refusedRequest('GET', pathname, search)).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
  });

  it('finds the first field holding NUL or an unpaired surrogate, keys too', () => {
    expect(unsafeTextPath({ payer: { firstName: 'Léa', lastName: 'M\u0000' } })).toBe('payer.lastName');
    expect(unsafeTextPath({ items: [{ a: 'ok' }, { b: 'x\uDC00' }] })).toBe('items.1.b');
    expect(unsafeTextPath({ ['k\uD800']: 1 })).toBe('k\uD800');
    expect(unsafeTextPath({ ok: ['😀', 1, null, true] })).toBeNull();
    expect(unsafeTextPath('\u0000')).toBe('');
  });
});
