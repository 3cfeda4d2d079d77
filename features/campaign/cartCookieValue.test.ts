import { describe, expect, it } from 'vitest';
import { cartCookieName, parseCartCookie, serializeCartCookie } from './cartCookieValue';

describe('cart cookie', () => {
  it('is named per form', () => {
    expect(cartCookieName({ organizationSlug: 'les-amis', formType: 'Donation', formSlug: 'soutenir' })).toBe(
      'forms-cart.les-amis.soutenir',
    );
  });

  it('round-trips the cart id, the amount and the frequency', () => {
    const value = { cartId: 'crt_Ab-9_x', amountCents: 5000, monthly: true };
    expect(serializeCartCookie(value)).toBe('crt_Ab-9_x~5000~m');
    expect(parseCartCookie(serializeCartCookie(value))).toEqual(value);
    expect(parseCartCookie('crt_1~~o')).toEqual({ cartId: 'crt_1', amountCents: null, monthly: false });
  });

  it.each([undefined, null, '', '~5000~o', 'crt 1~5~o', 'crt;1'])('refuses %j', (value) => {
    expect(parseCartCookie(value)).toBeNull();
  });

  it('ignores an amount that is not a whole number of cents', () => {
    expect(parseCartCookie('crt_1~12.5~o')?.amountCents).toBeNull();
  });
});
