/**
 * The answers of a YesNo custom field (SPEC §3, §5), without zod: the participants' form
 * renders them with the page, its validation (./customFields) loads on first use.
 */
export const YES = 'Oui';
export const NO = 'Non';

/** YesNo answers are the words "Oui"/"Non" in the form and booleans in the data. */
export function yesNoToBoolean(value: string | null | undefined): boolean | undefined {
  if (value === YES) return true;
  return value === NO ? false : undefined;
}

export function booleanToYesNo(value: boolean | null | undefined): typeof YES | typeof NO | undefined {
  if (value === true) return YES;
  return value === false ? NO : undefined;
}
