import { describe, expect, it } from 'vitest';
import {
  errorSummaryItems,
  fieldProps,
  initialChecked,
  initialText,
  replyMessages,
  translateFieldError,
  type FieldLike,
} from './fieldProps';

const t = (key: string, values?: Record<string, string | number>) =>
  values ?
    `${key}(${Object.entries(values)
      .map(([name, value]) => `${name}=${value}`)
      .join(',')})`
  : key;

const field = (overrides: Partial<FieldLike> = {}): FieldLike => ({ id: 'f-email', name: 'email', ...overrides });

describe('forms adapter', () => {
  it('translates the first error, values included (messageRef)', () => {
    expect(translateFieldError(field({ errors: ['Validation.minAmount?min=0.5', 'ignored'] }), t)).toBe(
      'Validation.minAmount(min=0.5)',
    );
    expect(translateFieldError(field({ errors: undefined }), t)).toBeUndefined();
    expect(translateFieldError(field({ errors: [] }), t)).toBeUndefined();
  });

  it('gives a text field its name, id, value, error, invalid and required flags', () => {
    const props = fieldProps(t);
    expect(props.text(field({ defaultValue: 'a@b.fr', errors: ['Validation.email'] }), { required: true })).toEqual({
      id: 'f-email',
      name: 'email',
      defaultValue: 'a@b.fr',
      errorMessage: 'Validation.email',
      isInvalid: true,
      isRequired: true,
    });
    expect(props.email(field({ required: true }))).toMatchObject({
      isInvalid: false,
      isRequired: true,
      errorMessage: undefined,
    });
    expect(props.zipCode(field()).isRequired).toBe(false);
    expect(props.date(field({ initialValue: '14/07/1990' })).defaultValue).toBe('14/07/1990');
    expect(props.number(field({ defaultValue: '5' })).defaultValue).toBe('5');
    expect(props.amount(field({ defaultValue: '12.50' })).defaultValue).toBe('12.50');
  });

  it('reads checkboxes and radio groups', () => {
    const props = fieldProps(t);
    expect(props.checkbox(field({ initialValue: 'on' })).defaultSelected).toBe(true);
    expect(props.checkbox(field({ defaultValue: undefined })).defaultSelected).toBe(false);
    expect(props.radioGroup(field({ defaultValue: 'monthly' }))).toMatchObject({
      defaultValue: 'monthly',
      name: 'email',
    });
    expect(props.radioGroup(field()).defaultValue).toBeNull();
    expect(initialChecked({ initialValue: true })).toBe(true);
    expect(initialText({ initialValue: 42 })).toBeUndefined();
  });

  it('maps an amount picker to its two fields', () => {
    const props = fieldProps(t);
    expect(
      props.amountPicker(
        field({ name: 'amount', defaultValue: 'other' }),
        field({ name: 'amountOther', defaultValue: '42', errors: ['Validation.requiredAmount'] }),
      ),
    ).toEqual({
      name: 'amount',
      otherName: 'amountOther',
      defaultValue: 'other',
      defaultOtherValue: '42',
      errorMessage: undefined,
      otherErrorMessage: 'Validation.requiredAmount',
      isRequired: true,
    });
  });

  it('lists the fields in error for the error summary, in the given order', () => {
    expect(
      errorSummaryItems(
        [
          { field: field({ id: 'a', errors: ['Validation.required'] }), label: 'A' },
          { field: field({ id: 'b' }), label: 'B' },
          { field: field({ id: 'c', errors: ['Validation.name.length'] }), label: 'C' },
        ],
        t,
      ),
    ).toEqual([
      { fieldId: 'a', label: 'A', message: 'Validation.required' },
      { fieldId: 'c', label: 'C', message: 'Validation.name.length' },
    ]);
  });

  it('reads a Conform reply for a form a pattern renders itself', () => {
    const reply = replyMessages({
      error: { '': ['Auth.unavailable'], email: ['Validation.email'], password: null },
      initialValue: { email: 'lea@example.org', remember: ['a', 'b'] },
    });
    expect(reply.formErrors).toEqual(['Auth.unavailable']);
    expect(reply.fieldError('email')).toBe('Validation.email');
    expect(reply.fieldError('password')).toBeUndefined();
    expect(reply.sentValue('email')).toBe('lea@example.org');
    expect(reply.sentValue('remember')).toBeUndefined();
    expect(replyMessages(undefined).formErrors).toEqual([]);
  });
});
