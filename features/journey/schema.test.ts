import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { amountStepSchema, type AmountStepOptions } from './choice/amount/amountSchema';
import { payerStepSchema } from './payer/payerSchema';
import { isBoxTicked } from './payer/payerFields';
import { summaryStepSchema, tipOnlySchema } from './summary/summarySchema';
import { summaryIntent } from './summary/summaryIntents';

function formData(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

const amountOptions: AmountStepOptions = {
  offersChoice: true,
  defaultFrequency: 'once',
  minCents: { once: 100, monthly: 500 },
  maxCents: 1_000_000,
};

const parseAmount = (values: Record<string, string>, options = amountOptions) =>
  parseWithZod(formData(values), { schema: amountStepSchema(options) });

describe('amount step', () => {
  it('reads a preset (cents) or a free amount (euros as typed)', () => {
    const preset = parseAmount({ frequency: 'once', amount: '5000' });
    expect(preset.status === 'success' && preset.value).toEqual({ frequency: 'once', amountCents: 5000 });
    const free = parseAmount({ frequency: 'monthly', amount: 'other', amountOther: '12,50' });
    expect(free.status === 'success' && free.value).toEqual({ frequency: 'monthly', amountCents: 1250 });
  });

  it.each([
    [{ frequency: 'once' }, { amount: ['Validation.requiredAmount'] }],
    [{ frequency: 'once', amount: 'other' }, { amountOther: ['Validation.requiredAmount'] }],
    [{ frequency: 'once', amount: 'other', amountOther: 'abc' }, { amountOther: ['Validation.amountInvalid'] }],
    [{ frequency: 'once', amount: 'other', amountOther: '0,20' }, { amountOther: ['Validation.minAmount?min=1'] }],
    [{ frequency: 'monthly', amount: 'other', amountOther: '3' }, { amountOther: ['Validation.minAmount?min=5'] }],
    [
      { frequency: 'once', amount: 'other', amountOther: '10000,01' },
      { amountOther: ['Validation.maxAmount?max=10000'] },
    ],
    [{ frequency: 'once', amount: '12abc' }, { amount: ['Validation.amountInvalid'] }],
    [{ amount: '5000' }, { frequency: ['Amount.validation.frequency'] }],
  ])('%j → %j', (values, errors) => {
    const submission = parseAmount(values as Record<string, string>);
    expect(submission.status).toBe('error');
    expect(submission.reply().error).toMatchObject(errors);
  });

  it('reports the missing frequency together with the missing amount', () => {
    expect(parseAmount({}).reply().error).toMatchObject({
      frequency: ['Amount.validation.frequency'],
      amount: ['Validation.requiredAmount'],
    });
  });

  it('uses the only frequency offered when there is no choice', () => {
    const monthlyOnly = { ...amountOptions, offersChoice: false, defaultFrequency: 'monthly' as const };
    const submission = parseAmount({ frequency: 'once', amount: '1500' }, monthlyOnly);
    expect(submission.status === 'success' && submission.value.frequency).toBe('monthly');
  });
});

describe('payer step', () => {
  const requirements = { address: 'required', city: 'required', zipCode: 'required', country: 'required' } as const;
  const person = {
    firstName: 'Léa',
    lastName: 'Martin',
    email: 'lea@example.fr',
    emailConfirmation: 'lea@example.fr',
    address: '1 rue de la Paix',
    zipCode: '75001',
    city: 'Paris',
    country: 'FR',
  };

  it('asks the company fields only when the company box is ticked', () => {
    expect(isBoxTicked('on')).toBe(true);
    expect(isBoxTicked(null)).toBe(false);
    const individual = parseWithZod(formData({ ...person, isCompany: 'on' }), {
      schema: payerStepSchema(requirements, false),
    });
    expect(individual.status).toBe('success');
    const company = parseWithZod(formData({ ...person, isCompany: 'on' }), {
      schema: payerStepSchema(requirements, true),
    });
    expect(company.reply().error).toMatchObject({
      companyName: ['Validation.required'],
      companySiren: ['Validation.required'],
      companyLegalStatusId: ['Validation.legalStatus'],
    });
    const filled = parseWithZod(
      formData({ ...person, companyName: 'Boulangerie', companySiren: '123 456 789', companyLegalStatusId: '4' }),
      { schema: payerStepSchema(requirements, true) },
    );
    expect(filled.status === 'success' && filled.value).toMatchObject({
      companySiren: '123456789',
      companyLegalStatusId: '4',
    });
  });

  it('needs the address for a tax receipt', () => {
    const submission = parseWithZod(formData({ ...person, address: '', city: '' }), {
      schema: payerStepSchema(requirements, false),
    });
    expect(submission.reply().error).toMatchObject({ address: ['Validation.required'], city: ['Validation.required'] });
  });
});

describe('summary step', () => {
  const once = { monthly: false, maxPaymentDay: 28, requiresCgv: false };
  const consents = { termsConsent: 'on', dataConsent: 'on' };

  it('takes no tip, or a tip confirmed by its own box', () => {
    const none = parseWithZod(formData({ tip: '0', ...consents }), { schema: summaryStepSchema(once) });
    expect(none.status === 'success' && none.value).toMatchObject({ tip: 0, termsConsent: true, dataConsent: true });
    const empty = parseWithZod(formData({ tip: '', ...consents }), { schema: summaryStepSchema(once) });
    expect(empty.status === 'success' && empty.value.tip).toBe(0);
    const unconfirmed = parseWithZod(formData({ tip: '3,50', ...consents }), { schema: summaryStepSchema(once) });
    expect(unconfirmed.reply().error).toEqual({ tipConsent: ['Validation.consent.tip'] });
    const confirmed = parseWithZod(formData({ tip: '3,50', tipConsent: 'on', ...consents }), {
      schema: summaryStepSchema(once),
    });
    expect(confirmed.status === 'success' && confirmed.value).toMatchObject({ tip: 350, tipConsent: true });
  });

  it('reports every consent at once, with the tip', () => {
    const submission = parseWithZod(formData({ tip: '6' }), { schema: summaryStepSchema(once) });
    expect(submission.reply().error).toEqual({
      termsConsent: ['Validation.consent.terms'],
      dataConsent: ['Summary.validation.dataConsent'],
      tipConsent: ['Validation.consent.tip'],
    });
    const cgv = parseWithZod(formData({ tip: '0', dataConsent: 'on' }), {
      schema: summaryStepSchema({ ...once, requiresCgv: true }),
    });
    expect(cgv.reply().error).toEqual({ termsConsent: ['Validation.consent.cgv'] });
    const badTip = parseWithZod(formData({ tip: 'abc', ...consents }), { schema: summaryStepSchema(once) });
    expect(badTip.reply().error).toMatchObject({ tip: ['Validation.amountInvalid'] });
  });

  it('asks a monthly payment day within the form’s range', () => {
    const monthly = { ...once, monthly: true, maxPaymentDay: 20 };
    const ok = parseWithZod(formData({ tip: '0', paymentDay: '15', ...consents }), {
      schema: summaryStepSchema(monthly),
    });
    expect(ok.status === 'success' && ok.value.paymentDay).toBe(15);
    const missing = parseWithZod(formData({ tip: '0', ...consents }), { schema: summaryStepSchema(monthly) });
    expect(missing.reply().error).toEqual({ paymentDay: ['Validation.required'] });
    const tooLate = parseWithZod(formData({ tip: '0', paymentDay: '25', ...consents }), {
      schema: summaryStepSchema(monthly),
    });
    expect(tooLate.reply().error).toEqual({ paymentDay: ['Summary.validation.paymentDayMax?min=1&max=20'] });
    const notADay = parseWithZod(formData({ tip: '0', paymentDay: '31', ...consents }), {
      schema: summaryStepSchema(monthly),
    });
    expect(notADay.reply().error).toEqual({ paymentDay: ['Validation.monthlyPaymentDay?min=1&max=28'] });
  });

  it('reads the submit intent and the tip alone', () => {
    expect(summaryIntent('removeTip')).toBe('removeTip');
    expect(summaryIntent('updateTip')).toBe('updateTip');
    expect(summaryIntent('anything')).toBe('pay');
    expect(summaryIntent(null)).toBe('pay');
    const tip = parseWithZod(formData({ tip: '2.5' }), { schema: tipOnlySchema() });
    expect(tip.status === 'success' && tip.value.tip).toBe(250);
  });
});
