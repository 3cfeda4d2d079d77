/**
 * The audit record against what repeats it: docs/accessibility.md's criteria table, the
 * statement's messages in both languages, and the footer's "Accessibilité : …" label.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { auditRecord, criterionKey, rgaaThemes } from './auditRecord';
import { complianceRate, recordStatus } from './conformity';

const docPath = join(import.meta.dirname, '..', '..', 'docs', 'accessibility.md');

/** The rows of the markdown table whose header row starts with `| {firstHeader} |`, as cells by header. */
function markdownTable(markdown: string, firstHeader: string): Record<string, string>[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => new RegExp(`^\\|\\s*${firstHeader}\\s*\\|`).test(line));
  if (start === -1) throw new Error(`no table starting with "${firstHeader}" in docs/accessibility.md`);
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim());
  const headers = cells(lines[start] ?? '');
  const rows: Record<string, string>[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.trim().startsWith('|')) break;
    const values = cells(line);
    rows.push(Object.fromEntries(headers.map((header, index) => [header, values[index] ?? ''])));
  }
  return rows;
}

type Catalogue = { AccessibilityStatement: Record<string, unknown>; Shell: Record<string, string> };
const catalogues = { fr: fr as unknown as Catalogue, en: en as unknown as Catalogue };

/** A message of the statement's namespace by dotted path, or undefined. */
function message(catalogue: Catalogue, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      catalogue.AccessibilityStatement,
    );
}

describe('docs/accessibility.md', () => {
  const doc = readFileSync(docPath, 'utf8');

  it('lists exactly the criteria of the record, in its order, with the same results and checks', () => {
    const table = markdownTable(doc, 'Criterion').map((row) => ({
      id: row.Criterion,
      result: row.Result,
      checks: row.Checks === '—' ? [] : (row.Checks ?? '').split(',').map((check) => check.trim()),
    }));
    expect(table).toEqual(auditRecord.criteria.map(({ id, result, checks }) => ({ id, result, checks: [...checks] })));
  });

  it('gives the audit date and the rate and status the record computes to', () => {
    const rate = complianceRate(auditRecord);
    expect(doc).toContain(`Audit of ${auditRecord.date}`);
    expect(doc).toContain(`**${rate} %**`);
    expect(doc).toContain(
      `**${(fr.AccessibilityStatement.status as Record<string, string>)[recordStatus(auditRecord)]}**`,
    );
  });

  it('says no manual pass is recorded, as long as the record holds none', () => {
    if (auditRecord.manualChecks.length === 0) expect(doc).toContain('The record holds no manual pass yet');
    else expect(doc).not.toContain('The record holds no manual pass yet');
  });
});

describe('the audit record', () => {
  it('names each RGAA 4.1 criterion once, under its own theme', () => {
    const ids = auditRecord.criteria.map((criterion) => criterion.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { id, topic } of auditRecord.criteria) {
      expect(id).toMatch(/^(?:[1-9]|1[0-3])\.(?:[1-9]|1[0-9])$/);
      expect(rgaaThemes[Number(id.split('.')[0]) - 1], id).toBe(topic);
    }
  });

  it('backs every compliant criterion with a check the record lists, and no other', () => {
    for (const { id, result, checks } of auditRecord.criteria) {
      if (result === 'compliant') expect(checks.length, id).toBeGreaterThan(0);
      else expect(checks, id).toEqual([]);
      for (const check of checks) expect(auditRecord.automatedChecks, id).toContain(check);
    }
  });

  it("lists all 106 criteria of RGAA 4.1, in the referential's order", () => {
    const ids = auditRecord.criteria.map((criterion) => criterion.id);
    expect(ids).toHaveLength(auditRecord.rgaaCriteriaCount);
    const order = (id: string) => id.split('.').map(Number) as [number, number];
    const sorted = [...ids].sort((a, b) => order(a)[0] - order(b)[0] || order(a)[1] - order(b)[1]);
    expect(ids).toEqual(sorted);
    // The referential's count per theme (1 Images … 13 Consultation).
    const perTheme = rgaaThemes.map((topic) => auditRecord.criteria.filter((c) => c.topic === topic).length);
    expect(perTheme).toEqual([9, 2, 3, 13, 8, 2, 5, 10, 4, 14, 13, 11, 12]);
  });

  it('explains every criterion that is not compliant or not applicable', () => {
    for (const { id, result, note } of auditRecord.criteria) {
      if (result === 'nonCompliant' || result === 'notApplicable') expect(note, id).toBe(true);
    }
  });

  it('puts every non-compliant criterion in an exception, and only those', () => {
    const nonCompliant = auditRecord.criteria.filter((c) => c.result === 'nonCompliant').map((c) => c.id);
    const inExceptions = auditRecord.exceptions.flatMap((exception) => exception.criteria.map((c) => c.rgaa));
    expect([...new Set(inExceptions)].sort()).toEqual([...nonCompliant].sort());
  });

  it('uses ISO calendar dates', () => {
    for (const date of [auditRecord.date, ...auditRecord.manualChecks.map((check) => check.date)]) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    }
  });
});

describe.each(Object.entries(catalogues))('the %s messages', (_locale, catalogue) => {
  it('have a label for every criterion, and a note exactly where the record says', () => {
    for (const { id, note } of auditRecord.criteria) {
      const key = criterionKey(id);
      expect(message(catalogue, `criteria.${key}.label`), id).toEqual(expect.any(String));
      expect(message(catalogue, `criteria.${key}.note`) !== undefined, `${id} note`).toBe(note === true);
    }
    const known = new Set(auditRecord.criteria.map((criterion) => criterionKey(criterion.id)));
    const extra = Object.keys(message(catalogue, 'criteria') as object).filter((key) => !known.has(key));
    expect(extra, 'criteria without a record entry').toEqual([]);
  });

  it('have every exception, check, technology and page the record names', () => {
    const paths = [
      ...auditRecord.exceptions.flatMap((e) => [`exceptions.${e.id}`, `exceptionStatus.${e.status}`]),
      ...auditRecord.automatedChecks.map((check) => `checks.${check}`),
      ...auditRecord.technologies.map((technology) => `technologies.${technology}`),
      ...auditRecord.pages.map((page) => `pages.${page}`),
      ...auditRecord.manualChecks.flatMap((check) => [
        `assistiveTechnologies.${check.assistiveTechnology}`,
        `browsers.${check.browser}`,
      ]),
    ];
    expect(paths.filter((path) => typeof message(catalogue, path) !== 'string')).toEqual([]);
  });

  it('name in the footer link the status the record computes to', () => {
    const status = recordStatus(auditRecord);
    expect(catalogue.Shell.footerAccessibility).toContain(message(catalogue, `status.${status}`));
  });
});
