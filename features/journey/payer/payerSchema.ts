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
