/**
 * Which payer fields step 2 asks, by the payer role of the kind table (lib/kinds/formKinds
 * `payer`): a donor, a member or a buyer. Read from the form, so the server action and the
 * sandbox API ask the same.
 */
import type { Form } from '@/lib/api/contracts/forms';
import type { FormKind } from '@/lib/kinds/formKinds';
import type { PayerRequirements } from './payerSchema';

/** A buyer gives a name and an email: no tax receipt, no address. */
export const buyerRequirements = (): PayerRequirements => ({
  emailConfirmation: 'required',
  address: 'hidden',
  city: 'hidden',
  zipCode: 'hidden',
  country: 'hidden',
  birthDate: 'hidden',
  legalAge: false,
});

/**
 * A member gives a birth date; where the form refuses minors (SPEC §5 legal_age) it is
 * required and checked, else optional.
 */
export const memberRequirements = (form: Pick<Form, 'refusesMinors'>): PayerRequirements => ({
  ...buyerRequirements(),
  birthDate: form.refusesMinors ? 'required' : 'optional',
  legalAge: form.refusesMinors,
});

/**
 * A donor: a tax receipt needs the postal address, so it is required when the form gives
 * a tax reduction and optional otherwise. The form data carries no "birth date required"
 * flag (nor minimum age) for donations: the birth date stays hidden until it does.
 */
export function donorRequirements(form: Pick<Form, 'hasFiscalReduction'>): PayerRequirements {
  const address = form.hasFiscalReduction ? ('required' as const) : ('optional' as const);
  return {
    emailConfirmation: 'required',
    address,
    city: address,
    zipCode: address,
    country: address,
    birthDate: 'hidden',
    legalAge: false,
  };
}

export const PAYER_REQUIREMENTS: Record<FormKind['payer'], (form: Form) => PayerRequirements> = {
  donor: donorRequirements,
  member: memberRequirements,
  buyer: buyerRequirements,
};
