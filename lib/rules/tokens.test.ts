import { describe, expect, it } from 'vitest';
import {
  ADMIN_ROLES,
  decodeJwtPayload,
  hasAdminRole,
  isAdminRole,
  isConnected,
  isTokenExpired,
  readAccessToken,
  type AccessToken,
} from './tokens';

/** A JWT with the given payload; the signature is irrelevant (never verified here). */
function jwt(payload: unknown): string {
  const encode = (value: unknown) => {
    const bytes = new TextEncoder().encode(JSON.stringify(value));
    return btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

const NOW = new Date('2026-06-01T12:00:00Z');
const NOW_SECONDS = NOW.getTime() / 1000;

describe('decodeJwtPayload', () => {
  it('decodes base64url UTF-8 payloads without verifying', () => {
    expect(decodeJwtPayload(jwt({ uid: '42', name: 'Élodie ~?>' }))).toEqual({ uid: '42', name: 'Élodie ~?>' });
  });

  it.each([
    ['not a token', 'abc'],
    ['two parts', 'a.b'],
    ['empty payload', 'a..c'],
    ['not base64', 'a.@@@.c'],
    ['not JSON', `a.${btoa('hello')}.c`],
    ['a JSON array', `a.${btoa('[1]')}.c`],
    ['JSON null', `a.${btoa('null')}.c`],
    ['invalid UTF-8', `a.${btoa('\xff\xfe')}.c`],
  ])('returns null for %s', (_, token) => {
    expect(decodeJwtPayload(token)).toBeNull();
  });
});

describe('readAccessToken', () => {
  it('reads expiry, user id, roles and the unverified flag', () => {
    expect(readAccessToken(jwt({ exp: NOW_SECONDS, uid: 'u1', roles: ['FormAdmin', 3], unverified: false }))).toEqual({
      expiresAt: NOW,
      userId: 'u1',
      roles: ['FormAdmin'],
      unverified: false,
    });
  });

  it.each([
    [{}, { expiresAt: null, userId: null, roles: [], unverified: false }],
    [
      { exp: 'soon', uid: '  ', roles: 'OrganizationAdmin', unverified: 'True' },
      { expiresAt: null, userId: null, roles: ['OrganizationAdmin'], unverified: true },
    ],
    [
      { uid: 7, unverified: true, roles: { a: 1 } },
      { expiresAt: null, userId: '7', roles: [], unverified: true },
    ],
    [
      { uid: Number.NaN, unverified: 'false' },
      { expiresAt: null, userId: null, roles: [], unverified: false },
    ],
  ])('tolerates claims %j', (payload, expected) => {
    expect(readAccessToken(jwt(payload))).toEqual(expected);
  });

  it('returns null for an unreadable token', () => {
    expect(readAccessToken('garbage')).toBeNull();
  });
});

const token = (overrides: Partial<AccessToken>): AccessToken => ({
  expiresAt: null,
  userId: 'u1',
  roles: [],
  unverified: false,
  ...overrides,
});

describe('isTokenExpired (SPEC §4: expired when its expiry is before now)', () => {
  it.each([
    ['one second before now', new Date(NOW.getTime() - 1000), true],
    ['exactly now', NOW, false],
    ['later', new Date(NOW.getTime() + 1000), false],
  ])('expiry %s → %s', (_, expiresAt, expired) => {
    expect(isTokenExpired(token({ expiresAt }), NOW)).toBe(expired);
  });

  it('treats a missing token or expiry as expired', () => {
    expect(isTokenExpired(null, NOW)).toBe(true);
    expect(isTokenExpired(token({ expiresAt: null }), NOW)).toBe(true);
  });
});

describe('isConnected (user id and not unverified)', () => {
  it.each([
    [token({}), true],
    [token({ unverified: true }), false],
    [token({ userId: null }), false],
    [null, false],
  ])('%j → %s', (value, connected) => {
    expect(isConnected(value)).toBe(connected);
  });
});

describe('admin roles', () => {
  it('are OrganizationAdmin and FormAdmin', () => {
    expect(ADMIN_ROLES).toEqual(['OrganizationAdmin', 'FormAdmin']);
  });

  it.each([
    ['OrganizationAdmin', true],
    ['FormAdmin', true],
    ['formadmin', false],
    ['User', false],
  ])('isAdminRole(%s) = %s', (role, expected) => {
    expect(isAdminRole(role)).toBe(expected);
  });

  it.each([
    [token({ roles: ['User', 'FormAdmin'] }), true],
    [token({ roles: ['User'] }), false],
    [null, false],
  ])('hasAdminRole(%j) = %s', (value, expected) => {
    expect(hasAdminRole(value)).toBe(expected);
  });
});
