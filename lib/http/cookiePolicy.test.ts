import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  acceptsSecureCookies,
  expiredCookie,
  firstPartyCookie,
  journeyCookie,
  pageSecurityFromHeaders,
} from './cookiePolicy';
import { sessionCookiesFor } from '../api/sessionCookies';

const localhost = { https: false, hostname: 'localhost' };
const plainHttpHost = { https: false, hostname: 'demo.example' };
const httpsHost = { https: true, hostname: 'formulaires.example' };

afterEach(() => vi.unstubAllEnvs());

describe('firstPartyCookie', () => {
  it('is Lax and httpOnly, Secure in production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(firstPartyCookie({ path: '/forms', maxAge: 60 })).toEqual({
      path: '/forms',
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      maxAge: 60,
    });
  });

  it('drops Secure in production only when the demo host opts out', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('FORMS_INSECURE_COOKIES', '1');
    expect(firstPartyCookie({ path: '/' }).secure).toBe(false);
    expect(firstPartyCookie({ path: '/', https: true }).secure).toBe(true);
  });

  it('is not Secure in development over http, and readable by scripts when asked', () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(firstPartyCookie({ path: '/', readableByScripts: true })).toEqual({
      path: '/',
      httpOnly: false,
      sameSite: 'lax',
      secure: false,
    });
  });
});

describe('journeyCookie', () => {
  it('gives a widget third-party-frame attributes where Secure cookies are kept', () => {
    vi.stubEnv('NODE_ENV', 'development');
    for (const page of [localhost, httpsHost]) {
      expect(journeyCookie({ path: '/forms', maxAge: 10, widget: true, page })).toEqual({
        path: '/forms',
        httpOnly: true,
        sameSite: 'none',
        secure: true,
        partitioned: true,
        maxAge: 10,
      });
    }
  });

  it('falls back to first-party attributes for a widget on plain http, and for a page', () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(journeyCookie({ path: '/forms', widget: true, page: plainHttpHost }).sameSite).toBe('lax');
    expect(journeyCookie({ path: '/forms', widget: false, page: httpsHost })).toEqual({
      path: '/forms',
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
    });
  });

  it('deletes a cookie in the jar it was written to', () => {
    const written = journeyCookie({ path: '/forms', maxAge: 100, widget: true, page: localhost });
    expect(expiredCookie(written)).toEqual({ ...written, maxAge: 0 });
  });
});

describe('page security', () => {
  it('reads the scheme and host the browser used', () => {
    const headers = new Headers({
      host: 'internal:3000',
      'x-forwarded-host': 'site.example, lb',
      'x-forwarded-proto': 'https',
    });
    expect(pageSecurityFromHeaders(headers)).toEqual({ https: true, hostname: 'site.example' });
    expect(pageSecurityFromHeaders(new Headers({ host: 'localhost:3100' }))).toEqual(localhost);
  });

  it('knows where browsers keep Secure cookies', () => {
    expect(acceptsSecureCookies(localhost)).toBe(true);
    expect(acceptsSecureCookies({ https: false, hostname: '127.0.0.1' })).toBe(true);
    expect(acceptsSecureCookies(httpsHost)).toBe(true);
    expect(acceptsSecureCookies(plainHttpHost)).toBe(false);
  });
});

describe('session cookies follow the policy', () => {
  it('keeps the names and attributes of the three session cookies', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const cookies = sessionCookiesFor({ access_token: 'a', refresh_token: 'r', expires_in: 300 });
    expect(cookies.map(({ name, options }) => [name, options])).toEqual([
      ['forms-access-token', { path: '/', httpOnly: true, sameSite: 'lax', secure: true, maxAge: 300 }],
      ['forms-refresh-token', { path: '/', httpOnly: true, sameSite: 'lax', secure: true, maxAge: 2592000 }],
      ['forms-session', { path: '/', httpOnly: false, sameSite: 'lax', secure: true, maxAge: 2592000 }],
    ]);
  });
});
