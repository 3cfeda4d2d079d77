import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { formDataOf as formData } from '@/tests/support/formData';
import { summaryStepSchema, tipOnlySchema } from './summarySchema';
import { summaryIntent } from './summaryIntents';

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
