import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Heading } from '@/design-system/components/Heading/Heading';
import { Link } from '@/design-system/components/Link/Link';
import { Text } from '@/design-system/components/Text/Text';
import { Container } from '@/design-system/layout/Container/Container';
import { Stack } from '@/design-system/layout/Stack/Stack';
import { SignedLinkExpired } from '@/design-system/patterns/SignedLinkExpired/SignedLinkExpired';
import type { Receipt } from '@/lib/api/contracts/receipts';
import type { RulesLocale } from '@/lib/rules/money';
import { receiptContent, type ReceiptTranslator } from './receiptContent';
import { page, screenOnly, table } from './ReceiptPage.css';

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
    <Container width="reading">
      <div className={page}>
        <Stack gap="xlarge">
          <Stack gap="small">
            <Heading level={1}>{content.title}</Heading>
            <Text tone="muted">{content.subtitle}</Text>
          </Stack>
          {content.sections.map((section, index) => (
            <section key={section.heading} aria-labelledby={`receipt-part-${index}`}>
              <Stack gap="small">
                <Heading level={2} id={`receipt-part-${index}`}>
                  {section.heading}
                </Heading>
                <table className={table} aria-labelledby={`receipt-part-${index}`}>
                  <tbody>
                    {section.rows.map(([label, value]) => (
                      <tr key={label}>
                        <th scope="row">{label}</th>
                        <td>{value}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Stack>
            </section>
          ))}
          <Stack gap="small">
            {content.mentions.map((mention) => (
              <Text key={mention}>{mention}</Text>
            ))}
          </Stack>
          <div className={screenOnly}>
            <Stack gap="small">
              <div>
                <Link href={pdfHref} variant="standalone" download>
                  {t('pdf')}
                </Link>
              </div>
              <Text size="small" tone="muted">
                {t('print')}
              </Text>
            </Stack>
          </div>
        </Stack>
      </div>
    </Container>
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
