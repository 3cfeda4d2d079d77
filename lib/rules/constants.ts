/**
 * Business constants of SPEC §9 (and the few of §1–§7 the rules need), in one place so
 * the client, the server actions and the sandbox API agree on every limit.
 * Amounts are integer cents, durations milliseconds.
 */

/** Minimum cart total and minimum paid amount: 0.50 €, otherwise the cart must be free. */
export const MIN_CART_CENTS = 50;
export const MIN_AMOUNT_CENTS = 50;

/** A cart lives 15 minutes after its last update (or creation). */
export const CART_LIFETIME_MS = 15 * 60 * 1000;

export const HTTP_TIMEOUT_MS = 30_000;

/**
 * A form's public aggregate is shared this long by one server's reads (the widgets': every
 * framed widget of a form asks for it; lib/api/forms findPublicFormAggregate).
 */
export const PUBLIC_AGGREGATE_SHARED_MS = 10_000;
export const TOAST_DURATION_MS = 5_000;
export const CARD_INIT_TIMEOUT_MS = 120_000;
/** Payment processing wait shown to the payer ("up to 1 minute"). */
export const PAYMENT_PROCESSING_WAIT_MS = 60_000;

export const CONTRIBUTORS_PAGE_SIZE = 8;
export const JOURNEY_STEPS = 4;

export const INSTALMENT_COUNTS = [1, 3, 6, 10, 12] as const;
export type InstalmentCount = (typeof INSTALMENT_COUNTS)[number];

/**
 * The spec does not give the maximum monthly payment day. 28 is the largest day that
 * exists in every month, so a monthly payment never has to move to another day.
 */
/** A participant's file (SPEC §7 POST /carts/{id}/file): 5 MB at most. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const MONTHLY_PAYMENT_DAY_MIN = 1;
export const MONTHLY_PAYMENT_DAY_MAX = 28;

export const NAME_MIN_LENGTH = 2;
export const PHONE_MIN_LENGTH = 8;
export const PHONE_MAX_LENGTH = 15;
export const ZIP_CODE_MIN_LENGTH = 3;
export const ZIP_CODE_MAX_LENGTH = 10;
export const SIREN_LENGTH = 9;
export const LEGAL_AGE = 18;
/** Earliest accepted birth date, as an ISO calendar date (no time zone involved). */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

/** Bank fee quoted in the text: 1 % per transaction. */
export const BANK_FEE_RATE = 0.01;

/** The only country a payer may declare (SPEC §5 COUNTRY). */
export const ALLOWED_COUNTRY = 'FR';

export const CURRENCY = 'EUR';
/** Dates and times are shown in French time, whatever the visitor's clock says. */
export const DISPLAY_TIME_ZONE = 'Europe/Paris';
