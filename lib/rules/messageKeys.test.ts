/**
 * Every message key lib/rules can emit exists in French and English, formats with the
 * values the code actually sends (ICU placeholders match), and no key of the Validation,
 * Rules or Errors namespaces is left unused.
 */
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import {
  cartErrorMessages,
  CART_ERROR_CODES,
  OTHER_ERROR_MESSAGES,
  pageErrorMessages,
  PAGE_ERROR_KEYS,
  paymentErrorMessages,
  PAYMENT_ERROR_CODES,
  paymentFlowMessages,
  PAYMENT_FLOW_CODES,
  providerErrorMessages,
  PROVIDER_ERROR_CODES,
} from './errorCatalogue';
import { tierStateMessage } from './cart';
import { dateTimeMessage } from './dates';
import { scheduleMessage } from './instalments';
import { parseMessageRef, type MessageRef } from './messageRef';
import { RULES_MESSAGES } from './ruleMessages';
import { taxReductionMessage } from './taxReduction';
import { maxAmountRule, minAmountRule, minimumCartRule } from './validation/amount';
import { legalAgeRule } from './validation/date';
import { emailWarning } from './validation/emailWarning';
import { maxLengthRule } from './validation/fields';
import { VALIDATION_MESSAGES } from './validation/messages';
import { monthlyPaymentDayRule } from './validation/monthlyDay';

const today = () => ({ year: 2026, month: 6, day: 15 });

/** Messages the code builds with values, produced by the code itself. */
const withValues: MessageRef[] = [
  minAmountRule(1000)(0),
  minAmountRule(null)(1),
  maxAmountRule(5000)(6000),
  minimumCartRule(1),
  maxLengthRule(5)('abcdef'),
  maxLengthRule(1)('ab'),
  legalAgeRule(today)('01/01/2020'),
  monthlyPaymentDayRule(0),
  emailWarning('nom@gmial.com'),
  tierStateMessage('limited', 3),
  tierStateMessage('limited', 1),
  tierStateMessage('limited', 3, 'item'),
  tierStateMessage('soldOut', 0, 'contribution'),
  tierStateMessage('lastAvailable', 1, 'membership'),
  taxReductionMessage({ amountCents: 12_345, payer: 'individual' }),
  taxReductionMessage({ amountCents: 12_345, payer: 'company' }),
  dateTimeMessage(new Date('2026-07-14T12:30:00Z')),
  dateTimeMessage(new Date('2026-07-13T22:00:00Z')),
  scheduleMessage({ count: 1 }),
  scheduleMessage({ count: 3 }),
  scheduleMessage({ monthlyDay: 1 }),
  scheduleMessage({ monthlyDay: 22 }),
].map((message) => parseMessageRef(message as string));

const keysWithValues = new Set(withValues.map((ref) => ref.key));

const titleAndMessage = ({ title, message }: { title: string; message: string }) => [title, message];

/** Keys emitted as they are. */
const plainKeys = [
  ...Object.values(VALIDATION_MESSAGES),
  ...Object.values(RULES_MESSAGES),
  ...PAGE_ERROR_KEYS.flatMap((key) => titleAndMessage(pageErrorMessages(key))),
  ...CART_ERROR_CODES.flatMap((code) => titleAndMessage(cartErrorMessages(code))),
  ...PAYMENT_ERROR_CODES.flatMap((code) => titleAndMessage(paymentErrorMessages(code))),
  ...PAYMENT_FLOW_CODES.flatMap((code) => titleAndMessage(paymentFlowMessages(code))),
  ...PROVIDER_ERROR_CODES.flatMap((code) => titleAndMessage(providerErrorMessages(code))),
  ...Object.values(OTHER_ERROR_MESSAGES),
].filter((key) => !keysWithValues.has(key));

/** Keys the server formats itself from lib/rules parts (lib/i18n/dayAtTime.ts: dayAndTime's date and time). */
const formattedByTheServer: MessageRef[] = [
  { key: 'Rules.dates.dayAtTime', values: { date: 'samedi 14 juillet 2027', time: '19h09' } },
];
const samples: MessageRef[] = [...withValues, ...formattedByTheServer, ...plainKeys.map((key) => ({ key }))];

