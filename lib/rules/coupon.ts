/**
 * SPEC §5: "the coupon code is normalised before sending". Codes are typed by hand or
 * pasted from an email, so we remove every whitespace character (leading, trailing and
 * inner: "noel 2026" and "NOEL2026" are the same code) and upper-case the rest, the usual
 * form of promo codes, so case never makes a valid code fail.
 */
export function normaliseCouponCode(code: string): string {
  return code.replace(/\s+/gu, '').toUpperCase();
}

/** Nothing left to send after normalisation: the form should ask for a code instead. */
export function isEmptyCouponCode(code: string): boolean {
  return normaliseCouponCode(code) === '';
}
