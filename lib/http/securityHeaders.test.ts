import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  createNonce,
  formActionOriginsFromEnv,
  isWidgetPath,
  originOf,
  securityHeaders,
} from './securityHeaders';

const nonce = 'bm9uY2U=';

function directives(policy: string): Map<string, string> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

describe('securityHeaders', () => {
  it.each([
    ['/associations/a/formulaires/b/widget', true],
    ['/associations/a/formulaires/b/widget/en', true],
    ['/associations/a/collectes/b/widget-compteur', true],
    ['/associations/a/collectes/b/widget-vignette-horizontale', true],
    ['/associations/a/formulaires/b/widget-bouton/en', true],
    ['/associations/a/evenements/b/widget-vignette/en', true],
    ['/forms/associations/a/formulaires/b/widget-compteur/en', true],
    ['/associations/a/formulaires/b/1', false],
    ['/', false],
    ['/associations/widgetry/formulaires/b', false],
    // A form named "widget…" is a page of the journey, not a widget.
    ['/associations/a/formulaires/widget-solidaire', false],
    ['/associations/a/formulaires/widget', false],
    ['/associations/a/formulaires/b/widget-inconnu', false],
  ])('%s is a widget route: %s', (path, expected) => {
    expect(isWidgetPath(path)).toBe(expected);
  });

  it.each([
    ['/paiement/embarque/pr_1', 'widget=1', true],
    ['/paiement/embarque/confirmation/pr_1/en', 'widget=1', true],
    ['/redirection', 'outcome=confirmation&widget=1', true],
    ['/associations/a/formulaires/b/redirection/en', 'outcome=echec&widget=1', true],
    ['/paiement/embarque/pr_1', '', false],
    ['/associations/a/formulaires/b/redirection', 'outcome=echec', false],
    ['/associations/a/formulaires/b/1', 'widget=1', false],
    ['/parametres-affichage', 'widget=1', false],
  ])('%s?%s continues a widget journey (framable by any site): %s', (path, query, expected) => {
    expect(isWidgetPath(path, new URLSearchParams(query))).toBe(expected);
    const headers = securityHeaders(path, { nonce, searchParams: new URLSearchParams(query) });
    expect(headers['Content-Security-Policy']).toContain(expected ? 'frame-ancestors *' : "frame-ancestors 'self'");
    expect('X-Frame-Options' in headers).toBe(!expected);
  });

  it('lets only the same origin frame ordinary pages', () => {
    const headers = securityHeaders('/', { nonce });
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'self'");
    expect(headers['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Permissions-Policy']).toContain('payment=(self)');
  });

  it('lets the camera on at an event’s door only, for this origin', () => {
    const door = securityHeaders('/associations/a/evenements/b/controle', { nonce });
    expect(door['Permissions-Policy']).toContain('camera=(self)');
    expect(door['Permissions-Policy']).toContain('microphone=()');
    expect(securityHeaders('/forms/associations/a/evenements/b/controle', { nonce })['Permissions-Policy']).toContain(
      'camera=(self)',
    );
    for (const path of ['/associations/a/evenements/controle', '/associations/a/evenements/b/controle/x', '/controle'])
      expect(securityHeaders(path, { nonce })['Permissions-Policy'], path).toContain('camera=()');
  });

  it('lets any site frame widget routes', () => {
    const headers = securityHeaders('/associations/a/formulaires/b/widget', { nonce });
    expect(headers['Content-Security-Policy']).toContain('frame-ancestors *');
    expect(headers['X-Frame-Options']).toBeUndefined();
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts by nonce only, and what they load (strict-dynamic)', () => {
    const csp = directives(contentSecurityPolicy('/', { nonce }));
    expect(csp.get('script-src')).toBe(`'self' 'nonce-${nonce}' 'strict-dynamic'`);
    expect(csp.get('script-src')).not.toContain('unsafe-inline');
    expect(csp.get('script-src')).not.toContain('unsafe-eval');
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'self'");
    expect(csp.get('connect-src')).toBe("'self'");
  });

  it("allows inline style attributes (react-aria, Radix) without a nonce that would disable 'unsafe-inline'", () => {
    const csp = directives(contentSecurityPolicy('/', { nonce }));
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
  });

  it('lets widget routes show pictures from any https host (a thumbnail), other pages from ours only', () => {
    expect(directives(contentSecurityPolicy('/', { nonce })).get('img-src')).toBe("'self' data: blob:");
    expect(
      directives(contentSecurityPolicy('/associations/a/formulaires/b/widget-vignette', { nonce })).get('img-src'),
    ).toBe("'self' data: blob: https:");
  });

  it('adds eval and websockets in development only', () => {
    const csp = directives(contentSecurityPolicy('/', { nonce, development: true }));
    expect(csp.get('script-src')).toContain("'unsafe-eval'");
    expect(csp.get('connect-src')).toContain('ws:');
  });

  it('lets forms post to the card provider and the auth front when they live elsewhere', () => {
    const csp = directives(
      contentSecurityPolicy('/', { nonce, formActionOrigins: ['https://pay.example', 'https://pay.example'] }),
    );
    expect(csp.get('form-action')).toBe("'self' https://pay.example");
    expect(directives(contentSecurityPolicy('/', { nonce })).get('form-action')).toBe("'self'");
  });

  it('derives those origins from the environment', () => {
    expect(formActionOriginsFromEnv({})).toEqual([]);
    expect(
      formActionOriginsFromEnv({
        FORMS_API_URL: 'https://api.example/forms/api',
        NEXT_PUBLIC_AUTH_FRONT_URL: 'https://auth.example/',
      }),
    ).toEqual(['https://api.example', 'https://auth.example']);
    expect(
      formActionOriginsFromEnv({
        FORMS_API_URL: 'https://api.example',
        FORMS_CARD_PROVIDER_ORIGIN: 'https://card.example',
      }),
    ).toEqual(['https://card.example']);
    expect(formActionOriginsFromEnv({ FORMS_PUBLIC_ORIGIN: 'https://dons.example.org/' })).toEqual([
      'https://dons.example.org',
    ]);
  });

  it('reads origins of absolute http(s) URLs only', () => {
    expect(originOf('https://a.example/x?y')).toBe('https://a.example');
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('/relative')).toBeNull();
    expect(originOf(undefined)).toBeNull();
  });

  it('makes a new 128-bit nonce each time', () => {
    const a = createNonce();
    const b = createNonce();
    expect(a).not.toBe(b);
    expect(atob(a)).toHaveLength(16);
  });
});
