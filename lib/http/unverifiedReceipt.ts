/**
 * A receipt page asked by a signed-in account that is not verified: the API refuses it
 * (403, SPEC §6: an unverified user is not connected), and a page cannot set its own HTTP
 * status, so the refusal drawn in the page answered 200. The proxy answers these with the
 * 403 page and status instead. A receipt opened with its signed link (`?jeton=`) is
 * anyone's who holds the link: left to the page.
 */
import { RECEIPT_SEGMENTS } from '@/lib/routes/receipt';
import { isConnected, readAccessToken } from '@/lib/rules/tokens';

/** receiptPath's pages (lib/routes/receipt), under the base path or not. */
const RECEIPT_PAGE = new RegExp(`^(?:/forms)?/${RECEIPT_SEGMENTS.receipts}/[^/]+/[^/]+/?$`, 'u');

export function isUnverifiedReceiptVisit(
  pathname: string,
  searchParams: URLSearchParams,
  accessToken: string | undefined,
): boolean {
  if (!RECEIPT_PAGE.test(pathname) || searchParams.has('jeton') || !accessToken) return false;
  const token = readAccessToken(accessToken);
  return token !== null && token.userId !== null && !isConnected(token);
}
