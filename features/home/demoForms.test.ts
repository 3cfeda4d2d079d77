import { describe, expect, it } from 'vitest';
import type { OrganizationFull } from '@/lib/api/contracts/forms';
import { demoFormsOf } from './demoForms';

const form = (
  formSlug: string,
  formType: OrganizationFull['forms'][number]['formType'],
  state = 'Public' as const,
) => ({
  formSlug,
  formType,
  title: `Titre ${formSlug}`,
  state,
  url: `http://localhost/forms/x/${formSlug}`,
});

describe('demoFormsOf', () => {
  it('keeps the public forms whose kind has a journey, with their path under /forms', () => {
    const organization = {
      organizationSlug: 'les-amis',
      name: 'Les Amis',
      forms: [
        form('don', 'Donation'),
        form('fete', 'Event'),
        form('boutique', 'Shop'),
        form('commande', 'Checkout'),
        { ...form('vieux', 'Donation'), state: 'Disabled' as const },
      ],
    } as unknown as OrganizationFull;
    expect(demoFormsOf(organization)).toEqual({
      slug: 'les-amis',
      name: 'Les Amis',
      forms: [
        { title: 'Titre don', formType: 'Donation', path: '/associations/les-amis/formulaires/don' },
        { title: 'Titre fete', formType: 'Event', path: '/associations/les-amis/evenements/fete' },
        { title: 'Titre boutique', formType: 'Shop', path: '/associations/les-amis/boutiques/boutique' },
      ],
    });
  });
});
