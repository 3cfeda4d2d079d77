/**
 * What a receipt says, as sections of (label, value) rows and closing mentions: one
 * content for both forms, so the HTML page and the PDF can never disagree. The tax
 * receipt carries the cerfa n° 11580 mentions (organisation: name, address, object,
 * legal basis; donor: name, address; amount in figures and in words; date and means of
 * payment; nature and form of the gift; the CGI article and the rate).
 */
import type { Receipt } from '@/lib/api/contracts/receipts';
import { brandName } from '@/lib/config';
import { formatCents, type RulesLocale } from '@/lib/rules/money';

export interface ReceiptSection {
  readonly heading: string;
  readonly rows: readonly (readonly [label: string, value: string])[];
}

export interface ReceiptContent {
  readonly title: string;
  readonly subtitle: string;
  readonly sections: readonly ReceiptSection[];
  readonly mentions: readonly string[];
}

/** The `Receipts` messages' translator (next-intl's, typed loosely so the PDF route can use it too). */
export type ReceiptTranslator = (key: string, values?: Record<string, string | number>) => string;

const joinAddress = (party: { address: string | null; zipCode: string | null; city: string | null }) =>
  [party.address, [party.zipCode, party.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') || '—';

export function receiptContent(receipt: Receipt, t: ReceiptTranslator, locale: RulesLocale): ReceiptContent {
  const money = (cents: number) => formatCents(cents, locale);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(new Date(iso));
  const fiscal = receipt.kind === 'fiscal';
  const means =
    receipt.card ? t('meansCard', { brand: receipt.card.brand, last4: receipt.card.last4 }) : t('meansCardUnknown');
  const organization: ReceiptSection = {
    heading: t('organization'),
    rows: [
      [t('name'), receipt.organization.name],
      [t('address'), joinAddress(receipt.organization)],
      ...(fiscal ?
        ([
          [t('object'), receipt.organization.object ?? '—'],
          [t('legalBasis'), t('legalBasisValue')],
        ] as const)
      : []),
    ],
  };
  const donorName =
    receipt.donor.companyName ? `${receipt.donor.companyName} (${receipt.donor.name})` : receipt.donor.name;
  const donor: ReceiptSection = {
    heading: t('donor', { receipt: receipt.kind }),
    rows: [
      [t('name'), donorName],
      [t('address'), joinAddress(receipt.donor)],
    ],
  };
  const gift: ReceiptSection = {
    heading: t('gift', { receipt: receipt.kind }),
    rows:
      fiscal ?
        [
          [t('amount'), money(receipt.amount)],
          [t('amountInWords'), receipt.amountInWords ?? ''],
          [t('date'), date(receipt.paidAt)],
          [t('means'), means],
          [t('nature'), t('natureValue')],
          [t('form'), t('formValue')],
        ]
      : [
          [t('for'), receipt.form.title],
          [t('amount'), money(receipt.amount)],
          ...(receipt.amountTip > 0 ? ([[t('tip', { brand: brandName }), money(receipt.amountTip)]] as const) : []),
          [t('total'), money(receipt.amount + receipt.amountTip)],
          [t('date'), date(receipt.paidAt)],
          [t('means'), means],
        ],
  };
  const rates = receipt.ratesPercent ?? [];
  const mentions =
    fiscal ?
      [
        t('certification', { article: receipt.taxArticle ?? '200' }),
        t('rate', { coluche: rates.length > 1 ? 'yes' : 'no', rate: rates[0] ?? 66 }),
        t('issuedAt', { date: date(receipt.issuedAt) }),
      ]
    : [t('issuedAt', { date: date(receipt.issuedAt) })];
  return {
    title: t('title', { receipt: receipt.kind, number: receipt.number ?? '' }),
    subtitle:
      fiscal ? t('fiscalSubtitle') : t('paymentSubtitle', { paymentId: receipt.paymentId, orderId: receipt.orderId }),
    sections: [organization, donor, gift],
    mentions,
  };
}
