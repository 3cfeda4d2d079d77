import 'server-only';
import { ReceiptSchema, type ReceiptKind } from './contracts/receipts';
import { callApi } from './transport';

/**
 * A payment's receipt (GET /receipts/{paymentId}/{kind}): with the confirmation page's
 * signed link (`token`), or as the signed-in payer (the session's bearer).
 */
export const getReceipt = (paymentId: number, kind: ReceiptKind, token: string | undefined) =>
  callApi({
    path: `/receipts/${paymentId}/${kind}`,
    query: { token },
    schema: ReceiptSchema,
    routeLabel: 'receipt',
  });
