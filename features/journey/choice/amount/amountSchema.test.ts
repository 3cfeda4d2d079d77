import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { formDataOf as formData } from '@/tests/support/formData';
import { amountStepSchema, type AmountStepOptions } from './amountSchema';

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
