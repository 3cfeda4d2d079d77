import { expect } from '../support/fixtures';
import { describeAxeCleanStates, type PageStates } from '../support/pageStates';
import { DONATION_FORM, apiCart, donationForm, donationTierId, enSuffix, restartQuery } from '../support/journey';
import { press } from '../support/keyboard';
import { copy, stepUrl } from '../support/donation';

/**
 * The donation kind's own pages: its steps (blank and refused), the restart after an
 * expired cart, the form states and the widget. The payment pages every kind shares
 * are in journey-a11y.spec.ts. Refused submits are real form posts without JavaScript:
 * axe checks the page the server answered with its errors.
 */
const suspended = donationForm('club-sportif-des-berges', 'soutien-au-club');
const blocked = donationForm('collectif-en-attente', 'premier-appel');

const states: PageStates = {
  'step 1': async ({ page, lang }) => {
    await page.goto(stepUrl(null, lang));
    await expect(page.getByRole('radiogroup', { name: copy[lang].amountGroup })).toBeVisible();
  },
  'step 1 with errors': async ({ page, lang }) => {
    await page.goto(stepUrl(1, lang));
    await press(page, page.getByRole('button', { name: copy[lang].continue }));
    await expect(page.getByRole('heading', { name: copy[lang].summaryTitle })).toBeVisible();
    await expect(page).toHaveTitle(copy[lang].errorTitle);
  },
  'step 1 after an expired cart': async ({ page, request, lang }) => {
    const tierId = await donationTierId(request, DONATION_FORM, false);
    await page.goto(`${stepUrl(1, lang)}${restartQuery([{ tierId, quantity: 1, amountCents: 5000 }])}`);
    await expect(page.getByText(copy[lang].expired).first()).toBeVisible();
  },
  'step 2': async ({ page, context, request, lang }) => {
    await apiCart(context, request, { withPayer: false });
    await page.goto(stepUrl(2, lang));
    await expect(page.getByRole('heading', { level: 2, name: copy[lang].payerHeading })).toBeVisible();
  },
  'step 2 with errors': async ({ page, context, request, lang }) => {
    await apiCart(context, request, { withPayer: false });
    await page.goto(stepUrl(2, lang));
    await press(page, page.getByRole('button', { name: copy[lang].continue }));
    await expect(page.getByRole('heading', { name: copy[lang].summaryTitle })).toBeVisible();
    await expect(page).toHaveTitle(copy[lang].errorTitle);
  },
  'step 3': async ({ page, context, request, lang }) => {
    await apiCart(context, request);
    await page.goto(stepUrl(3, lang));
    await expect(page.getByRole('heading', { level: 2, name: copy[lang].summaryHeading })).toBeVisible();
  },
  'step 3 of a monthly gift': async ({ page, context, request, lang }) => {
    await apiCart(context, request, { monthly: true, amountCents: 1500 });
    await page.goto(stepUrl(3, lang));
    await expect(page.getByRole('textbox', { name: copy[lang].paymentDay })).toBeVisible();
  },
  'step 3 with errors': async ({ page, context, request, lang }) => {
    await apiCart(context, request);
    await page.goto(stepUrl(3, lang));
    await press(page, page.getByRole('button', { name: copy[lang].pay }));
    await expect(page.getByRole('heading', { name: copy[lang].summaryTitle })).toBeVisible();
    await expect(page).toHaveTitle(copy[lang].errorTitle);
    // The tip needs its own confirmation, and both consents are required.
    for (const name of [copy[lang].tipConsent, copy[lang].terms, copy[lang].data])
      await expect(page.getByRole('checkbox', { name })).toHaveAttribute('aria-invalid', 'true');
  },
  'payment suspended': async ({ page, lang }) => {
    await page.goto(`${suspended.path}${enSuffix(lang)}`);
    await expect(page.getByRole('button', { name: lang === 'fr' ? 'Me prévenir' : 'Notify me' })).toBeVisible();
  },
  'collection blocked': async ({ page, lang }) => {
    await page.goto(`${blocked.path}${enSuffix(lang)}`);
    await expect(
      page.getByText(lang === 'fr' ? 'Paiements momentanément impossibles' : 'Payments are not possible for now'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: copy[lang].continue })).toBeVisible();
  },
  widget: async ({ page, lang }) => {
    await page.goto(stepUrl(1, lang, true));
    await expect(page.getByRole('button', { name: copy[lang].continue })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  },
};

describeAxeCleanStates('donation pages are axe-clean', states);
