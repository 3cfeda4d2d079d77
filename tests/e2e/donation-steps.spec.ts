import { expect, test } from '../support/fixtures';
import { chooseRadio, isNoJs, press, tick, typeInto } from '../support/keyboard';
import { apiCart } from '../support/journey';
import { copy, fillPayer, stepUrl, submitPayer } from '../support/donation';
import { holdScripts, waitForHydration } from '../support/screenReader';

/**
 * The donation's own steps and fields as a person meets them, keyboard only: what a
 * refused submit shows (summary, title, focus, each message on its field), the live tax
 * reduction and the company fields. Which value is refused with which message is decided
 * by the actions and their schemas, unit-tested in features/journey/actions/stepActions.test.ts;
 * each step's error page in English is checked by donation-a11y.spec.ts.
 */
const t = copy.fr;

test.describe('donation steps @no-js', () => {
  test('step 1: a refused submit shows its summary and messages, and leads to the first field', async ({ page }) => {
    await page.goto(stepUrl(null, 'fr'));
    await press(page, page.getByRole('button', { name: t.continue }));
    await expect(page).toHaveTitle(t.errorTitle);
    await expect(page.getByRole('heading', { name: t.summaryTitle })).toBeVisible();
    const group = page.getByRole('radiogroup', { name: t.amountGroup });
    await expect(group).toContainText('Saisissez un montant');
    // The first field in error has the focus after the failed submit; without JavaScript
    // the browser focuses the error summary as the answered page loads (its links lead on).
    if (!isNoJs()) await expect(group.getByRole('radio').first()).toBeFocused();
    else await expect(page.locator(':focus')).toContainText(t.summaryTitle);

    await chooseRadio(page, group, group.getByRole('radio', { name: t.other }));
    await typeInto(page, page.getByRole('textbox', { name: t.otherField }), '0,20');
    await press(page, page.getByRole('button', { name: t.continue }));
    await expect(page.getByRole('textbox', { name: t.otherField })).toHaveAccessibleDescription(
      /Saisissez un montant d’au moins 1,00\s€/,
    );
  });

  test('step 1: what the payer chose and typed before the page hydrated is kept', async ({ page }) => {
    test.skip(isNoJs(), 'hydration: JavaScript only');
    // A slow phone: the payer reads and uses the page before its scripts have run. The
    // scripts are held until the payer has acted; then the page hydrates.
    const releaseScripts = await holdScripts(page);
    await page.goto(stepUrl(null, 'fr'), { waitUntil: 'domcontentloaded' });
    const frequency = page.getByRole('radiogroup', { name: t.frequencyGroup });
    await chooseRadio(page, frequency, frequency.getByRole('radio', { name: t.monthly }));
    const amount = page.getByRole('radiogroup', { name: t.amountGroup });
    await chooseRadio(page, amount, amount.getByRole('radio', { name: t.other }));
    await typeInto(page, page.getByRole('textbox', { name: t.otherField }), '25');
    await expect(page.locator('form[data-server-form]')).not.toHaveAttribute('data-hydrated');

    releaseScripts();
    await waitForHydration(page);
    await expect(page.getByRole('radio', { name: t.monthly })).toBeChecked();
    await expect(page.getByRole('radio', { name: t.other })).toBeChecked();
    await expect(page.getByRole('textbox', { name: t.otherField })).toHaveValue('25');
    await press(page, page.getByRole('button', { name: t.continue }));
    await expect(page).toHaveURL(/\/2$/);
  });

  test('step 1: the tax reduction follows the amount, politely', async ({ page }) => {
    test.skip(isNoJs(), 'the sentence updates while the payer chooses: JavaScript only');
    await page.goto(stepUrl(null, 'fr'));
    const group = page.getByRole('radiogroup', { name: t.amountGroup });
    await chooseRadio(page, group, group.getByRole('radio', { name: /50[,.]00/ }));
    await expect(page.getByRole('status').filter({ hasText: t.taxSentence })).toBeVisible();
    await chooseRadio(page, group, group.getByRole('radio', { name: t.other }));
    await typeInto(page, page.getByRole('textbox', { name: t.otherField }), '100');
    await expect(page.getByRole('status').filter({ hasText: /100,00\s€.*34,00\s€/ })).toBeVisible();
  });

  test('step 2: every problem at once, the first field focused, each message on its field', async ({
    page,
    context,
    request,
  }) => {
    await apiCart(context, request, { withPayer: false });
    await page.goto(stepUrl(2, 'fr'));
    await press(page, page.getByRole('button', { name: t.continue }));
    await expect(page).toHaveTitle(t.errorTitle);
    const firstName = page.getByRole('textbox', { name: t.firstName, exact: true });
    await expect(firstName).toHaveAccessibleDescription(new RegExp(t.required));
    if (!isNoJs()) await expect(firstName).toBeFocused();
    else await expect(page.locator(':focus')).toContainText(t.summaryTitle);
    const summary = page.getByRole('alert').filter({ hasText: t.summaryTitle });
    await expect(summary.getByRole('link')).toHaveCount(7);

    // Name rules, email match and postcode: each message is read with its field.
    await typeInto(page, firstName, 'Test');
    await typeInto(page, page.getByRole('textbox', { name: t.lastName, exact: true }), 'Test');
    await typeInto(page, page.getByRole('textbox', { name: t.email, exact: true }), 'lea@gmial.com');
    await typeInto(page, page.getByRole('textbox', { name: t.emailConfirmation }), 'lea@gmail.com');
    await typeInto(page, page.getByRole('textbox', { name: t.zipCode }), '1');
    await press(page, page.getByRole('button', { name: t.continue }));
    await expect(firstName).toHaveAccessibleDescription(/vrai nom/);
    await expect(page.getByRole('textbox', { name: t.emailConfirmation })).toHaveAccessibleDescription(
      /ne correspondent pas/,
    );
    await expect(page.getByRole('textbox', { name: t.zipCode })).toHaveAccessibleDescription(/code postal valide/);
    // The unusual email is a warning, not an error.
    const email = page.getByRole('textbox', { name: t.email, exact: true });
    await expect(email).toHaveAccessibleDescription(/Vouliez-vous écrire lea@gmail\.com/);
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('step 2: a company gives its name, SIREN and legal status; step 3 gives its tax reduction', async ({
    page,
    context,
    request,
  }) => {
    await apiCart(context, request, { withPayer: false });
    await page.goto(stepUrl(2, 'fr'));
    await fillPayer(page, 'fr');
    await tick(page, page.getByRole('checkbox', { name: /au nom d’une entreprise/ }));
    await press(page, page.getByRole('button', { name: t.continue }));
    await expect(page).toHaveTitle(t.errorTitle);
    const company = page.getByRole('textbox', { name: 'Raison sociale' });
    await expect(company).toHaveAttribute('aria-invalid', 'true');
    await typeInto(page, company, 'Boulangerie Martin');
    await typeInto(page, page.getByRole('textbox', { name: 'Numéro SIREN' }), '123 456 789');
    const status = page.getByRole('radiogroup', { name: 'Statut juridique' });
    await chooseRadio(page, status, status.getByRole('radio', { name: /SAS ou SASU/ }));
    await submitPayer(page, 'fr');
    // Step 3 knows the payer is a company: 60 % of the 50 € gift comes back, not 66 %.
    await expect(
      page.getByText(
        /^Ce don de 50,00\s€ ne coûtera que 20,00\s€ à votre structure après réduction d’impôt \(60\s% pour une entreprise\)$/,
      ),
    ).toBeVisible();
  });
});