type Messages = Record<string, unknown>;

function leafKeys(messages: unknown, prefix: string): string[] {
  if (typeof messages !== 'object' || messages === null) return [prefix];
  return Object.entries(messages).flatMap(([key, value]) => leafKeys(value, `${prefix}.${key}`));
}

const OWNED_NAMESPACES = ['Validation', 'Rules', 'Errors'] as const;

describe.each([
  ['fr', fr as Messages],
  ['en', en as Messages],
] as const)('messages/%s.json', (locale, messages) => {
  const errors: string[] = [];
  const t = createTranslator({
    locale,
    messages,
    timeZone: 'Europe/Paris',
    onError: (error) => errors.push(error.message),
    getMessageFallback: ({ key }) => `MISSING ${key}`,
  });

  it.each(samples.map((sample) => [sample.key, sample.values] as const))('formats %s with %j', (key, values) => {
    errors.length = 0;
    const text = (t as (key: string, values?: Record<string, string | number>) => string)(key, values);
    expect(errors).toEqual([]);
    expect(text).not.toContain('MISSING');
    // next-intl returns the raw ICU text when a value is missing: no brace may survive.
    expect(text).not.toMatch(/[{}]/);
    expect(text.trim()).not.toBe('');
  });

  it('has no unused key in the Validation, Rules and Errors namespaces', () => {
    const emitted = new Set(samples.map((sample) => sample.key));
    const defined = OWNED_NAMESPACES.flatMap((namespace) => leafKeys(messages[namespace], namespace));
    expect(defined.filter((key) => !emitted.has(key))).toEqual([]);
  });
});

describe('formatted examples', () => {
  const tFr = createTranslator({ locale: 'fr', messages: fr as Messages, timeZone: 'Europe/Paris' });
  const tEn = createTranslator({ locale: 'en', messages: en as Messages, timeZone: 'Europe/Paris' });
  const format = (t: typeof tFr, message: string) => {
    const { key, values } = parseMessageRef(message);
    return (t as (key: string, values?: Record<string, string | number>) => string)(key, values);
  };

  it.each([
    [
      minAmountRule(1000)(0) as string,
      'Saisissez un montant d’au moins 10,00\u00a0€',
      'Enter an amount of at least €10.00',
    ],
    [
      taxReductionMessage({ amountCents: 10_000, payer: 'individual' }),
      'Votre don de 100,00\u00a0€ ne vous coûtera que 34,00\u00a0€ après réduction d’impôt',
      'Your donation of €100.00 will only cost you €34.00 after tax reduction',
    ],
    [
      taxReductionMessage({ amountCents: 10_000, payer: 'company' }),
      'Ce don de 100,00\u00a0€ ne coûtera que 40,00\u00a0€ à votre structure après réduction d’impôt (60\u00a0% pour une entreprise)',
      'This donation of €100.00 will only cost your organisation €40.00 after tax reduction (60% for a company)',
    ],
    [tierStateMessage('limited', 3) as string, 'Plus que 3 places disponibles', 'Only 3 places left'],
    [tierStateMessage('limited', 2, 'item') as string, 'Plus que 2 articles disponibles', 'Only 2 items left'],
    [
      tierStateMessage('lastAvailable', 1, 'contribution') as string,
      'Dernière contrepartie disponible',
      'Last reward available',
    ],
    [tierStateMessage('soldOut', 0, 'item') as string, 'Épuisé', 'Sold out'],
    [scheduleMessage({ count: 3 }), 'En 3 fois', 'In 3 instalments'],
    [scheduleMessage({ monthlyDay: 1 }), 'Tous les mois, le 1er', 'Every month on the 1st'],
    [VALIDATION_MESSAGES.required, 'Ce champ est obligatoire', 'This field is required'],
  ])('%s', (message, french, english) => {
    expect(format(tFr, message)).toBe(french);
    expect(format(tEn, message)).toBe(english);
  });
});
