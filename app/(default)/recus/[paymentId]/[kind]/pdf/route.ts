import { NextResponse, type NextRequest } from 'next/server';
import { getLocale, getTranslations } from 'next-intl/server';
import { receiptContent, type ReceiptTranslator } from '@/features/receipts/receiptContent';
import { receiptPdf } from '@/features/receipts/receiptPdf';
import { loadReceipt } from '@/features/receipts/queries';
import { parseNumericId } from '@/lib/routes/numericId';
import { receiptKindFromSegment } from '@/lib/routes/receipt';
import type { RulesLocale } from '@/lib/rules/money';

type Context = { params: Promise<{ paymentId: string; kind: string }> };

/**
 * /recus/{paymentId}/{paiement|fiscal}/pdf[?jeton=…]: the receipt as a PDF, with the same
 * authorisation as its page (the link's token, or the signed-in payer). Refusals answer
 * plain text with the API's status (401 sign in, 403 expired link, 404 anyone else).
 */
export async function GET(request: NextRequest, { params }: Context) {
  const { paymentId: rawId, kind: segment } = await params;
  const paymentId = parseNumericId(rawId);
  const kind = receiptKindFromSegment(segment);
  const t = await getTranslations('Receipts');
  if (paymentId === null || !kind) return new NextResponse(t('notFound'), { status: 404 });
  const token = request.nextUrl.searchParams.get('jeton') || undefined;
  const result = await loadReceipt(paymentId, kind, token);
  if (result.kind === 'signIn') return new NextResponse(t('notFound'), { status: 401 });
  if (result.kind === 'notFound') return new NextResponse(t('notFound'), { status: 404 });
  if (result.kind === 'expired') return new NextResponse(t('expired'), { status: 403 });
  if (result.kind === 'refused') return new NextResponse(t('notFound'), { status: result.error.statusCode });
  const locale = (await getLocale()) as RulesLocale;
  const pdf = await receiptPdf(receiptContent(result.receipt, t as unknown as ReceiptTranslator, locale), locale);
  const name = result.receipt.number ? `recu-fiscal-${result.receipt.number}` : `attestation-paiement-${paymentId}`;
  return new NextResponse(Buffer.from(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${name}.pdf"`,
      'cache-control': 'private, no-store',
    },
  });
}
