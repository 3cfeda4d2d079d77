import { describe, expect, it } from 'vitest';
import { isWidgetPath, securityHeaders } from './securityHeaders';

describe('securityHeaders', () => {
  it.each([
    ['/associations/a/formulaires/b/widget', true],
    ['/associations/a/formulaires/b/widget/en', true],
    ['/associations/a/collectes/b/widget-compteur', true],
    ['/associations/a/collectes/b/widget-vignette-horizontale', true],
    ['/associations/a/formulaires/b/1', false],
    ['/', false],
    ['/associations/widgetry/formulaires/b', false],
  ])('%s is a widget route: %s', (path, expected) => {
    expect(isWidgetPath(path)).toBe(expected);
  });

  it('lets only the same origin frame ordinary pages', () => {
    const headers = securityHeaders('/');
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'self'");
    expect(headers['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('lets any site frame widget routes', () => {
    const headers = securityHeaders('/associations/a/formulaires/b/widget');
    expect(headers['Content-Security-Policy']).toContain('frame-ancestors *');
    expect(headers['X-Frame-Options']).toBeUndefined();
  });
});
