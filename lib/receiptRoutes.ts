/**
 * The app's receipt pages (features/receipts), as the sandbox writes them in
 * paymentReceiptUrl / fiscalReceiptUrl (sandbox/services/receipts/links.ts).
 */
export const RECEIPTS_SEGMENT = 'recus';

export const receiptPath = (paymentId: number, kind: 'payment' | 'fiscal') =>
  `/${RECEIPTS_SEGMENT}/${paymentId}/${kind === 'payment' ? 'paiement' : 'fiscal'}`;

/**
 * A receipt URL of the API as a path of this site (with its signed link, if any): the
 * link then never depends on the host the API was reached by.
 */
export function receiptHref(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  return `${parsed.pathname}${parsed.search}`;
}
