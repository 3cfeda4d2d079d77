import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseRouteSlugs, normaliseSlug } from './slugs';

describe('normaliseSlug (SPEC §2)', () => {
  it.each([
    ['mon-asso', 'mon-asso'],
    ['Mon-Asso', 'mon-asso'],
    ['mon asso', 'mon-asso'],
    ['mon+asso', 'mon-asso'],
    ['Mon+Super Asso', 'mon-super-asso'],
    ['a  b', 'a--b'],
    ['tab\there', 'tab-here'],
    ['ÉCOLE', 'école'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normaliseSlug(input)).toBe(expected);
  });

  it('is idempotent and leaves no upper case, plus or whitespace', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (slug) => {
        const once = normaliseSlug(slug);
        expect(normaliseSlug(once)).toBe(once);
        expect(once).not.toMatch(/[+\s]/u);
        expect(once).toBe(once.toLowerCase());
      }),
    );
  });
});

describe('normaliseRouteSlugs', () => {
  it.each([
    [{ organizationSlug: 'asso', formType: 'evenements', formSlug: 'gala' }, false],
    [{ organizationSlug: 'Asso', formType: 'evenements', formSlug: 'gala' }, true],
    [{ organizationSlug: 'asso', formType: 'Evenements', formSlug: 'gala' }, true],
    [{ organizationSlug: 'asso', formType: 'evenements', formSlug: 'gala 2026' }, true],
    [{ organizationSlug: 'asso' }, false],
    [{ organizationSlug: 'a+b' }, true],
  ])('%j → redirect %s', (route, redirect) => {
    const result = normaliseRouteSlugs(route);
    expect(result.redirect).toBe(redirect);
    expect(result.slugs.organizationSlug).toBe(normaliseSlug(route.organizationSlug));
  });

  it('returns the normalised triple', () => {
    expect(
      normaliseRouteSlugs({ organizationSlug: 'Les Amis', formType: 'Adhesions', formSlug: 'Saison+2026' }),
    ).toEqual({
      slugs: { organizationSlug: 'les-amis', formType: 'adhesions', formSlug: 'saison-2026' },
      redirect: true,
    });
    expect(normaliseRouteSlugs({ organizationSlug: 'x' }).slugs).toEqual({
      organizationSlug: 'x',
      formType: undefined,
      formSlug: undefined,
    });
  });

  it('redirects exactly when something changes, and never twice', () => {
    const slug = fc.string({ unit: 'grapheme', maxLength: 12 });
    fc.assert(
      fc.property(slug, slug, slug, (organizationSlug, formType, formSlug) => {
        const first = normaliseRouteSlugs({ organizationSlug, formType, formSlug });
        const changed = [organizationSlug, formType, formSlug].some((value) => normaliseSlug(value) !== value);
        expect(first.redirect).toBe(changed);
        expect(normaliseRouteSlugs(first.slugs).redirect).toBe(false);
      }),
    );
  });
});
