import { describe, expect, it } from 'vitest';
import type { AuditedCriterion, CriterionResult } from './auditRecord';
import { complianceRate, conformityStatus, isAuditComplete, resultCounts } from './conformity';

/** A record of `results.length` criteria with those results (ids 1.1, 1.2…). */
function record(...results: CriterionResult[]): { criteria: AuditedCriterion[] } {
  return {
    criteria: results.map((result, index) => ({ id: `1.${index + 1}`, topic: 'images', result, checks: [] })),
  };
}

describe('complianceRate', () => {
  it('is 100 when every applicable criterion is met', () => {
    expect(complianceRate(record('compliant', 'compliant', 'notApplicable'))).toBe(100);
  });

  it('leaves not-applicable criteria out', () => {
    expect(complianceRate(record('compliant', 'nonCompliant', 'notApplicable', 'notApplicable'))).toBe(50);
  });

  it('rounds down: 2 of 3 is 66, never 67', () => {
    expect(complianceRate(record('compliant', 'compliant', 'nonCompliant'))).toBe(66);
  });

  it('rounds down just below the thresholds: 99 of 100 is 99, 49 of 99 is 49', () => {
    expect(complianceRate(record(...Array<CriterionResult>(99).fill('compliant'), 'nonCompliant'))).toBe(99);
    expect(
      complianceRate(
        record(...Array<CriterionResult>(49).fill('compliant'), ...Array<CriterionResult>(50).fill('nonCompliant')),
      ),
    ).toBe(49);
  });

  it('is 0 when no applicable criterion is met', () => {
    expect(complianceRate(record('nonCompliant', 'notApplicable'))).toBe(0);
  });

  it('is null when no criterion applies (all not applicable, or none audited)', () => {
    expect(complianceRate(record('notApplicable', 'notApplicable'))).toBeNull();
    expect(complianceRate(record())).toBeNull();
  });
});

describe('conformityStatus (RGAA)', () => {
  it('is compliant at 100 % of a complete audit only', () => {
    expect(conformityStatus(100, true)).toBe('compliant');
    expect(conformityStatus(99, true)).toBe('partiallyCompliant');
  });

  it('is at most partially compliant while the audit is partial, even at 100 %', () => {
    expect(conformityStatus(100, false)).toBe('partiallyCompliant');
  });

  it('is partially compliant from 50 % (the boundary included)', () => {
    expect(conformityStatus(50, true)).toBe('partiallyCompliant');
    expect(conformityStatus(86, true)).toBe('partiallyCompliant');
  });

  it('is not compliant below 50 %', () => {
    expect(conformityStatus(49, true)).toBe('nonCompliant');
    expect(conformityStatus(0, true)).toBe('nonCompliant');
  });

  it('is not compliant without a rate: all criteria not applicable means nothing was measured', () => {
    expect(conformityStatus(complianceRate(record('notApplicable', 'notApplicable')), true)).toBe('nonCompliant');
  });

  it('follows the record: 50 % from one met and one failed criterion is partially compliant', () => {
    expect(conformityStatus(complianceRate(record('compliant', 'nonCompliant')), true)).toBe('partiallyCompliant');
  });
});

describe('isAuditComplete', () => {
  const keyboardPass = { date: '2026-11-25', assistiveTechnology: 'keyboard', browser: 'firefox' } as const;

  it('needs every criterion of the referential and a pass by a person', () => {
    const all = record(...Array<CriterionResult>(106).fill('compliant')).criteria;
    expect(isAuditComplete({ criteria: all, rgaaCriteriaCount: 106, manualChecks: [keyboardPass] })).toBe(true);
    expect(isAuditComplete({ criteria: all, rgaaCriteriaCount: 106, manualChecks: [] })).toBe(false);
    expect(isAuditComplete({ criteria: all.slice(1), rgaaCriteriaCount: 106, manualChecks: [keyboardPass] })).toBe(
      false,
    );
  });

  it('is not complete while a criterion waits for a person, even with a manual pass', () => {
    const waiting = record(...Array<CriterionResult>(105).fill('compliant'), 'needsPerson').criteria;
    expect(isAuditComplete({ criteria: waiting, rgaaCriteriaCount: 106, manualChecks: [keyboardPass] })).toBe(false);
  });
});

describe('complianceRate with criteria waiting for a person', () => {
  it('leaves them out, as it leaves out the not applicable', () => {
    expect(complianceRate(record('compliant', 'needsPerson', 'needsPerson', 'nonCompliant'))).toBe(50);
    expect(complianceRate(record('needsPerson'))).toBeNull();
  });
});

describe('resultCounts', () => {
  it('counts each result', () => {
    expect(resultCounts(record('compliant', 'notApplicable', 'compliant', 'nonCompliant', 'needsPerson'))).toEqual({
      compliant: 2,
      nonCompliant: 1,
      notApplicable: 1,
      needsPerson: 1,
    });
  });
});
