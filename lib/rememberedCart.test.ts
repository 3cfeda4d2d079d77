import { describe, expect, it } from 'vitest';
import { parseRestartQuery, restartPath } from './rememberedCart';
import { isSafeJourneyPath } from './routes/journey';

const ref = { organizationSlug: 'les-amis', formType: 'Donation', formSlug: 'soutenir' } as const;

describe('remembered cart', () => {
  it('keeps the choices of a dropped cart across the restart, and reads them back', () => {
    const items = [
      { tierId: 1012, quantity: 1, amountCents: 4200 },
      { tierId: 2001, quantity: 3, amountCents: null },
    ];
    const path = restartPath(ref, { widget: false, english: false }, 'expire', { cartId: 'crt_x', items });
    expect(path).toBe(
      '/associations/les-amis/formulaires/soutenir/1?panier=expire&choix=1012.1.4200_2001.3.-&ancien=crt_x',
    );
    expect(isSafeJourneyPath(ref, path)).toBe(true);
    const query = Object.fromEntries(new URL(path, 'http://x').searchParams);
    expect(parseRestartQuery(query)).toEqual({ reason: 'expire', memory: { items }, droppedCartId: 'crt_x' });
    expect(parseRestartQuery({ panier: 'nimporte', choix: '1.-3.5', ancien: '<script>' })).toEqual({
      reason: null,
      memory: { items: [] },
      droppedCartId: null,
    });
    expect(parseRestartQuery({ panier: ['introuvable', 'expire'] }).reason).toBe('introuvable');
  });
});
