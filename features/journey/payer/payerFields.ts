/**
 * The payer form's boxes (step 2), without zod: the form renders with them, its schema
 * (./payerSchema) loads on first use.
 */

/** Name of the "I give on behalf of a company" checkbox. */
export const COMPANY_FIELD = 'isCompany';

/** A checkbox as posted: "on" from a browser, "true" from a draft or a test. */
export const isBoxTicked = (value: FormDataEntryValue | null | undefined) => value === 'on' || value === 'true';
