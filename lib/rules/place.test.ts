import { describe, expect, it } from 'vitest';
import { placeLine } from './place';

describe('placeLine', () => {
  it('joins the name, the address and the zip code with the city', () => {
    expect(
      placeLine({ name: 'Salle des fêtes', address: '1 place de la Mairie', zipCode: '03320', city: 'Lurcy-Lévis' }),
    ).toBe('Salle des fêtes, 1 place de la Mairie, 03320 Lurcy-Lévis');
  });

  it('leaves out the missing parts', () => {
    expect(placeLine({ name: null, address: '', zipCode: null, city: 'Lurcy-Lévis' })).toBe('Lurcy-Lévis');
    expect(placeLine({ name: 'Salle des fêtes', address: null, zipCode: '03320', city: null })).toBe(
      'Salle des fêtes, 03320',
    );
    expect(placeLine({ name: null, address: null, zipCode: null, city: null })).toBe('');
  });
});
