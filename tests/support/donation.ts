/**
 * Helpers of the donation kind's own e2e suites (tests/e2e/donation-*.spec.ts): its
 * copy, its step addresses and its three steps done with the keyboard only. What every
 * form kind shares (API setup, card page, outcomes, clock) is in ./journey.ts.
 */
import { expect, type Page } from '@playwright/test';
import { chooseRadio, isNoJs, press, tick, typeInto } from './keyboard';
import { DONATION_FORM, engineCopy, payer as defaultPayer, type ApiPayer, type Lang } from './journey';

export const donationFormPath = DONATION_FORM.path;

/** Copy of the donation steps in both languages, by what the tests look for. */
export const copy = {
  fr: {
    ...engineCopy.fr,
    step: (n: number) => `Étape ${n} sur 4`,
    continue: 'Continuer',
    once: 'Une fois',
    monthly: 'Tous les mois',
    frequencyGroup: 'Je donne',
    amountGroup: 'Montant de votre don',
    other: 'Autre montant',
    otherField: /Montant de votre choix/,
    payerHeading: 'Vos coordonnées',
    summaryHeading: 'Récapitulatif',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Adresse électronique',
    emailConfirmation: 'Confirmez votre adresse électronique',
    address: 'Adresse',
    zipCode: 'Code postal',
    city: 'Ville',
    tipField: /Montant de votre contribution/,
    tipRemove: 'Ne pas contribuer',
    tipConsent: /Je confirme ma contribution/,
    terms: /J’accepte les conditions générales/,
    data: /J’accepte que mes données personnelles/,
    paymentDay: 'Jour du prélèvement mensuel',
    thanks: DONATION_FORM.thanks.fr,
    monthlyInPlace: /Votre don mensuel est en place/,
    errorTitle: /^Erreur : /,
    required: 'Ce champ est obligatoire',
    summaryTitle: 'Il y a un problème',
    taxSentence: /Votre don de 50,00\s€ ne vous coûtera que 17,00\s€ après réduction d’impôt/,
  },
  en: {
    ...engineCopy.en,
    step: (n: number) => `Step ${n} of 4`,
    continue: 'Continue',
    once: 'Once',
    monthly: 'Every month',
    frequencyGroup: 'I give',
    amountGroup: 'Amount of your donation',
    other: 'Other amount',
    otherField: /Amount of your choice/,
    payerHeading: 'Your details',
    summaryHeading: 'Summary',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email address',
    emailConfirmation: 'Confirm your email address',
    address: 'Address',
    zipCode: 'Postcode',
    city: 'Town or city',
    tipField: /Amount of your contribution/,
    tipRemove: 'Do not contribute',
    tipConsent: /I confirm my voluntary contribution/,
    terms: /I accept the terms/,
    data: /I agree that my personal data/,
    paymentDay: 'Day of the monthly payment',
    thanks: DONATION_FORM.thanks.en,
    monthlyInPlace: /Your monthly donation is in place/,
    errorTitle: /^Error: /,
    required: 'This field is required',
    summaryTitle: 'There is a problem',
    taxSentence: /Your donation of €50\.00 will only cost you €17\.00 after tax reduction/,
  },
} as const;

/** Step URL of the demo donation form, in French or through the `/en` variant. */
export function stepUrl(step: number | null, lang: Lang, widget = false): string {
  const parts = [donationFormPath];
  if (widget) parts.push('widget');
  if (step !== null) parts.push(String(step));
  if (lang === 'en') parts.push('en');
  return parts.join('/');
}

/** Step 1: a preset amount, then Continue (step 2 shows). */
export async function chooseAmount(page: Page, lang: Lang, preset: RegExp = /50[,.]00/) {
  const t = copy[lang];
  await expect(page.getByText(t.step(1), { exact: false }).first()).toBeVisible();
  const group = page.getByRole('radiogroup', { name: new RegExp(`^${t.amountGroup}`) });
  await chooseRadio(page, group, group.getByRole('radio', { name: preset }));
  await press(page, page.getByRole('button', { name: t.continue }));
  await expect(page.getByRole('heading', { level: 2, name: t.payerHeading })).toBeVisible();
}

export async function fillPayer(page: Page, lang: Lang, who: ApiPayer = defaultPayer) {
  const t = copy[lang];
  await typeInto(page, page.getByRole('textbox', { name: t.firstName, exact: true }), who.firstName);
  await typeInto(page, page.getByRole('textbox', { name: t.lastName, exact: true }), who.lastName);
  await typeInto(page, page.getByRole('textbox', { name: t.email, exact: true }), who.email);
  await typeInto(page, page.getByRole('textbox', { name: t.emailConfirmation }), who.email);
  // Optional on forms without a tax receipt: the label then ends with "(facultatif)".
  await typeInto(page, page.getByRole('textbox', { name: new RegExp(`^${t.address}( \\(|$)`) }), who.address);
  await typeInto(page, page.getByRole('textbox', { name: new RegExp(`^${t.zipCode}`) }), who.zipCode);
  await typeInto(page, page.getByRole('textbox', { name: new RegExp(`^${t.city}`) }), who.city);
}

export async function submitPayer(page: Page, lang: Lang) {
  await press(page, page.getByRole('button', { name: copy[lang].continue }));
  await expect(page.getByRole('heading', { level: 2, name: copy[lang].summaryHeading })).toBeVisible();
}

/** Step 3: keep (and confirm) the suggested tip or remove it, accept, then Pay (the card page shows). */
export async function acceptAndPay(page: Page, lang: Lang, { keepTip = true } = {}) {
  const t = copy[lang];
  if (keepTip) {
    await tick(page, page.getByRole('checkbox', { name: t.tipConsent }));
  } else if (isNoJs()) {
    // Without JavaScript the tip is saved by its own button before paying.
    await press(page, page.getByRole('button', { name: t.tipRemove }));
    await expect(page.getByRole('textbox', { name: t.tipField })).toHaveValue(/^0([.,]00)?$/);
  } else {
    await press(page, page.getByRole('button', { name: t.tipRemove }));
    await expect(page.getByRole('textbox', { name: t.tipField })).toHaveValue('0');
    await expect(page.getByRole('checkbox', { name: t.tipConsent })).toHaveCount(0);
  }
  await tick(page, page.getByRole('checkbox', { name: t.terms }));
  await tick(page, page.getByRole('checkbox', { name: t.data }));
  await press(page, page.getByRole('button', { name: t.pay }));
  await expect(page.getByRole('textbox', { name: t.cardNumber })).toBeVisible();
}
