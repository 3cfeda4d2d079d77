import { expect } from '../support/fixtures';
import { describeAxeCleanStates, type PageStates } from '../support/pageStates';
import { isNoJs, press, typeInto } from '../support/keyboard';
import { eventCopy, tierField } from '../support/placesJourney';
import {
  apiKindCart,
  CROWDFUNDING_FORM,
  CROWDFUNDING_OVER,
  exactText,
  GIFT_WRAP,
  kindsCopy,
  kindStepUrl,
  KIND_TIERS,
  MEMBERSHIP_FORM,
  moneyIn,
  PAYMENT_FORM,
  SHOP_FORM,
} from '../support/kinds';

/**
 * The pages of membership, shop, payment form and crowdfunding, each state axe-clean in
 * both languages at 375 and 1200 px (expectAxeCleanState), with and without JavaScript:
 * step 1 (blank, and refused for one kind: the engine draws every kind's errors alike),
 * step 2 with its blocks, step 3 with VAT, instalments or a coupon, the crowdfunding
 * with its contributors and over. Carts are made through the API.
 */
const member = { firstName: 'Hugo', lastName: 'Martin' };
const memberFields = [
  { id: 7011, value: '06 12 34 56 78' },
  { id: 7012, value: '69003' },
];

const states: PageStates = {
  'membership step 1': async ({ page, lang }) => {
    await page.goto(kindStepUrl(MEMBERSHIP_FORM, null, lang));
    await expect(page.getByRole('heading', { level: 2, name: kindsCopy[lang].membershipsStep })).toBeVisible();
  },
  'membership step 1 with errors': async ({ page, lang }) => {
    await page.goto(kindStepUrl(MEMBERSHIP_FORM, 1, lang));
    await press(page, page.getByRole('button', { name: eventCopy[lang].continue }));
    await expect(page.getByRole('alert').first()).toBeVisible();
  },
  'membership step 2 with its member and birth date': async ({ page, context, request, lang }) => {
    await apiKindCart(context, request, MEMBERSHIP_FORM, [{ tierId: KIND_TIERS.individual }]);
    await page.goto(kindStepUrl(MEMBERSHIP_FORM, 2, lang));
    await expect(page.getByRole('textbox', { name: new RegExp(`^${kindsCopy[lang].birthDate}`) })).toBeVisible();
  },
  'membership step 3 with 10 instalments offered': async ({ page, context, request, lang }) => {
    await apiKindCart(
      context,
      request,
      MEMBERSHIP_FORM,
      [{ tierId: KIND_TIERS.individual, participant: member, customFields: memberFields }],
      { withPayer: true, birthDate: '1990-07-14' },
    );
    await page.goto(kindStepUrl(MEMBERSHIP_FORM, 3, lang));
    await expect(page.getByRole('radio', { name: kindsCopy[lang].times(10) })).toBeVisible();
  },
  'shop step 1 with a sold-out product': async ({ page, lang }) => {
    await page.goto(kindStepUrl(SHOP_FORM, null, lang));
    await expect(tierField(page, kindsCopy[lang].mug, kindsCopy[lang].items)).toBeVisible();
  },
  'shop step 2 with a size per T-shirt': async ({ page, context, request, lang }) => {
    await apiKindCart(context, request, SHOP_FORM, [{ tierId: KIND_TIERS.tshirt }, { tierId: KIND_TIERS.tshirt }]);
    await page.goto(kindStepUrl(SHOP_FORM, 2, lang));
    await expect(page.getByRole('group', { name: kindsCopy[lang].itemBlock(2, kindsCopy[lang].tshirt) })).toBeVisible();
  },
  'shop step 3 with VAT and a coupon field': async ({ page, context, request, lang }) => {
    await apiKindCart(
      context,
      request,
      SHOP_FORM,
      [
        { tierId: KIND_TIERS.tshirt, options: [GIFT_WRAP], customFields: [{ id: 7013, value: 'M' }] },
        { tierId: KIND_TIERS.mug },
      ],
      { withPayer: true },
    );
    await page.goto(kindStepUrl(SHOP_FORM, 3, lang));
    await expect(page.getByRole('row', { name: new RegExp(kindsCopy[lang].vatTotal) })).toBeVisible();
  },
  'payment form step 1': async ({ page, lang }) => {
    await page.goto(kindStepUrl(PAYMENT_FORM, null, lang));
    await expect(tierField(page, kindsCopy[lang].museum, eventCopy[lang].quantity)).toBeVisible();
  },
  'payment form step 2 with its named places': async ({ page, context, request, lang }) => {
    await apiKindCart(context, request, PAYMENT_FORM, [{ tierId: KIND_TIERS.museum }, { tierId: KIND_TIERS.museum }]);
    await page.goto(kindStepUrl(PAYMENT_FORM, 2, lang));
    await expect(page.getByRole('group', { name: eventCopy[lang].place(2, kindsCopy[lang].museum) })).toBeVisible();
  },
  'payment form step 3 with 3 instalments offered': async ({ page, context, request, lang }) => {
    await apiKindCart(context, request, PAYMENT_FORM, [{ tierId: KIND_TIERS.museum, participant: member }], {
      withPayer: true,
    });
    await page.goto(kindStepUrl(PAYMENT_FORM, 3, lang));
    await expect(page.getByRole('radio', { name: kindsCopy[lang].times(3) })).toBeVisible();
  },
  'crowdfunding step 2 with the address for the receipt': async ({ page, context, request, lang }) => {
    await apiKindCart(context, request, CROWDFUNDING_FORM, [
      { tierId: KIND_TIERS.freeContribution, customAmount: 5000 },
    ]);
    await page.goto(kindStepUrl(CROWDFUNDING_FORM, 2, lang));
    await expect(page.getByRole('textbox', { name: eventCopy[lang].email, exact: true })).toBeVisible();
  },
  'crowdfunding step 3': async ({ page, context, request, lang }) => {
    await apiKindCart(
      context,
      request,
      CROWDFUNDING_FORM,
      [{ tierId: KIND_TIERS.freeContribution, customAmount: 5000 }],
      {
        withPayer: true,
      },
    );
    await page.goto(kindStepUrl(CROWDFUNDING_FORM, 3, lang));
    await expect(page.getByRole('heading', { level: 2, name: eventCopy[lang].summaryHeading })).toBeVisible();
  },
  'crowdfunding step 1 with its progress and contributors': async ({ page, lang }) => {
    await page.goto(kindStepUrl(CROWDFUNDING_FORM, null, lang));
    await expect(page.getByRole('region', { name: kindsCopy[lang].contributors })).toBeVisible();
  },
  'crowdfunding step 1 with a contribution typed and its tax reduction': async ({ page, lang }) => {
    await page.goto(kindStepUrl(CROWDFUNDING_FORM, null, lang));
    const t = kindsCopy[lang];
    await typeInto(page, tierField(page, t.freeContribution, t.contributionAmount), '50');
    if (!isNoJs())
      await expect(page.getByText(exactText(t.taxCost(moneyIn(lang, 5000), moneyIn(lang, 1700))))).toBeVisible();
  },
  'crowdfunding over': async ({ page, lang }) => {
    await page.goto(kindStepUrl(CROWDFUNDING_OVER, null, lang));
    await expect(page.getByRole('heading', { level: 2, name: kindsCopy[lang].over })).toBeVisible();
  },
};

describeAxeCleanStates('membership, shop, payment form and crowdfunding pages are axe-clean', states);
