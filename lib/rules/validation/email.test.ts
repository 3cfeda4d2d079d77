import { describe, expect, it } from 'vitest';
import { emailField, emailRule, emailsMatch } from './email';
import { isValidEmail } from './emailAddress';
import { check, messagesOf } from './testing';

describe('EMAIL', () => {
  it.each([
    'nom@domaine.fr',
    'prenom.nom+asso@sous.domaine.org',
    "o'brien@example.ie",
    'a_b-c@x-y.com',
    'UPPER@EXAMPLE.FR',
    'x@xn--80ak6aa92e.com',
    'tag!#$%&*/=?^`{|}~@example.com',
    `${'a'.repeat(64)}@${'b'.repeat(63)}.fr`,
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
    expect(emailRule(email)).toBeNull();
  });

  it.each([
    'nom',
    'nom@',
    '@domaine.fr',
    'nom@domaine',
    'nom@localhost',
    'nom@domaine.f',
    'nom@domaine.123',
    'nom@-domaine.fr',
    'nom@domaine-.fr',
    'nom@@domaine.fr',
    'nom @domaine.fr',
    'prénom@domaine.fr',
    'nom@domaine..fr',
    'nom@domaine.fr.',
    `${'a'.repeat(250)}@b.fr`,
  ])('refuses %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
    expect(emailRule(email)).toBe('Validation.email');
  });

  it('is a trimmed, required field by default', () => {
    expect(check(emailField(), '  nom@domaine.fr ')).toEqual({ ok: true, value: 'nom@domaine.fr' });
    expect(messagesOf(emailField(), '')).toEqual(['Validation.required']);
    expect(messagesOf(emailField(), 'nom')).toEqual(['Validation.email']);
    expect(messagesOf(emailField('optional'), undefined)).toEqual([]);
  });
});

describe('EMAIL_MATCH', () => {
  it.each([
    ['nom@domaine.fr', 'nom@domaine.fr', true],
    ['nom@domaine.fr', ' Nom@Domaine.FR ', true],
    ['nom@domaine.fr', 'nom@domaine.com', false],
    ['nom@domaine.fr', '', false],
  ])('%j vs %j → %s', (email, confirmation, match) => {
    expect(emailsMatch(email, confirmation)).toBe(match);
  });
});
