/**
 * Legal statuses a company payer chooses from (SPEC §3 companyLegalStatusId). The API
 * stores the id and refuses any other; the labels are in messages
 * (Payer.legalStatuses.<key>).
 */
export const LEGAL_STATUSES = [
  { id: 1, key: 'association' },
  { id: 2, key: 'soleTrader' },
  { id: 3, key: 'limitedCompany' },
  { id: 4, key: 'simplifiedCompany' },
  { id: 5, key: 'publicCompany' },
  { id: 6, key: 'publicBody' },
  { id: 7, key: 'other' },
] as const;

/** Whether an id is one of the list (the API refuses any other, SPEC §5). */
export function isLegalStatusId(id: number): boolean {
  return LEGAL_STATUSES.some((status) => status.id === id);
}
