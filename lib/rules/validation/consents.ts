/**
 * IS_TRUE and the consents (SPEC §5): a box that must be ticked. Conform turns a ticked
 * checkbox ("on") into true and an unticked one into a missing value, so the schema
 * is the literal `true` and anything else gets the box's own message.
 */
import * as z from 'zod/mini';
import { VALIDATION_MESSAGES } from './messages';

export function isTrueField(message: string = VALIDATION_MESSAGES.isTrue) {
  return z.literal(true, { error: message });
}

export const isTrueRule = (value: unknown): string | null => (value === true ? null : VALIDATION_MESSAGES.isTrue);

/** Terms of use of the platform. */
export const termsConsentField = () => isTrueField(VALIDATION_MESSAGES.termsConsent);
/** Conditions of sale of the association (CGV). */
export const cgvConsentField = () => isTrueField(VALIDATION_MESSAGES.cgvConsent);
/** Confirmation of the voluntary contribution (tip). */
export const tipConsentField = () => isTrueField(VALIDATION_MESSAGES.tipConsent);
