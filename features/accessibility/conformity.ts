/**
 * The RGAA conformity of the audit record, computed rather than written by hand
 * (docs/accessibility.md): the rate of applicable criteria met, and the status the
 * RGAA derives from it.
 */
import type { AuditRecord, CriterionResult } from './auditRecord';

export type ConformityStatus = 'compliant' | 'partiallyCompliant' | 'nonCompliant';

type Criteria = Pick<AuditRecord, 'criteria'>;

/** How many audited criteria have each result. */
export function resultCounts({ criteria }: Criteria): Record<CriterionResult, number> {
  const counts: Record<CriterionResult, number> = { compliant: 0, nonCompliant: 0, notApplicable: 0 };
  for (const criterion of criteria) counts[criterion.result] += 1;
  return counts;
}

/**
 * compliant / (compliant + nonCompliant) as an integer percent, rounded down (86.7 % is
 * 86 %: never more than what is met); not-applicable criteria are left out. `null` when
 * no criterion applies: there is nothing to rate.
 */
export function complianceRate(record: Criteria): number | null {
  const { compliant, nonCompliant } = resultCounts(record);
  const applicable = compliant + nonCompliant;
  return applicable === 0 ? null : Math.floor((compliant * 100) / applicable);
}

/**
 * The RGAA rule: totally compliant when every applicable criterion is met, partially
 * from 50 %, otherwise not compliant — which is also the status without any rate (no
 * audit result measures the criteria).
 */
export function conformityStatus(rate: number | null): ConformityStatus {
  if (rate === null || rate < 50) return 'nonCompliant';
  return rate === 100 ? 'compliant' : 'partiallyCompliant';
}
