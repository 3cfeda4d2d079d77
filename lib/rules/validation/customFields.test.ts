import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  customFieldRuleNames,
  customFieldSchema,
  customFieldsSchema,
  customFieldValidationMode,
  dropEmptyCustomFieldValues,
  selectedExtraOptions,
} from './customFields';
import { booleanToYesNo, yesNoToBoolean } from './yesNo';
import { check, messagesOf } from './testing';

describe('custom field rules by type (REQUIRED if required + the type rule)', () => {
  it.each([
    ['Date', true, ['REQUIRED', 'DATE'], 'lazy'],
    ['Date', false, ['DATE'], 'lazy'],
    ['Phone', true, ['REQUIRED', 'PHONE'], 'lazy'],
    ['Zipcode', true, ['REQUIRED', 'ZIP_CODE'], 'aggressive'],
    ['YesNo', false, ['YES_NO'], 'aggressive'],
    ['TextInput', true, ['REQUIRED', 'MAX_LENGTH'], 'aggressive'],
    ['ChoiceList', false, ['MAX_LENGTH'], 'aggressive'],
  ] as const)('%s required %s → %j, %s', (type, isRequired, rules, mode) => {
    expect(customFieldRuleNames({ type, isRequired })).toEqual(rules);
    expect(customFieldValidationMode(type)).toBe(mode);
  });

  it.each([
    ['Date', true, '31/02/2026', ['Validation.date']],
    ['Date', true, undefined, ['Validation.required']],
    ['Date', false, undefined, []],
    ['Date', false, '14/07/2026', []],
    ['Phone', true, '12', ['Validation.phone']],
    ['Phone', null, '06 12 34 56 78', []],
    ['Zipcode', true, '1', ['Validation.zipCode']],
    ['YesNo', true, 'Oui', []],
    ['YesNo', true, 'Non', []],
    ['YesNo', true, undefined, ['Validation.required']],
    ['YesNo', true, 'Peut-être', ['Validation.yesNo']],
    ['YesNo', false, undefined, []],
    ['TextInput', true, '', ['Validation.required']],
    ['FreeText', false, 'x'.repeat(501), ['Validation.maxLength?max=500']],
    ['Number', false, '42', []],
  ] as const)('%s (required %s) with %j → %j', (type, isRequired, value, messages) => {
    expect(messagesOf(customFieldSchema({ type, isRequired }), value)).toEqual(messages);
  });

  it('builds one object schema keyed by field id', () => {
    const schema = customFieldsSchema([
      { id: 12, type: 'Phone', isRequired: true },
      { id: 'b', type: 'YesNo' },
    ]);
    expect(check(schema, { 12: '0612345678', b: 'Non' })).toEqual({ ok: true, value: { 12: '0612345678', b: 'Non' } });
    expect(messagesOf(schema, {})).toEqual(['Validation.required']);
  });
});

describe('YesNo ↔ boolean', () => {
  it.each([
    ['Oui', true],
    ['Non', false],
    ['oui', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j → %s', (value, expected) => {
    expect(yesNoToBoolean(value)).toBe(expected);
  });

  it.each([
    [true, 'Oui'],
    [false, 'Non'],
    [null, undefined],
    [undefined, undefined],
  ])('%j → %s', (value, expected) => {
    expect(booleanToYesNo(value)).toBe(expected);
  });
});

describe('values sent to the API', () => {
  it('drops empty custom field values', () => {
    const fields = [
      { id: 1, value: 'x' },
      { id: 2, value: '' },
      { id: 3, value: '  ' },
      { id: 4, value: null },
      { id: 5 },
      { id: 6, value: [] },
      { id: 7, value: false },
      { id: 8, value: 0 },
      { id: 9, value: ['a'] },
    ];
    expect(dropEmptyCustomFieldValues(fields).map((field) => field.id)).toEqual([1, 7, 8, 9]);
  });

  it('keeps exactly the non-empty values, in order (property)', () => {
    const value = fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.string(),
      fc.boolean(),
      fc.integer(),
      fc.array(fc.string(), { maxLength: 2 }),
    );
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.nat(), value }, { requiredKeys: ['id'] })), (fields) => {
        const kept = dropEmptyCustomFieldValues(fields);
        expect(kept.every((field) => fields.includes(field))).toBe(true);
        expect(dropEmptyCustomFieldValues(kept)).toEqual(kept);
        for (const field of fields) {
          const empty =
            field.value == null ||
            (typeof field.value === 'string' && field.value.trim() === '') ||
            (Array.isArray(field.value) && field.value.length === 0);
          expect(kept.includes(field)).toBe(!empty);
        }
      }),
    );
  });

  it('keeps only selected extra options', () => {
    const options = [{ id: 1, value: true }, { id: 2, value: false }, { id: 3 }, { id: 4, value: 'true' }];
    expect(selectedExtraOptions(options)).toEqual([{ id: 1, value: true }]);
  });
});
