/**
 * The schema of step 2 (the payer, maybe a company), from the validation catalogue
 * (lib/rules/validation). It validates in the browser and in the server action.
 */
import {
  companyPayerSchema,
  individualPayerSchema,
  type CompanyPayerOptions,
  type IndividualPayerOptions,
} from '@/lib/rules/validation/payer';

/** Name of the "I give on behalf of a company" checkbox. */
export const COMPANY_FIELD = 'isCompany';

export type PayerRequirements = Omit<IndividualPayerOptions, 'today'>;

/** The individual schema, or the company one when the company box is ticked. */
export function payerStepSchema(requirements: PayerRequirements, isCompany: boolean) {
  return isCompany ?
      companyPayerSchema({
        ...requirements,
        companySiren: 'required',
        companyLegalStatusId: 'required',
      } satisfies CompanyPayerOptions)
    : individualPayerSchema(requirements);
}

/** A checkbox as posted: "on" from a browser, "true" from a draft or a test. */
export const isBoxTicked = (value: FormDataEntryValue | null | undefined) => value === 'on' || value === 'true';
