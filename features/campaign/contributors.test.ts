import { describe, expect, it } from 'vitest';
import { contributorEntry, moreContributorsHref, requestedPages, MAX_CONTRIBUTOR_PAGES } from './contributors';

describe('contributors list', () => {
  it('reads the pages an address asks for, within 1 and the maximum', () => {
    expect(requestedPages(undefined)).toBe(1);
    expect(requestedPages('3')).toBe(3);
    expect(requestedPages(['2', '5'])).toBe(2);
    expect(requestedPages('0')).toBe(1);
    expect(requestedPages('99')).toBe(MAX_CONTRIBUTOR_PAGES);
    expect(requestedPages('deux')).toBe(1);
    expect(requestedPages('1e3')).toBe(1);
  });

  it('names a contributor, or leaves an anonymous one unnamed, and keeps a hidden amount hidden', () => {
    const date = '2026-11-20T10:00:00.000Z';
    expect(
      contributorEntry({ id: 7, firstName: 'Léa', lastName: 'Martin', amount: 2500, date, message: null }),
    ).toEqual({ id: '7', name: 'Léa Martin', amountCents: 2500, date });
    expect(contributorEntry({ id: 8, firstName: null, lastName: null, amount: null, date, message: null })).toEqual({
      id: '8',
      name: null,
      amountCents: null,
      date,
    });
  });

  it('links "see more" to one page more, at the first new entry', () => {
    const contributors = Array.from({ length: 8 }, (_, index) => ({ id: String(index), date: '' }));
    expect(moreContributorsHref({ contributors, pages: 1 })).toBe('?contributeurs=2#contributeur-9');
  });
});
