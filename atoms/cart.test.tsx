import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { Cart } from '@/lib/api/contracts/carts';
import {
  CART_STORAGE_KEY,
  cartStoreAtom,
  cartStoreDispatchAtom,
  draftKey,
  emptyCartStore,
  formKey,
  paymentInitFailedAtom,
  reduceCartStore,
} from './cart';

const cart = {
  id: 'c1',
  organizationSlug: 'les-amis',
  formType: 'Donation',
  formSlug: 'soutenir',
  meta: { createdAt: '2026-11-21T10:00:00Z', updatedAt: '2026-11-21T10:00:00Z' },
  currentCartExpirationTime: '2026-11-21T10:15:00Z',
} as unknown as Cart;

describe('cart store', () => {
  it('keys carts by form and removes a cart with its coupon, tip and payer', () => {
    let store = reduceCartStore(emptyCartStore, { type: 'setCart', cart });
    store = reduceCartStore(store, { type: 'setCoupon', cartId: 'c1', code: 'MERCI10' });
    store = reduceCartStore(store, { type: 'setTip', key: 'c1', cents: 250 });
    store = reduceCartStore(store, {
      type: 'setPayer',
      cartId: 'c1',
      payer: { firstName: 'Léa', lastName: 'Martin', email: 'lea@example.fr' },
    });
    expect(store.carts[formKey(cart)]?.id).toBe('c1');
    store = reduceCartStore(store, { type: 'removeCart', cartId: 'c1' });
    expect(store).toEqual(emptyCartStore);
  });

  it('updates the meta and expiry of a known cart only', () => {
    const meta = { createdAt: cart.meta.createdAt, updatedAt: '2026-11-21T10:05:00Z' };
    let store = reduceCartStore(emptyCartStore, { type: 'setCart', cart });
    store = reduceCartStore(store, {
      type: 'setCartMeta',
      cartId: 'c1',
      meta,
      currentCartExpirationTime: '2026-11-21T10:20:00Z',
    });
    expect(store.carts[formKey(cart)]?.currentCartExpirationTime).toBe('2026-11-21T10:20:00Z');
    expect(reduceCartStore(store, { type: 'setCartMeta', cartId: 'nope', meta, currentCartExpirationTime: 'x' })).toBe(
      store,
    );
  });

  it('unsets tips and coupons', () => {
    let store = reduceCartStore(emptyCartStore, { type: 'setTip', key: 'les-amis/Donation/soutenir', cents: 100 });
    store = reduceCartStore(store, { type: 'unsetTip', key: 'les-amis/Donation/soutenir' });
    store = reduceCartStore(store, { type: 'setCoupon', cartId: 'c1', code: 'A' });
    store = reduceCartStore(store, { type: 'unsetCoupon', cartId: 'c1' });
    expect(store).toEqual(emptyCartStore);
  });

  it('persists to sessionStorage under ha-forms and records a failed payment initialisation', () => {
    const jotai = createStore();
    jotai.sub(cartStoreAtom, () => {});
    jotai.set(cartStoreDispatchAtom, { type: 'setCart', cart });
    jotai.set(paymentInitFailedAtom, 409);
    const saved = JSON.parse(sessionStorage.getItem(CART_STORAGE_KEY) ?? '{}');
    expect(saved.carts[formKey(cart)].id).toBe('c1');
    expect(saved.paymentStatus).toBe('error');
    expect(saved.paymentErrorCode).toBe(409);
  });
});

describe('step drafts', () => {
  it('keeps what is typed per cart and step, and forgets it with the cart', () => {
    let store = reduceCartStore(emptyCartStore, { type: 'setCart', cart });
    store = reduceCartStore(store, { type: 'setDraft', key: draftKey('c1', 'payer'), values: { firstName: 'Léa' } });
    store = reduceCartStore(store, { type: 'setDraft', key: draftKey('c2', 'payer'), values: { firstName: 'Jean' } });
    expect(store.drafts['c1:payer']).toEqual({ firstName: 'Léa' });
    store = reduceCartStore(store, { type: 'unsetDraft', key: 'c2:payer' });
    expect(store.drafts['c2:payer']).toBeUndefined();
    store = reduceCartStore(store, { type: 'removeCart', cartId: 'c1' });
    expect(store).toEqual(emptyCartStore);
  });

  it('reads a store saved before drafts existed', () => {
    const old = { ...emptyCartStore, drafts: undefined } as unknown as typeof emptyCartStore;
    expect(reduceCartStore(old, { type: 'removeCart', cartId: 'c1' }).drafts).toEqual({});
    expect(reduceCartStore(old, { type: 'unsetDraft', key: 'x' }).drafts).toEqual({});
  });
});
