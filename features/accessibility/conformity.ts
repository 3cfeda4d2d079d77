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
  const counts: Record<CriterionResult, number> = { compliant: 0, nonCompliant: 0, notApplicable: 0, needsPerson: 0 };
  for (const criterion of criteria) counts[criterion.result] += 1;
  return counts;
}

/**
 * compliant / (compliant + nonCompliant) as an integer percent, rounded down (86.7 % is
 * 86 %: never more than what is met); not-applicable criteria and those waiting for a
 * person are left out. `null` when
 * no criterion applies: there is nothing to rate.
 */
export function complianceRate(record: Criteria): number | null {
  const { compliant, nonCompliant } = resultCounts(record);
  const applicable = compliant + nonCompliant;
  return applicable === 0 ? null : Math.floor((compliant * 100) / applicable);
}

/**
 * Whether the audit can support a claim of total conformity: every criterion of the
 * referential assessed (none left `needsPerson`), and at least one pass by a person (an
 * automated check alone — screen-reader transcripts included — cannot tell whether an
 * alternative text is relevant or a page makes sense read aloud).
 */
export function isAuditComplete({
  criteria,
  rgaaCriteriaCount,
  manualChecks,
}: Pick<AuditRecord, 'criteria' | 'rgaaCriteriaCount' | 'manualChecks'>): boolean {
  const assessed = criteria.filter((criterion) => criterion.result !== 'needsPerson').length;
  return assessed >= rgaaCriteriaCount && manualChecks.length > 0;
}

/**
 * The RGAA rule: totally compliant when every applicable criterion is met, partially
 * from 50 %, otherwise not compliant — which is also the status without any rate (no
 * audit result measures the criteria). Every audited criterion met by a partial audit is
 * "partially compliant": the criteria not yet assessed may fail (see isAuditComplete).
 */
export function conformityStatus(rate: number | null, auditComplete: boolean): ConformityStatus {
  if (rate === null || rate < 50) return 'nonCompliant';
  return rate === 100 && auditComplete ? 'compliant' : 'partiallyCompliant';
}

/** The status of a record: its rate, and whether its audit is complete. */
export function recordStatus(record: AuditRecord): ConformityStatus {
  return conformityStatus(complianceRate(record), isAuditComplete(record));
}
