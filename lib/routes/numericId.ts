/**
 * Instalment and order ids as the API gives them: positive integers, no leading zero.
 * Shared by the payment, account and receipt addresses and by lib/http/routeParams, which
 * turns away a malformed one before any page reads it.
 */
export const NUMERIC_ID = /^[1-9]\d{0,9}$/u;

/** The id an address names, or null (the page is a 404). */
export function parseNumericId(value: string | undefined): number | null {
  if (!value || !NUMERIC_ID.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}
