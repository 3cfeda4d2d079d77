/**
 * The app's receipt pages (features/receipts), as the sandbox writes them in
 * paymentReceiptUrl / fiscalReceiptUrl (sandbox/services/receipts/links.ts):
 * /recus/{paymentId}/{paiement|fiscal}[/pdf].
 */
import type { ReceiptKind } from '@/lib/api/contracts/receipts';

/**
 * The literal segments of a receipt's address: the builders below, the receipt routes
 * and lib/http/routeParams (which 404s a malformed address) all read them here.
 */
export const RECEIPT_SEGMENTS = {
  receipts: 'recus',
  /** A receipt's kind, the address's last segment: the attestation or the tax receipt. */
  kinds: { payment: 'paiement', fiscal: 'fiscal' } satisfies Record<ReceiptKind, string>,
  /** After the receipt's address: the same receipt as a PDF. */
  pdf: 'pdf',
} as const;

/** The receipt kind a segment names (`paiement` → payment), or null (the page is a 404). */
export function receiptKindFromSegment(segment: string): ReceiptKind | null {
  const kinds = Object.entries(RECEIPT_SEGMENTS.kinds) as [ReceiptKind, string][];
  return kinds.find(([, kindSegment]) => kindSegment === segment)?.[0] ?? null;
}

export const receiptPath = (paymentId: number, kind: ReceiptKind) =>
  `/${RECEIPT_SEGMENTS.receipts}/${paymentId}/${RECEIPT_SEGMENTS.kinds[kind]}`;

/** The receipt's PDF (its page's address + /pdf), with the page's signed link if any. */
export const receiptPdfPath = (paymentId: number, kind: ReceiptKind, token?: string) =>
  `${receiptPath(paymentId, kind)}/${RECEIPT_SEGMENTS.pdf}${token ? `?jeton=${encodeURIComponent(token)}` : ''}`;

/**
 * A receipt URL of the API as a path of this site (with its signed link, if any): the
 * link then never depends on the host the API was reached by.
 */
export function receiptHref(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  return `${parsed.pathname}${parsed.search}`;
}
