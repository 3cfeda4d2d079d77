import type { FormAggregate } from './contracts/forms';

/**
 * Whether a form's page shows stock (places left on the form, a tier or an option): what
 * a visitor reads of it must then be the API's answer of the moment, never a remembered
 * one (lib/api/forms' brief memory, lib/http/pageCache). The API checks stock again when
 * the cart is made.
 */
export function showsStock({ form }: Pick<FormAggregate, 'form'>): boolean {
  return (
    form.remainingNumber !== null ||
    form.tiers.some(
      (tier) => tier.remainingNumber !== null || tier.extraOptions.some((option) => option.remainingNumber !== null),
    )
  );
}
