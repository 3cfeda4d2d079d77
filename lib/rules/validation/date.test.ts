import { describe, expect, it } from 'vitest';
import { birthDateField, birthDateRule, dateField, dateRule, legalAgeRule, parisToday } from './date';
import { check, messagesOf } from './testing';

const today = () => ({ year: 2026, month: 6, day: 15 });

describe('DATE', () => {
  it.each([
    ['14/07/1990', null],
    ['29/02/2024', null],
    ['29/02/2023', 'Validation.date'],
    ['31/06/2026', 'Validation.date'],
    ['1990-07-14', 'Validation.date'],
    ['14/7/1990', 'Validation.date'],
  ])('%j → %s', (value, expected) => {
    expect(dateRule(value)).toBe(expected);
  });

  it('keeps the typed text', () => {
    expect(check(dateField(), ' 14/07/1990 ')).toEqual({ ok: true, value: '14/07/1990' });
    expect(messagesOf(dateField('optional'), '31/02/2020')).toEqual(['Validation.date']);
  });
});

describe('birth date: between 01/01/1900 and today', () => {
  it.each([
    ['01/01/1900', null],
    ['31/12/1899', 'Validation.birthDate'],
    ['15/06/2026', null], // today
    ['16/06/2026', 'Validation.birthDate'], // tomorrow
    ['30/02/2000', 'Validation.date'],
  ])('%j → %s', (value, expected) => {
    expect(birthDateRule(today)(value)).toBe(expected);
  });

  it('uses the Paris day by default', () => {
    expect(birthDateRule()('01/01/2000')).toBeNull();
    expect(parisToday().year).toBeGreaterThanOrEqual(2026);
  });
});

describe('legal age 18 (passes when empty)', () => {
  it.each([
    ['15/06/2008', null], // 18 today
    ['16/06/2008', 'Validation.legalAge?age=18'], // 18 tomorrow
    ['01/01/1950', null],
    ['', null],
    ['not a date', null],
  ])('%j → %s', (value, expected) => {
    expect(legalAgeRule(today)(value)).toBe(expected);
  });

  it('uses the Paris day by default', () => {
    expect(legalAgeRule()('01/01/1950')).toBeNull();
  });
});

describe('birthDateField', () => {
  it('outputs an ISO date', () => {
    expect(check(birthDateField({ requirement: 'required', today }), '14/07/1990')).toEqual({
      ok: true,
      value: '1990-07-14',
    });
  });

  it.each([
    [{ requirement: 'required' as const }, undefined, ['Validation.required']],
    [{ requirement: 'optional' as const }, undefined, []],
    [{}, '   ', []],
    [{ legalAge: true }, '01/01/2010', ['Validation.legalAge?age=18']],
    [{ legalAge: true }, '01/01/1800', ['Validation.birthDate']],
    [{ legalAge: false }, '01/01/2010', []],
  ])('%j with %j → %j', (options, value, messages) => {
    expect(messagesOf(birthDateField({ today, ...options }), value)).toEqual(messages);
  });

  it('has defaults', () => {
    expect(check(birthDateField(), undefined)).toEqual({ ok: true, value: undefined });
  });
});
