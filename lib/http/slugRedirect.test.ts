import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugRedirectPath } from './slugRedirect';

describe('slugRedirectPath (SPEC §2)', () => {
  it.each([
    ['/associations/Les-Amis/formulaires/Soutenir', '/associations/les-amis/formulaires/soutenir'],
    [
      '/associations/les+amis/formulaires/soutenir+nos+actions',
      '/associations/les-amis/formulaires/soutenir-nos-actions',
    ],
    [
      '/associations/les%20amis/Evenements/f%C3%AAte%20de%20quartier/2',
      '/associations/les-amis/evenements/f%C3%AAte-de-quartier/2',
    ],
    ['/associations/LES-AMIS', '/associations/les-amis'],
    ['/associations/les-amis/FORMULAIRES', '/associations/les-amis/formulaires'],
    // Only the three slugs change: what follows keeps its case.
    ['/associations/Asso/formulaires/Camp/widget/EN', '/associations/asso/formulaires/camp/widget/EN'],
    ['/associations/Asso/formulaires/camp/checkout/crt_AbC', '/associations/asso/formulaires/camp/checkout/crt_AbC'],
    // /associations/{org}/checkout/{cartId}: the cart id is not a slug.
    ['/associations/Asso/checkout/crt_AbC', '/associations/asso/checkout/crt_AbC'],
    ['/associations/asso/CHECKOUT/crt_AbC', '/associations/asso/checkout/crt_AbC'],
  ])('%s → %s', (path, expected) => {
    expect(slugRedirectPath(path)).toBe(expected);
  });

  it.each([
    ['/associations/les-amis/formulaires/soutenir-nos-actions'],
    ['/associations/les-amis/formulaires/soutenir/2'],
    ['/associations/asso/checkout/crt_AbC'],
    ['/associations/f%C3%AAte/formulaires/x'],
    ['/'],
    ['/paiement/embarque/Abc'],
    ['/Associations/Asso'],
    ['/associations/'],
    // A broken escape is left to the route (404), not redirected.
    ['/associations/%E0%A4%A/formulaires/x'],
  ])('%s is left alone', (path) => {
    expect(slugRedirectPath(path)).toBeNull();
  });

  it('is idempotent: a redirect target never redirects again', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[A-Za-z0-9+ é-]{1,12}$/), { minLength: 1, maxLength: 5 }),
        (segments) => {
          const path = `/associations/${segments.map(encodeURIComponent).join('/')}`;
          const target = slugRedirectPath(path);
          if (target !== null) expect(slugRedirectPath(target)).toBeNull();
        },
      ),
    );
  });
});
