import { expect } from '../support/fixtures';
import { describeAxeCleanStates, type PageStates } from '../support/pageStates';
import { press } from '../support/keyboard';
import {
  apiEventCart,
  eventCopy,
  eventStepUrl,
  OPTIONS,
  SALE_STATES,
  tierField,
  TIERS,
} from '../support/placesJourney';

/**
 * The event kind's own pages, each state axe-clean in both languages at 375 and 1200 px
 * (expectAxeCleanState), with and without JavaScript: the places (blank and refused),
 * the participants (blank and refused), the order summary with a coupon and its
 * instalments, and each sale timing state. Carts are made through the API.
 */
const adultWithInsurance = [{ tierId: TIERS.adult, options: [OPTIONS.insurance] }];

const states: PageStates = {
  'step 1': async ({ page, lang }) => {
    await page.goto(eventStepUrl(null, lang));
    await expect(tierField(page, eventCopy[lang].adult, eventCopy[lang].quantity)).toBeVisible();
  },
  'step 1 with errors': async ({ page, lang }) => {
    await page.goto(eventStepUrl(1, lang));
    await press(page, page.getByRole('button', { name: eventCopy[lang].continue }));
    await expect(page.getByRole('alert').first()).toBeVisible();
  },
  'step 2 with participants': async ({ page, context, request, lang }) => {
    await apiEventCart(context, request, [...adultWithInsurance, { tierId: TIERS.child }]);
    await page.goto(eventStepUrl(2, lang));
    await expect(page.getByRole('group', { name: eventCopy[lang].place(2, eventCopy[lang].child) })).toBeVisible();
  },
  'step 2 with errors': async ({ page, context, request, lang }) => {
    await apiEventCart(context, request, adultWithInsurance);
    await page.goto(eventStepUrl(2, lang));
    await press(page, page.getByRole('button', { name: eventCopy[lang].continue }));
    await expect(
      page.getByRole('link', { name: lang === 'fr' ? 'Ce champ est obligatoire' : 'This field is required' }).first(),
    ).toBeVisible();
  },
  'step 3 with a coupon and instalments': async ({ page, context, request, lang }) => {
    await apiEventCart(context, request, adultWithInsurance, { withPayer: true });
    await page.goto(eventStepUrl(3, lang));
    await expect(page.getByRole('radiogroup', { name: eventCopy[lang].instalments })).toBeVisible();
  },
  'sale not open yet': async ({ page, lang }) => {
    await page.goto(eventStepUrl(null, lang, SALE_STATES.notStarted));
    await expect(page.getByRole('heading', { level: 2, name: eventCopy[lang].sale.notStarted })).toBeVisible();
  },
  'sale ended': async ({ page, lang }) => {
    await page.goto(eventStepUrl(null, lang, SALE_STATES.ended));
    await expect(page.getByRole('heading', { level: 2, name: eventCopy[lang].sale.ended })).toBeVisible();
  },
  'sold out': async ({ page, lang }) => {
    await page.goto(eventStepUrl(null, lang, SALE_STATES.soldOut));
    await expect(page.getByRole('heading', { level: 2, name: eventCopy[lang].sale.soldOut })).toBeVisible();
  },
};

describeAxeCleanStates('event pages are axe-clean', states);
