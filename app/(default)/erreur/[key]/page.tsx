import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ErrorView } from '@/features/errors/ErrorView';
import { isPageErrorKey } from '@/lib/rules/errorCatalogue';

type Props = { params: Promise<{ key: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { key } = await params;
  const t = await getTranslations('Errors.page');
  return { title: isPageErrorKey(key) ? t(`${key}.title`) : undefined, robots: { index: false, follow: false } };
}

/**
 * /erreur/{key}: the error page of SPEC §8 for a key (400 … 504, uncaught, payment,
 * duplicatedPayment, paymentCanceled, expiration, ECONNABORTED, unknown). Where a server
 * action sends a payer after a failure it cannot show in place (JavaScript off).
 */
export default async function Page({ params }: Props) {
  const { key } = await params;
  if (!isPageErrorKey(key)) notFound();
  return <ErrorView errorKey={key} />;
}
