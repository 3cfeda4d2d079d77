import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { ReceiptLinkExpired, ReceiptPage, receiptMetadata } from '@/features/receipts/ReceiptPage';
import { loadReceipt } from '@/features/receipts/queries';
import { renderApiFailure } from '@/features/errors/pageErrors';
import { basePath } from '@/lib/config';
import { parseNumericId } from '@/lib/routes/numericId';
import { signInPath } from '@/lib/routes/account';
import { receiptKindFromSegment, receiptPath, receiptPdfPath } from '@/lib/routes/receipt';

type Props = {
  params: Promise<{ paymentId: string; kind: string }>;
  searchParams: Promise<{ jeton?: string | string[] }>;
};

async function access({ params, searchParams }: Props) {
  const { paymentId: rawId, kind: segment } = await params;
  const paymentId = parseNumericId(rawId);
  const kind = receiptKindFromSegment(segment);
  if (paymentId === null || !kind) return null;
  const jeton = (await searchParams).jeton;
  const token = typeof jeton === 'string' && jeton.length > 0 ? jeton : undefined;
  return { paymentId, kind, token, result: await loadReceipt(paymentId, kind, token) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await access(props);
  return receiptMetadata(found?.result.kind === 'ok' ? found.result.receipt : null);
}

/**
 * /recus/{paymentId}/{paiement|fiscal}[?jeton=…]: a receipt, for whoever holds the
 * confirmation page's link or for its payer signed in (from the order page). Anonymous
 * without a link → sign in and come back; anyone else → 404.
 */
export default async function ReceiptRoute(props: Props) {
  const found = await access(props);
  if (!found) notFound();
  const path = receiptPath(found.paymentId, found.kind);
  const { result } = found;
  if (result.kind === 'signIn') redirect(signInPath(path));
  if (result.kind === 'notFound') notFound();
  if (result.kind === 'expired') return <ReceiptLinkExpired signInHref={`${basePath}${signInPath(path)}`} />;
  if (result.kind === 'refused') return renderApiFailure(result.error);
  const pdfPath = receiptPdfPath(found.paymentId, found.kind, found.token);
  return <ReceiptPage receipt={result.receipt} pdfHref={`${basePath}${pdfPath}`} />;
}
