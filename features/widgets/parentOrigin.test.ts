import { describe, expect, it } from 'vitest';
import { parseParentOrigin } from './parentOrigin';

describe('parseParentOrigin', () => {
  it('accepts an http(s) origin, with or without a trailing slash', () => {
    expect(parseParentOrigin('https://mon-asso.fr')).toBe('https://mon-asso.fr');
    expect(parseParentOrigin('https://mon-asso.fr/')).toBe('https://mon-asso.fr');
    expect(parseParentOrigin('http://localhost:8080')).toBe('http://localhost:8080');
  });

  it('refuses anything else: nothing, a wildcard, a page, credentials, other schemes', () => {
    for (const value of [
      null,
      '',
      '*',
      'mon-asso.fr',
      'https://mon-asso.fr/dons',
      'https://mon-asso.fr?x=1',
      'https://user:pass@mon-asso.fr',
      'javascript:alert(1)',
      'data:text/html,x',
      'file:///etc/passwd',
    ]) {
      expect(parseParentOrigin(value), String(value)).toBeNull();
    }
  });
});
