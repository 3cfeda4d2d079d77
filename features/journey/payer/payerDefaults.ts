import type { Payer } from '@/lib/api/contracts/carts';
import { formatDDMMYYYY, parseIsoDate } from '@/lib/rules/dates';

/** Step 2's fields as the cart's payer left them, so a payer coming back edits rather than retypes. */
export function payerDefaults(payer: Payer | null): Record<string, string | undefined> {
  if (!payer) return {};
  const birth = payer.birthDate ? parseIsoDate(payer.birthDate) : null;
  return {
    firstName: payer.firstName,
    lastName: payer.lastName,
    email: payer.email,
    emailConfirmation: payer.email,
    address: payer.address ?? undefined,
    zipCode: payer.zipCode ?? undefined,
    city: payer.city ?? undefined,
    birthDate: birth ? formatDDMMYYYY(birth) : undefined,
    isCompany: payer.companyName ? 'on' : undefined,
    companyName: payer.companyName ?? undefined,
    companySiren: payer.companySiren ?? undefined,
    companyLegalStatusId: payer.companyLegalStatusId ? String(payer.companyLegalStatusId) : undefined,
  };
}
