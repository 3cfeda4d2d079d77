/**
 * "Password too simple" and "passwords must match" (SPEC §5). Our definition of a
 * password that is not too simple, without shipping a strength estimator (zxcvbn costs
 * ~400 KB):
 * - at least 8 characters (and at most 128, to bound hashing cost);
 * - at least one letter and at least one digit;
 * - not a single repeated character, and not one of the passwords every attacker tries
 *   first ("azerty123", "password1"…), compared case-insensitively.
 */
import * as z from 'zod/mini';
import { isRecord, type Rule } from './fields';
import { FIELD_MAX_LENGTHS } from './fieldLengths';
import { VALIDATION_MESSAGES } from './messages';

export const PASSWORD_MIN_LENGTH = 8;

const COMMON_PASSWORDS = [
  'azerty123',
  'azertyuiop1',
  'password1',
  'password123',
  'motdepasse1',
  'motdepasse123',
  'qwerty123',
  'abcdefg1',
  'abcd1234',
  'a1234567',
  '1234567a',
  '12345678a',
  'soleil123',
  'bonjour123',
] as const;

export function isStrongEnoughPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= FIELD_MAX_LENGTHS.password &&
    /\p{L}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    !/^(.)\1*$/su.test(password) &&
    !(COMMON_PASSWORDS as readonly string[]).includes(password.toLowerCase())
  );
}

export const passwordStrengthRule: Rule<string> = (value) =>
  isStrongEnoughPassword(value) ? null : VALIDATION_MESSAGES.passwordTooSimple;

/** A new password. Not trimmed on purpose: a space is a valid password character. */
export function newPasswordField() {
  return z.string({ error: VALIDATION_MESSAGES.required }).check(
    z.minLength(1, VALIDATION_MESSAGES.required),
    z.refine((value: string) => value === '' || isStrongEnoughPassword(value), VALIDATION_MESSAGES.passwordTooSimple),
  );
}

/** A password typed to log in: only required (old accounts may predate the rule), never trimmed. */
export function loginPasswordField() {
  return z.string({ error: VALIDATION_MESSAGES.required }).check(z.minLength(1, VALIDATION_MESSAGES.required));
}

/** Object-level "passwords must match", reported on the confirmation field. */
export function passwordsMatchCheck<T extends Record<string, unknown>>(
  passwordKey: keyof T & string,
  confirmationKey: keyof T & string,
) {
  return z.superRefine<T>(
    (value, ctx) => {
      const confirmation = value[confirmationKey];
      if (typeof confirmation === 'string' && confirmation !== '' && confirmation !== value[passwordKey]) {
        ctx.addIssue({
          code: 'custom',
          message: VALIDATION_MESSAGES.passwordMatch,
          path: [confirmationKey],
          input: confirmation,
        });
      }
    },
    { when: (payload) => isRecord(payload.value) },
  );
}
