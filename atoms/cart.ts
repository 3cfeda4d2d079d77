/**
 * The cart store (SPEC §3, §4): the cart lives in the API; the browser mirrors it in
 * sessionStorage under `ha-forms` so a reload resumes the journey. Cart, coupon, tip,
 * expiry time and payer are kept per cart; payment status and error code once.
 * Never card data (card numbers only ever go to the card provider's page).
 */
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { Cart, Payer } from '@/lib/api/contracts/carts';

export const CART_STORAGE_KEY = 'ha-forms';

export type PaymentStatus = 'idle' | 'pending' | 'success' | 'error';

export interface CartStore {
  /** Carts by form key ("organizationSlug/formType/formSlug"): one open cart per form. */
  carts: Record<string, Cart>;
  /** Coupon codes by cart id. */
  coupons: Record<string, string>;
  /** Tips in cents by cart id, or by form key before the cart exists. */
  tips: Record<string, number>;
  /** Payer details by cart id, as saved on the cart. */
  payers: Record<string, Payer>;
  /**
   * What the payer is typing in a step, not submitted yet, by cart id and step form
   * (text as typed): a reload in the middle of a step loses nothing.
   */
  drafts: Record<string, Record<string, string>>;
  paymentStatus: PaymentStatus;
  /** HTTP status or API code of the last failed payment initialisation. */
  paymentErrorCode: string | number | null;
}

export const emptyCartStore: CartStore = {
  carts: {},
  coupons: {},
  tips: {},
  payers: {},
  drafts: {},
  paymentStatus: 'idle',
  paymentErrorCode: null,
};

export function formKey(cart: Pick<Cart, 'organizationSlug' | 'formType' | 'formSlug'>): string {
  return `${cart.organizationSlug}/${cart.formType}/${cart.formSlug}`;
}

const storage = createJSONStorage<CartStore>(() => sessionStorage);

/** Read on mount (not during the first render), so server and client HTML agree. */
export const cartStoreAtom = atomWithStorage<CartStore>(CART_STORAGE_KEY, emptyCartStore, storage);

function omit<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

type Action =
  | { type: 'setCart'; cart: Cart }
  | { type: 'removeCart'; cartId: string }
  | { type: 'setCartMeta'; cartId: string; meta: Cart['meta']; currentCartExpirationTime: string }
  | { type: 'setTip'; key: string; cents: number }
  | { type: 'unsetTip'; key: string }
  | { type: 'setCoupon'; cartId: string; code: string }
  | { type: 'unsetCoupon'; cartId: string }
  | { type: 'setPayer'; cartId: string; payer: Payer }
  | { type: 'setDraft'; key: string; values: Record<string, string> }
  | { type: 'unsetDraft'; key: string }
  | { type: 'setPaymentStatus'; status: PaymentStatus }
  | { type: 'setPaymentErrorCode'; code: string | number | null };

/** Pure reducer of the store operations, so they can be tested without storage. */
export function reduceCartStore(store: CartStore, action: Action): CartStore {
  switch (action.type) {
    case 'setCart':
      return { ...store, carts: { ...store.carts, [formKey(action.cart)]: action.cart } };
    case 'removeCart': {
      // Removing a cart clears its coupon, tip and payer too (SPEC §4).
      const carts = Object.fromEntries(Object.entries(store.carts).filter(([, cart]) => cart.id !== action.cartId));
      return {
        ...store,
        carts,
        coupons: omit(store.coupons, action.cartId),
        tips: omit(store.tips, action.cartId),
        payers: omit(store.payers, action.cartId),
        drafts: Object.fromEntries(
          Object.entries(store.drafts ?? {}).filter(([key]) => !key.startsWith(`${action.cartId}:`)),
        ),
      };
    }
    case 'setCartMeta': {
      const entry = Object.entries(store.carts).find(([, cart]) => cart.id === action.cartId);
      if (!entry) return store;
      const [key, cart] = entry;
      return {
        ...store,
        carts: {
          ...store.carts,
          [key]: { ...cart, meta: action.meta, currentCartExpirationTime: action.currentCartExpirationTime },
        },
      };
    }
    case 'setTip':
      return { ...store, tips: { ...store.tips, [action.key]: action.cents } };
    case 'unsetTip':
      return { ...store, tips: omit(store.tips, action.key) };
    case 'setCoupon':
      return { ...store, coupons: { ...store.coupons, [action.cartId]: action.code } };
    case 'unsetCoupon':
      return { ...store, coupons: omit(store.coupons, action.cartId) };
    case 'setPayer':
      return { ...store, payers: { ...store.payers, [action.cartId]: action.payer } };
    case 'setDraft':
      return { ...store, drafts: { ...store.drafts, [action.key]: action.values } };
    case 'unsetDraft':
      return { ...store, drafts: omit(store.drafts ?? {}, action.key) };
    case 'setPaymentStatus':
      return { ...store, paymentStatus: action.status };
    case 'setPaymentErrorCode':
      return { ...store, paymentErrorCode: action.code };
  }
}

/** Key of a step draft: `{cartId}:{form}`, so removing the cart removes its drafts. */
export const draftKey = (cartId: string, formName: string) => `${cartId}:${formName}`;

/** Dispatch an operation on the persisted store. */
export const cartStoreDispatchAtom = atom(null, (get, set, action: Action) => {
  set(cartStoreAtom, reduceCartStore(get(cartStoreAtom), action));
});

/** A failed payment initialisation: status error, code = HTTP status or API code (SPEC §4). */
export const paymentInitFailedAtom = atom(null, (_get, set, code: string | number) => {
  set(cartStoreDispatchAtom, { type: 'setPaymentStatus', status: 'error' });
  set(cartStoreDispatchAtom, { type: 'setPaymentErrorCode', code });
});
