import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Text } from '@/design-system/components/Text/Text';
import { Stack } from '@/design-system/layout/Stack/Stack';
import { DocumentPage, DocumentSection } from '@/design-system/patterns/DocumentPage/DocumentPage';
import { SignedLinkExpired } from '@/design-system/patterns/SignedLinkExpired/SignedLinkExpired';
import type { Receipt } from '@/lib/api/contracts/receipts';
import type { RulesLocale } from '@/lib/rules/money';
import { receiptContent, type ReceiptTranslator } from './receiptContent';
import './ReceiptPage.css';

export async function receiptMetadata(receipt: Receipt | null): Promise<Metadata> {
  const t = await getTranslations('Receipts');
  return {
    title: receipt ? t('title', { receipt: receipt.kind, number: receipt.number ?? '' }) : t('metaTitle'),
    robots: { index: false, follow: false },
  };
}

/**
 * /recus/{paymentId}/{paiement|fiscal}: a receipt as an accessible page (a heading per
 * part, each part a table of row headers and values), printable, with its PDF beside it.
 */
export async function ReceiptPage({ receipt, pdfHref }: { receipt: Receipt; pdfHref: string }) {
  const [t, locale] = await Promise.all([getTranslations('Receipts'), getLocale()]);
  const content = receiptContent(receipt, t as unknown as ReceiptTranslator, locale as RulesLocale);
  return (
    <DocumentPage
      title={content.title}
      subtitle={content.subtitle}
      printHint={t('print')}
      files={[{ href: pdfHref, label: t('pdf') }]}
    >
      {content.sections.map((section, index) => (
        <DocumentSection
          key={section.heading}
          id={`receipt-part-${index}`}
          heading={section.heading}
          rows={section.rows}
        />
      ))}
      <Stack gap="small">
        {content.mentions.map((mention) => (
          <Text key={mention}>{mention}</Text>
        ))}
      </Stack>
    </DocumentPage>
  );
}

/** An expired link: the receipt is still the payer's, from their order page once signed in. */
export async function ReceiptLinkExpired({ signInHref }: { signInHref: string }) {
  const t = await getTranslations('Receipts');
  return (
    <SignedLinkExpired
      title={t('metaTitle')}
      message={t('expired')}
      signInHref={signInHref}
      signInLabel={t('signIn')}
    />
  );
}
