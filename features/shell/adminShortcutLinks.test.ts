import { describe, expect, it } from 'vitest';
import { adminShortcutLinks } from './adminShortcutLinks';

describe('admin shortcuts (SPEC §2)', () => {
  it('builds the back-office pages of a donation form', () => {
    expect(
      adminShortcutLinks('https://admin.example/', {
        organizationSlug: 'les-amis-du-quartier',
        formType: 'Donation',
        formSlug: 'soutenir-nos-actions',
      }),
    ).toEqual({
      edit: 'https://admin.example/les-amis-du-quartier/formulaires/soutenir-nos-actions/edition/1',
      share: 'https://admin.example/les-amis-du-quartier/formulaires/soutenir-nos-actions/diffusion',
      statistics: 'https://admin.example/les-amis-du-quartier/formulaires/soutenir-nos-actions/statistiques',
      administrators: 'https://admin.example/les-amis-du-quartier/formulaires/soutenir-nos-actions/administrateurs',
    });
  });

  it('says "ventes" for payment forms', () => {
    expect(
      adminShortcutLinks('https://admin.example', {
        organizationSlug: 'asso',
        formType: 'PaymentForm',
        formSlug: 'sortie',
      }).edit,
    ).toBe('https://admin.example/asso/ventes/sortie/edition/1');
  });
});
