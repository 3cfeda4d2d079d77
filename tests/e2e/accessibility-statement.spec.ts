/**
 * The accessibility statement (/accessibilite), in both languages, with and without
 * JavaScript: its title, the status and rate computed from the audit record, the
 * footer link that leads to it, and axe.
 */
import { expect, test } from '@playwright/test';
import { auditRecord } from '../../features/accessibility/auditRecord';
import { complianceRate, recordStatus } from '../../features/accessibility/conformity';
import { expectNoAxeViolations } from '../support/axe';
import { origin } from '../support/shell';

const rate = complianceRate(auditRecord);
const status = recordStatus(auditRecord);

const statusFr = {
  compliant: 'totalement conforme',
  partiallyCompliant: 'partiellement conforme',
  nonCompliant: 'non conforme',
}[status];
const statusEn = {
  compliant: 'fully compliant',
  partiallyCompliant: 'partially compliant',
  nonCompliant: 'not compliant',
}[status];

const copy = {
  fr: {
    title: 'Déclaration d’accessibilité',
    footerLink: /^Accessibilité :/,
    status: statusFr,
    statusLine: `est ${statusFr} avec le référentiel général d’amélioration de l’accessibilité`,
    rate:
      rate === null ?
        /Aucun critère RGAA applicable n’a encore été évalué/
      : new RegExp(`${rate}\\s%\\sdes critères RGAA applicables sont respectés`),
  },
  en: {
    title: 'Accessibility statement',
    footerLink: /^Accessibility:/,
    status: statusEn,
    statusLine: `is ${statusEn} with the French accessibility framework`,
    rate:
      rate === null ?
        /No applicable RGAA criterion has been assessed yet/
      : new RegExp(`${rate}\\s?% of the applicable RGAA criteria are met`),
  },
};

test.describe('accessibility statement @no-js', () => {
  for (const locale of ['fr', 'en'] as const) {
    const words = copy[locale];

    test(`in ${locale}: title, computed status and rate, axe-clean`, async ({ page, context }) => {
      if (locale === 'en') await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: origin }]);
      const response = await page.goto('accessibilite');
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(new RegExp(`^${words.title} – `));
      await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByText(words.statusLine)).toBeVisible();
      await expect(main.getByText(words.rate)).toBeVisible();
      // One line per audited criterion, each with its result.
      await expect(main.getByRole('listitem').filter({ hasText: /^(Critère|Criterion) \d+\.\d+ / })).toHaveCount(
        auditRecord.criteria.length,
      );
      await expectNoAxeViolations(page, `accessibility statement (${locale})`, { widths: [375, 1200] });
    });

    test(`in ${locale}: the home page's footer links to it`, async ({ page, context }) => {
      if (locale === 'en') await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: origin }]);
      await page.goto('./');
      const link = page.getByRole('contentinfo').getByRole('link', { name: words.footerLink });
      await expect(link).toHaveAttribute('href', '/forms/accessibilite');
      await expect(link).toContainText(words.status);
      await link.click();
      await expect(page).toHaveURL(/\/forms\/accessibilite$/);
      await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    });
  }
});
