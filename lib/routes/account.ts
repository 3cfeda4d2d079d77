/**
 * Addresses of the visitor's account pages: signing in and out, the first connection and
 * the password reset (features/account), and the signed-in payer's orders
 * (features/orders; SPEC §6 "sees own payments and orders"). Here rather than in a
 * feature: the payment pages, the receipts and the orders send the payer to sign in, and
 * features do not import each other.
 */
/**
 * The literal segments of the account pages' addresses: the builders below and
 * lib/http/routeParams (which 404s a malformed address) both read them here.
 */
export const ACCOUNT_SEGMENTS = {
  signIn: 'connexion',
  signOut: 'deconnexion',
  firstConnection: 'premiere-connexion',
  /** The payer's own space: /utilisateur/… */
  user: 'utilisateur',
  passwordReset: 'recuperation-mot-de-passe',
  orders: 'commandes',
  /** The confirmation step before a monthly gift is stopped. */
  stopGift: 'arreter',
} as const;

const { signIn, signOut, firstConnection, user, passwordReset, orders, stopGift } = ACCOUNT_SEGMENTS;

/** The sign-in page, coming back to `path` once signed in (app/(default)/connexion). */
export const signInPath = (path: string) => `/${signIn}?redirectTo=${encodeURIComponent(path)}`;

/** The sign-out page (a confirmation button, for the header's menu without JavaScript), then back to `path`. */
export const signOutPath = (path: string) => `/${signOut}?returnTo=${encodeURIComponent(path)}`;

/**
 * SPEC §2 /premiere-connexion[?redirectTo={path}]: asks for the emailed link that sets a
 * first password (the link adds `?token=`); where a finished flow lands without `path`.
 */
export const firstConnectionPath = (path?: string) =>
  `/${firstConnection}${path === undefined ? '' : `?redirectTo=${encodeURIComponent(path)}`}`;

/** SPEC §2 /utilisateur/recuperation-mot-de-passe: asks for the emailed link that resets a password. */
export const passwordResetPath = `/${user}/${passwordReset}`;

/**
 * What the order page says on arrival, after an action on its monthly gift or plan:
 * the gift stopped, the card changed, or the card change given up or failed; the
 * receipts sent again, or not yet (too many asked: the rate limit).
 */
export const ORDER_NOTICES = ['arret', 'carte', 'carte-abandon', 'carte-echec', 'recus', 'recus-limite'] as const;
export type OrderNotice = (typeof ORDER_NOTICES)[number];

export const isOrderNotice = (value: unknown): value is OrderNotice =>
  (ORDER_NOTICES as readonly unknown[]).includes(value);

/** The payer's order (SPEC §6 "sees own payments and orders"): /utilisateur/commandes/{id}. */
export const orderPagePath = (orderId: number, notice?: OrderNotice) =>
  `/${user}/${orders}/${orderId}${notice ? `?fait=${notice}` : ''}`;

/** The confirmation step before a monthly gift is stopped (a page of its own: no JavaScript needed). */
export const stopGiftPath = (orderId: number) => `/${user}/${orders}/${orderId}/${stopGift}`;
