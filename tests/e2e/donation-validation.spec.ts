import { expect, test } from './donation-fixtures';
import {
  chooseAmount,
  chooseRadio,
  copy,
  fillPayer,
  isNoJs,
  press,
  stepUrl,
  submitPayer,
  tabTo,
  tick,
  typeInto,
  type Lang,
} from '../support/donation';

for (const lang of ['fr', 'en'] as const satisfies readonly Lang[]) {
  const t = copy[lang];
  const en = lang === 'en';

  test.describe(`donation form validation (${lang}) @no-js`, () => {
    test('step 1: no amount, then a free amount under the minimum', async ({ page }) => {
      await page.goto(stepUrl(null, lang));
      await press(page, page.getByRole('button', { name: t.continue }));
      await expect(page).toHaveTitle(t.errorTitle);
      await expect(page.getByRole('heading', { name: t.summaryTitle })).toBeVisible();
      const group = page.getByRole('radiogroup', { name: t.amountGroup });
      await expect(group).toContainText(en ? 'Enter an amount' : 'Saisissez un montant');
      // The first field in error has the focus after the failed submit; without JavaScript
      // the browser focuses the error summary as the answered page loads (its links lead on).
      if (!isNoJs()) await expect(group.getByRole('radio').first()).toBeFocused();
      else await expect(page.locator(':focus')).toContainText(t.summaryTitle);

      await chooseRadio(page, group, group.getByRole('radio', { name: t.other }));
      await typeInto(page, page.getByRole('textbox', { name: t.otherField }), '0,20');
      await press(page, page.getByRole('button', { name: t.continue }));
      await expect(page.getByRole('textbox', { name: t.otherField })).toHaveAccessibleDescription(
        en ? /Enter an amount of at least €1\.00/ : /Saisissez un montant d’au moins 1,00\s€/,
      );
    });

    test('step 1: the tax reduction follows the amount, politely', async ({ page }) => {
      test.skip(isNoJs(), 'updates while choosing: JavaScript only');
      await page.goto(stepUrl(null, lang));
      const group = page.getByRole('radiogroup', { name: t.amountGroup });
      await chooseRadio(page, group, group.getByRole('radio', { name: /50[,.]00/ }));
      await expect(page.getByRole('status').filter({ hasText: t.taxSentence })).toBeVisible();
      await chooseRadio(page, group, group.getByRole('radio', { name: t.other }));
      await typeInto(page, page.getByRole('textbox', { name: t.otherField }), '100');
      await expect(
        page.getByRole('status').filter({ hasText: en ? /€100\.00.*€34\.00/ : /100,00\s€.*34,00\s€/ }),
      ).toBeVisible();
    });

    test('step 2: every problem at once, the first field focused, the title prefixed', async ({ page }) => {
      await page.goto(stepUrl(null, lang));
      await chooseAmount(page, lang);
      await press(page, page.getByRole('button', { name: t.continue }));
      await expect(page).toHaveTitle(t.errorTitle);
      const firstName = page.getByRole('textbox', { name: t.firstName, exact: true });
      await expect(firstName).toHaveAccessibleDescription(new RegExp(t.required));
      if (!isNoJs()) await expect(firstName).toBeFocused();
      else await expect(page.locator(':focus')).toContainText(t.summaryTitle);
      const summary = page.getByRole('alert').filter({ hasText: t.summaryTitle });
      await expect(summary.getByRole('link')).toHaveCount(7);

      // Name rules, email match and zip code.
      await typeInto(page, firstName, 'Test');
      await typeInto(page, page.getByRole('textbox', { name: t.lastName, exact: true }), 'Test');
      await typeInto(page, page.getByRole('textbox', { name: t.email, exact: true }), 'lea@gmial.com');
      await typeInto(page, page.getByRole('textbox', { name: t.emailConfirmation }), 'lea@gmail.com');
      await typeInto(page, page.getByRole('textbox', { name: t.zipCode }), '1');
      await press(page, page.getByRole('button', { name: t.continue }));
      await expect(firstName).toHaveAccessibleDescription(en ? /real name/ : /vrai nom/);
      await expect(page.getByRole('textbox', { name: t.emailConfirmation })).toHaveAccessibleDescription(
        en ? /do not match/ : /ne correspondent pas/,
      );
      await expect(page.getByRole('textbox', { name: t.zipCode })).toHaveAccessibleDescription(
        en ? /valid postcode/ : /code postal valide/,
      );
      // The unusual email is a warning, not an error.
      await expect(page.getByRole('textbox', { name: t.email, exact: true })).toHaveAccessibleDescription(
        en ? /Did you mean lea@gmail\.com/ : /Vouliez-vous écrire lea@gmail\.com/,
      );
      await expect(page.getByRole('textbox', { name: t.email, exact: true })).not.toHaveAttribute(
        'aria-invalid',
        'true',
      );
    });

    test('step 2: a company gives its name, SIREN and legal status', async ({ page }) => {
      await page.goto(stepUrl(null, lang));
      await chooseAmount(page, lang);
      await fillPayer(page, lang);
      await tick(page, page.getByRole('checkbox', { name: en ? /on behalf of a company/ : /au nom d’une entreprise/ }));
      await press(page, page.getByRole('button', { name: t.continue }));
      await expect(page).toHaveTitle(t.errorTitle);
      await expect(page.getByRole('textbox', { name: en ? 'Company name' : 'Raison sociale' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await typeInto(
        page,
        page.getByRole('textbox', { name: en ? 'Company name' : 'Raison sociale' }),
        'Boulangerie Martin',
      );
      await typeInto(page, page.getByRole('textbox', { name: en ? 'SIREN number' : 'Numéro SIREN' }), '123 456 789');
      const status = page.getByRole('radiogroup', { name: en ? 'Legal status' : 'Statut juridique' });
      await chooseRadio(page, status, status.getByRole('radio', { name: en ? /SAS or SASU/ : /SAS ou SASU/ }));
      await submitPayer(page, lang);
    });

    test('step 3: the consents are required, and the tip needs its own confirmation', async ({ page }) => {
      await page.goto(stepUrl(null, lang));
      await chooseAmount(page, lang);
      await fillPayer(page, lang);
      await submitPayer(page, lang);
      await press(page, page.getByRole('button', { name: t.pay }));
      await expect(page).toHaveTitle(t.errorTitle);
      await expect(page.getByRole('checkbox', { name: t.tipConsent })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('checkbox', { name: t.terms })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('checkbox', { name: t.data })).toHaveAttribute('aria-invalid', 'true');
      await tabTo(page, page.getByRole('textbox', { name: t.tipField }));
      await expect(page.getByRole('table').first()).toContainText(en ? '€56.00' : /56,00\s€/);
    });
  });
}
