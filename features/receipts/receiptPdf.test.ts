import { describe, expect, it } from 'vitest';
import type { Receipt } from '@/lib/api/contracts/receipts';
import { pdfText } from '@/tests/support/pdfText';
import fr from '@/messages/fr.json';
import { receiptContent, type ReceiptTranslator } from './receiptContent';
import { receiptPdf } from './receiptPdf';

const RECEIPT: Receipt = {
  kind: 'fiscal',
  paymentId: 100_001,
  orderId: 100_000,
  organization: {
    name: 'Repas Solidaires',
    address: '8 rue de Gand',
    zipCode: '59000',
    city: 'Lille',
    object: 'Repas gratuits',
    type: 'Association1901',
    isUnderColucheLaw: true,
  },
  donor: {
    name: 'Jeanne Durand',
    companyName: null,
    email: 'jeanne@example.org',
    address: '12 rue des Lilas',
    zipCode: '69003',
    city: 'Lyon',
  },
  form: { formType: 'Donation', title: 'Un repas pour tous' },
  paidAt: '2026-11-27T10:00:00.000Z',
  paymentMeans: 'Card',
  card: { brand: 'Visa', last4: '4242' },
  installmentNumber: 1,
  amount: 150_000,
  amountTip: 0,
  amountInWords: 'mille cinq cents euros',
  number: '2026-000007',
  taxArticle: '200',
  ratesPercent: [75, 66],
  issuedAt: '2026-11-27T10:00:00.000Z',
};

/** The French messages of `Receipts`, formatted by hand for the few placeholders used. */
const t: ReceiptTranslator = (key, values = {}) => {
  const messages = fr.Receipts as Record<string, string>;
  const template = messages[key] ?? key;
  if (key === 'title') return `Reçu fiscal n° ${values.number}`;
  if (key === 'rate') return messages.rate?.includes('75 %') ? 'Taux : 75 % jusqu’à 1 000 €, 66 % au-delà.' : '';
  if (key === 'donor') return 'Donateur';
  if (key === 'gift') return 'Don';
  return template.replace(/\{(\w+)\}/gu, (_, name: string) => String(values[name] ?? ''));
};

describe('the receipt as a PDF', () => {
  it('holds the cerfa mentions: number, organisation, donor, amount in figures and words, article, rate', async () => {
    const content = receiptContent(RECEIPT, t, 'fr');
    const pdf = await receiptPdf(content, 'fr');
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Reçu fiscal n° 2026-000007');
    expect(text).toContain('Repas Solidaires');
    expect(text).toContain('8 rue de Gand, 59000 Lille');
    expect(text).toContain('Jeanne Durand');
    expect(text).toContain('1 500,00 €');
    expect(text).toContain('mille cinq cents euros');
    expect(text).toContain('Numéraire');
    expect(text).toContain('article 200 du code');
    expect(text).toContain('75 %');
  });
});
