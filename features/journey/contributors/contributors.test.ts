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
    ).toEqual({ id: '7', name: 'Léa Martin', amountCents: 2500, date, dateText: '20/11/2026' });
    expect(contributorEntry({ id: 8, firstName: null, lastName: null, amount: null, date, message: null })).toEqual({
      id: '8',
      name: null,
      amountCents: null,
      date,
      dateText: '20/11/2026',
    });
  });

  it('writes the date as the Paris day, on the server (23:30 UTC on 31 December is already 1 January there)', () => {
    const entry = contributorEntry({
      id: 9,
      firstName: 'Léa',
      lastName: null,
      amount: 100,
      date: '2026-12-31T23:30:00.000Z',
      message: null,
    });
    expect(entry.dateText).toBe('01/01/2027');
  });

  it('links "see more" to one page more, at the first new entry', () => {
    const contributors = Array.from({ length: 8 }, (_, index) => ({ id: String(index), date: '' }));
    expect(moreContributorsHref({ contributors, pages: 1 })).toBe('?contributeurs=2#contributeur-9');
  });
});
