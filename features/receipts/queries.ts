import 'server-only';
import { cache } from 'react';
import type { Receipt, ReceiptKind } from '@/lib/api/contracts/receipts';
import { isApiFailure, type ApiFailure } from '@/lib/api/http';
import { getReceipt } from '@/lib/api/receipts';

/**
 * A receipt (GET /receipts/{paymentId}/{kind}): with the confirmation page's signed link
 * (`token`), or as the signed-in payer (the session's bearer). Anonymous without a link →
 * sign in (401); anyone else, or a wrong link → the 404 of an unknown receipt; an expired
 * link → 403.
 */
export type ReceiptAccess =
  | { kind: 'ok'; receipt: Receipt }
  | { kind: 'signIn' }
  | { kind: 'notFound' }
  | { kind: 'expired' }
  | { kind: 'refused'; error: ApiFailure };

export const loadReceipt = cache(
  async (paymentId: number, kind: ReceiptKind, token: string | undefined): Promise<ReceiptAccess> => {
    try {
      return { kind: 'ok', receipt: await getReceipt(paymentId, kind, token) };
    } catch (error) {
      if (!isApiFailure(error)) throw error;
      if (error.statusCode === 401) return { kind: 'signIn' };
      if (error.statusCode === 404) return { kind: 'notFound' };
      if (error.statusCode === 403 && error.errors[0]?.code === 'RECEIPT_LINK_EXPIRED') return { kind: 'expired' };
      return { kind: 'refused', error };
    }
  },
);
