/**
 * EMAIL and EMAIL_MATCH (SPEC §5).
 *
 * Valid (./emailAddress) = what a browser accepts for <input type="email"> (the HTML
 * standard's rule), so a server never refuses an address the browser let through, PLUS a
 * dotted domain ending in a 2+ character label: a receipt sent to "nom@localhost" never arrives.
 * Rarer characters the standard allows (! # $ % ' * / = ? ^ ` { | } ~, odd dots) are
 * not errors but trigger the non-blocking warning of emailWarning.ts.
 */
import type { Rule } from './fields';
import { type requiredTextField, textField, type Requirement } from './fields';
import { isValidEmail } from './emailAddress';
import { VALIDATION_MESSAGES } from './messages';

export const emailRule: Rule<string> = (value) => (isValidEmail(value) ? null : VALIDATION_MESSAGES.email);

/** An email address, required unless told otherwise (then its value is always a string). */
export function emailField(): ReturnType<typeof requiredTextField>;
export function emailField(requirement: Requirement): ReturnType<typeof textField>;
export function emailField(requirement: Requirement = 'required') {
  return textField(requirement, { rules: [emailRule] });
}

/**
 * The confirmation matches when it is the same address, ignoring surrounding spaces and
 * case (mail providers treat addresses case-insensitively; a capital typed on a phone
 * keyboard is not a different address).
 */
export function emailsMatch(email: string, confirmation: string): boolean {
  return email.trim().toLowerCase() === confirmation.trim().toLowerCase();
}
