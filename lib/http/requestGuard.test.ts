import { describe, expect, it } from 'vitest';
import {
  MAX_JSON_BYTES,
  MAX_JSON_DEPTH,
  isPageVisit,
  isUnsafeText,
  jsonNestingExceeds,
  refusalResponse,
  refusedJsonText,
  refusedRequest,
  unsafeTextPath,
} from './requestGuard';

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

  it('measures JSON nesting outside strings, before anything parses it', () => {
    expect(jsonNestingExceeds('{"a":[1,{"b":"[[[[[["}]}', 3)).toBe(false);
    expect(jsonNestingExceeds('{"a":[1,{"b":[]}]}', 3)).toBe(true);
    expect(jsonNestingExceeds(String.raw`"\\"[[[`, 2)).toBe(true); // an escaped backslash ends nothing: the quote after it closes
    expect(jsonNestingExceeds(String.raw`"\\"[[[`, 3)).toBe(false);
    expect(jsonNestingExceeds(String.raw`["\"[[[[["]`, 1)).toBe(false); // an escaped quote does not close the string
    expect(jsonNestingExceeds('['.repeat(MAX_JSON_DEPTH))).toBe(false);
  });

  it.each([
    ['['.repeat(100_000), 400, 'INVALID_JSON'],
    ['{"a":'.repeat(20_000), 400, 'INVALID_JSON'],
    [`${'['.repeat(65)}${']'.repeat(65)}`, 400, 'INVALID_JSON'],
    [`"${'é'.repeat(MAX_JSON_BYTES / 2)}"`, 413, 'PAYLOAD_TOO_LARGE'],
  ])('refuses a JSON body %#', (text, status, code) => {
    expect(refusedJsonText(text)).toMatchObject({ status, code });
  });

  it('lets ordinary JSON bodies through', () => {
    expect(refusedJsonText(JSON.stringify({ payer: { firstName: 'Léa', items: [[1], [2]] } }))).toBeNull();
  });

  it('tells a page visit from an API call', () => {
    expect(isPageVisit('GET', 'text/html,*/*', '/forms/associations')).toBe(true);
    expect(isPageVisit('GET', 'text/html', '/forms/api/carts')).toBe(false);
    expect(isPageVisit('POST', 'text/html', '/forms/')).toBe(false);
    expect(isPageVisit('GET', 'application/json', '/forms/')).toBe(false);
  });
});
