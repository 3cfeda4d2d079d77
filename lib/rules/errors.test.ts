import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseError, UNDEFINED_ERROR_MESSAGE } from './errors';

class FakeResponse {
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {}
}

describe('normaliseError (SPEC §8)', () => {
  it.each([
    [
      'an API body',
      { status: 409, body: { errors: [{ code: 'ticketsSoldOut', message: 'Plus de place' }] } },
      { statusCode: 409, message: 'Plus de place', code: 'ticketsSoldOut' },
    ],
    [
      'a JSON text body',
      { status: 400, body: '{"errors":[{"code":"minimumCart","message":"Trop bas"}]}' },
      { statusCode: 400, message: 'Trop bas', code: 'minimumCart' },
    ],
    [
      'an HTML body',
      { status: 502, statusText: 'Bad Gateway', body: '<html>oops</html>' },
      { statusCode: 502, message: 'Bad Gateway' },
    ],
    ['a Response-like object', new FakeResponse(404, 'Not Found'), { statusCode: 404, message: 'Not Found' }],
    ['a statusCode', { statusCode: 403, message: 'Forbidden' }, { statusCode: 403, message: 'Forbidden' }],
    ['a numeric code', { code: 421, message: 'Misdirected' }, { statusCode: 421, message: 'Misdirected' }],
    ['a numeric-like code', { code: '413' }, { statusCode: 413, message: UNDEFINED_ERROR_MESSAGE }],
    ['a numeric message', new Error('404'), { statusCode: 404, message: '404' }],
    ['a plain Error', new Error('Boom'), { statusCode: 500, message: 'Boom' }],
    [
      'an axios-like error',
      {
        message: 'Request failed with status code 404',
        response: { status: 404, statusText: 'Not Found', data: { message: 'Formulaire introuvable' } },
      },
      { statusCode: 404, message: 'Formulaire introuvable' },
    ],
    [
      'axios without body',
      { response: { status: 503, statusText: 'Service Unavailable' } },
      { statusCode: 503, message: 'Service Unavailable' },
    ],
    [
      'error.message in body',
      { status: 400, data: { error: { message: 'Nested' } } },
      { statusCode: 400, message: 'Nested' },
    ],
    [
      'error text in body',
      { status: 401, data: { error: 'invalid_grant', error_description: 'Bad password' } },
      { statusCode: 401, message: 'invalid_grant', code: undefined },
    ],
    [
      'error_description only',
      { status: 401, data: { error_description: 'Bad password' } },
      { statusCode: 401, message: 'Bad password' },
    ],
    ['a status in the body', { data: { statusCode: 422, message: 'Nope' } }, { statusCode: 422, message: 'Nope' }],
    [
      'a body code',
      { data: { code: 'CART_EXPIRED', status: 410 } },
      { statusCode: 410, message: UNDEFINED_ERROR_MESSAGE, code: 'CART_EXPIRED' },
    ],
    [
      'a numeric errors[0].code',
      { body: { errors: [{ code: '409', message: 'Conflit' }] } },
      { statusCode: 409, message: 'Conflit' },
    ],
    ['an out-of-range status', { status: 42, message: 'x' }, { statusCode: 500, message: 'x' }],
    ['a string', 'Something broke', { statusCode: 500, message: 'Something broke' }],
    ['a numeric string', '404', { statusCode: 404, message: '404' }],
    ['a number', 504, { statusCode: 504, message: '504' }],
    ['an empty string', '   ', { statusCode: 500, message: UNDEFINED_ERROR_MESSAGE }],
    ['null', null, { statusCode: 500, message: UNDEFINED_ERROR_MESSAGE }],
    ['undefined', undefined, { statusCode: 500, message: UNDEFINED_ERROR_MESSAGE }],
    ['an empty object', {}, { statusCode: 500, message: UNDEFINED_ERROR_MESSAGE }],
  ])('normalises %s', (_, input, expected) => {
    const result = normaliseError(input);
    expect(result.statusCode).toBe(expected.statusCode);
    expect(result.message).toBe(expected.message);
    expect(result.code).toBe('code' in expected ? expected.code : undefined);
  });

  it.each([
    ['ECONNABORTED', { code: 'ECONNABORTED', message: 'timeout of 30000ms exceeded' }],
    ['ETIMEDOUT', { code: 'ETIMEDOUT', status: 500 }],
    ['AbortError', Object.assign(new Error('aborted'), { name: 'AbortError' })],
    ['TimeoutError', Object.assign(new Error('signal timed out'), { name: 'TimeoutError' })],
  ])('maps the timeout %s to 504', (code, input) => {
    expect(normaliseError(input)).toMatchObject({ statusCode: 504, code });
  });

  it('survives a throwing getter', () => {
    const hostile = {
      get status(): number {
        throw new Error('no');
      },
      message: 'still readable',
    };
    expect(normaliseError(hostile)).toEqual({ statusCode: 500, message: 'still readable' });
  });

  it('turns anything into a status between 100 and 599 and a non-empty message', () => {
    const errorLike = fc.record(
      {
        status: fc.oneof(fc.integer(), fc.string()),
        statusCode: fc.oneof(fc.integer(), fc.constantFrom('404', 'x')),
        code: fc.oneof(fc.string(), fc.integer(), fc.constantFrom('ECONNABORTED', '500')),
        message: fc.oneof(fc.string(), fc.integer()),
        statusText: fc.string(),
        name: fc.constantFrom('Error', 'AbortError', 'TimeoutError'),
        body: fc.oneof(fc.json(), fc.anything()),
        response: fc.record({ status: fc.integer(), data: fc.anything() }, { requiredKeys: [] }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(fc.anything(), errorLike), (input) => {
        const { statusCode, message, code } = normaliseError(input);
        expect(Number.isInteger(statusCode) && statusCode >= 100 && statusCode <= 599).toBe(true);
        expect(typeof message === 'string' && message.trim() !== '').toBe(true);
        expect(code === undefined || (typeof code === 'string' && code !== '')).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
