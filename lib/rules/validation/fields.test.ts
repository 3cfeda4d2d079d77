import { describe, expect, it } from 'vitest';
import {
  firstFailingRule,
  isRecord,
  maxLengthRule,
  optionalTextField,
  requiredTextField,
  skipEmpty,
  textField,
  type Rule,
} from './fields';
import { FIELD_MAX_LENGTHS } from './fieldLengths';
import { check, messagesOf } from './testing';
import * as z from 'zod/mini';

const noX: Rule<string> = (value) => (value.includes('x') ? 'no-x' : null);
const noY: Rule<string> = (value) => (value.includes('y') ? 'no-y' : null);

describe('requiredTextField', () => {
  const schema = requiredTextField({ maxLength: 5, rules: [noX, noY] });
  it.each([
    [undefined, ['Validation.required']],
    ['', ['Validation.required']],
    ['   ', ['Validation.required']],
    ['abcdef', ['Validation.maxLength?max=5']],
    ['xy', ['no-x']], // only the first failing rule
    ['ay', ['no-y']],
    [42, ['Validation.required']],
  ])('%j → %j', (value, messages) => {
    expect(messagesOf(schema, value)).toEqual(messages);
  });

  it('trims the value', () => {
    expect(check(schema, '  abc ')).toEqual({ ok: true, value: 'abc' });
  });

  it('uses a custom required message', () => {
    expect(messagesOf(requiredTextField({ requiredMessage: 'choose' }), '')).toEqual(['choose']);
  });
});

describe('optionalTextField', () => {
  const schema = optionalTextField({ rules: [noX] });
  it.each([
    [undefined, { ok: true, value: undefined }],
    ['   ', { ok: true, value: undefined }],
    [' ab ', { ok: true, value: 'ab' }],
    ['x', { ok: false, messages: ['no-x'] }],
  ])('%j → %j', (value, expected) => {
    expect(check(schema, value)).toEqual(expected);
  });

  it('works with no options', () => {
    expect(check(optionalTextField(), 'a')).toEqual({ ok: true, value: 'a' });
    expect(check(requiredTextField(), 'a')).toEqual({ ok: true, value: 'a' });
  });
});

describe('textField', () => {
  it('is required or optional as asked', () => {
    expect(messagesOf(textField('required'), undefined)).toEqual(['Validation.required']);
    expect(messagesOf(textField('optional'), undefined)).toEqual([]);
  });
});

describe('rule helpers', () => {
  it('skipEmpty lets the empty value through', () => {
    expect(skipEmpty(() => 'fail')('')).toBeNull();
    expect(skipEmpty(() => 'fail')('a')).toBe('fail');
  });

  it.each([
    ['abc', 3, null],
    ['abcd', 3, 'Validation.maxLength?max=3'],
  ])('maxLengthRule(%j, %s)', (value, max, expected) => {
    expect(maxLengthRule(max)(value)).toBe(expected);
  });

  it('firstFailingRule reports one issue', () => {
    const schema = z.string().check(firstFailingRule([noX, noY]));
    expect(messagesOf(schema, 'xy')).toEqual(['no-x']);
    expect(messagesOf(schema, 'ok')).toEqual([]);
  });

  it('isRecord', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord(null)).toBe(false);
    expect(isRecord('a')).toBe(false);
  });

  it('has maximum lengths for every free text', () => {
    expect(FIELD_MAX_LENGTHS.email).toBe(254);
  });
});
