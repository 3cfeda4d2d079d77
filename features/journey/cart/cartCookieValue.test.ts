import { describe, expect, it } from 'vitest';
import { cartCookieName, parseCartCookie, rememberedItemsOf, serializeCartCookie } from './cartCookieValue';

describe('cart cookie', () => {
  it('is named per form, its kind included (a donation and an event may share a slug)', () => {
    expect(cartCookieName({ organizationSlug: 'les-amis', formType: 'Donation', formSlug: 'soutenir' })).toBe(
      'forms-cart.les-amis.formulaires.soutenir',
    );
    expect(cartCookieName({ organizationSlug: 'les-amis', formType: 'Event', formSlug: 'soutenir' })).toBe(
      'forms-cart.les-amis.evenements.soutenir',
    );
  });

  it('round-trips the cart id and its items: tier, quantity and chosen amount', () => {
    const value = {
      cartId: 'crt_Ab-9_x',
      items: [
        { tierId: 1011, quantity: 1, amountCents: 5000 },
        { tierId: 2001, quantity: 2, amountCents: null },
      ],
    };
    expect(serializeCartCookie(value)).toBe('crt_Ab-9_x~1011.1.5000_2001.2.-');
    expect(parseCartCookie(serializeCartCookie(value))).toEqual(value);
    expect(parseCartCookie('crt_1~')).toEqual({ cartId: 'crt_1', items: [] });
  });

  it.each([undefined, null, '', '~1011.1.5000', 'crt 1~1011.1.5', 'crt;1'])('refuses %j', (value) => {
    expect(parseCartCookie(value)).toBeNull();
  });

  it('keeps the cart of an older or damaged value, without the items it cannot read', () => {
    expect(parseCartCookie('crt_1~5000~o')).toEqual({ cartId: 'crt_1', items: [] });
    expect(parseCartCookie('crt_1~1011.1.12,5_1012.0.100_1013.1.-')).toEqual({
      cartId: 'crt_1',
      items: [{ tierId: 1013, quantity: 1, amountCents: null }],
    });
  });

  it('remembers a cart’s places as one line per tier and amount', () => {
    const place = (tierId: number, customAmount: number | null) => ({ tierId, customAmount });
    expect(rememberedItemsOf({ items: [place(3001, null), place(3001, null), place(3002, 1500)] } as never)).toEqual([
      { tierId: 3001, quantity: 2, amountCents: null },
      { tierId: 3002, quantity: 1, amountCents: 1500 },
    ]);
  });
});
