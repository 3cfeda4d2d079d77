import type { Page } from '@playwright/test';
import type { Cart } from '@/lib/api/contracts/carts';
import { expect, test } from '../support/fixtures';
import { passwordGrant, setSessionCookies } from '../support/shell';
import { chooseRadio, isNoJs, press, tick, typeInto } from '../support/keyboard';
import { expectNoAxeViolations } from '../support/axe';
import { CARDS, cartIdOf, engineCopy, payByCard, payer, type JourneyForm, type Lang } from '../support/journey';
import {
  acceptConsents,
  apiCartOf,
  applyCoupon,
  eventCopy,
  fillEventPayer,
  submitStep,
  tierField,
} from '../support/placesJourney';
import {
  apiKindCart,
  CROWDFUNDING_FORM,
  CROWDFUNDING_OVER,
  DISABLED_SHOP,
  DRAFT_MEMBERSHIP,
  fundingOf,
  kindsCopy,
  kindStepUrl,
  KIND_TIERS,
  longDateIn,
  MEMBERSHIP_FORM,
  moneyIn,
  PAYMENT_FORM,
  SHOP_FORM,
  exactText,
} from '../support/kinds';

/** The run's language: `withJs` with JavaScript, the other one without. */
const langOfRun = (withJs: Lang): Lang => (isNoJs() === (withJs === 'fr') ? 'en' : 'fr');

/** The run's language and the words of both suites in it. */
function copyOfRun(withJs: Lang) {
  const lang = langOfRun(withJs);
  return { lang, t: { ...eventCopy[lang], ...kindsCopy[lang] } };
}

/**
 * Membership, shop, payment form and crowdfunding on the journey engine, keyboard only,
 * each test with and without JavaScript — in one language with JavaScript and the other
 * without, so that each kind's journey is seen in French and in English at the cost of
 * two runs, not four: a paid journey of each kind to its
 * confirmation (membership in 10 instalments, its schedule checked against the
 * sandbox's; 2 products + gift wrap + BOUTIQUE10; a contribution that raises the amount
 * collected), PRESQUE refused with minimumCart, a minor refused, the contributors'
 * second page, the crowdfunding over, the draft and the disabled form. Setup that is not the subject goes
 * through the API (tests/support/kinds.ts).
 */

/** Pay, by keyboard: the card page of the kind's cart is axe-clean (as sent, without JavaScript), then the card is typed. */
async function pay(page: Page, lang: Lang, form: JourneyForm) {
  await acceptConsents(page, lang);
  await press(page, page.getByRole('button', { name: lang === 'fr' ? /^Payer / : /^Pay / }));
  await expect(page.getByRole('textbox', { name: engineCopy[lang].cardNumber })).toBeVisible();
  await expectNoAxeViolations(page, `${form.formSlug} card page`);
  await payByCard(page, lang, CARDS.success);
  await expect(page.getByRole('heading', { level: 1, name: form.thanks[lang] })).toBeVisible();
}

test('French with JS, English without: a membership in 10 instalments, a minor refused, the schedule the sandbox charges @no-js', async ({
  page,
  context,
  request,
}) => {
  const { lang, t } = copyOfRun('fr');
  await page.goto(kindStepUrl(MEMBERSHIP_FORM, null, lang));
  // Two memberships per order at most: each kind asks for how many people.
  await typeInto(page, tierField(page, t.individual, t.memberships), '1');
  await submitStep(page, lang);
  const block = page.getByRole('group', { name: t.membershipBlock(1, t.individual) });
  await typeInto(page, block.getByRole('textbox', { name: new RegExp(`^${t.memberFirstName}`) }), payer.firstName);
  await typeInto(page, block.getByRole('textbox', { name: new RegExp(`^${t.memberLastName}`) }), payer.lastName);
  await typeInto(page, block.getByRole('textbox', { name: new RegExp(`^${t.phone}`) }), '06 12 34 56 78');
  await typeInto(page, block.getByRole('textbox', { name: new RegExp(`^${t.zip}`) }), '69003');
  await tick(page, page.getByRole('checkbox', { name: t.membershipIsMine }));
  // The form allows 2 memberships per payer: each run pays with an address of its own.
  await fillEventPayer(page, lang, { names: false, email: `lea.martin+${test.info().testId}${Date.now()}@example.fr` });
  // The form refuses minors (SPEC §5 legal_age): a birth date 10 years ago is refused on its field.
  const birth = page.getByRole('textbox', { name: new RegExp(`^${t.birthDate}`) });
  await typeInto(page, birth, `14/07/${new Date().getFullYear() - 10}`);
  await submitStep(page, lang);
  await expect(page.getByText(t.minor).first()).toBeVisible();
  await typeInto(page, page.getByRole('textbox', { name: new RegExp(`^${t.birthDate}`) }), '14/07/1990');
  await submitStep(page, lang);
  await expect(page.getByRole('heading', { level: 2, name: t.summaryHeading })).toBeVisible();
  await press(page, page.getByRole('button', { name: t.tipRemove }));
  const plan = page.getByRole('radiogroup', { name: t.instalments });
  await chooseRadio(page, plan, plan.getByRole('radio', { name: t.times(10) }));
  if (isNoJs()) await press(page, page.getByRole('button', { name: t.showSchedule }));
  // The schedule shown before paying is the one the sandbox will charge: 10 dates, 3 € each.
  const schedule = page.getByRole('table', { name: t.schedule(10) });
  await expect(schedule.getByRole('row')).toHaveCount(11);
  const cart = await apiCartOf(request, await cartIdOf(context, MEMBERSHIP_FORM));
  expect(cart.items[0]?.participant).toEqual({ firstName: payer.firstName, lastName: payer.lastName });
  expect(cart.payer?.birthDate).toBe('1990-07-14');
  const shown = (await schedule.getByRole('row').allInnerTexts()).slice(1);
  const threeEuros = moneyIn(lang, 300);
  expect(shown.every((row) => /\d{2}\/\d{2}\/\d{4}/.test(row) && row.includes(threeEuros))).toBe(true);
  await pay(page, lang, MEMBERSHIP_FORM);
  // The confirmation reads the schedule from the sandbox: 3 € today, then the 9 other dates shown before paying.
  await expect(page.getByText(exactText(t.paid(threeEuros)))).toBeVisible();
  for (const row of shown.slice(1)) {
    const [day, month, year] = (/(\d{2})\/(\d{2})\/(\d{4})/.exec(row) ?? []).slice(1).map(Number);
    const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day));
    await expect(page.getByText(exactText(t.term(longDateIn(lang, date), threeEuros)))).toBeVisible();
  }
});

test('English with JS, French without: 2 T-shirts with gift wrap and a mug, sizes asked per T-shirt, VAT shown, BOUTIQUE10 @no-js', async ({
  page,
  context,
  request,
}) => {
  const { lang, t } = copyOfRun('en');
  await page.goto(kindStepUrl(SHOP_FORM, null, lang));
  // The signed poster is sold out: no quantity to choose.
  await expect(tierField(page, t.poster, t.items)).toHaveCount(0);
  await typeInto(page, tierField(page, t.tshirt, t.items), '2');
  await tick(page, page.getByRole('checkbox', { name: t.giftWrap }));
  await typeInto(page, tierField(page, t.mug, t.items), '1');
  if (!isNoJs()) await expect(page.getByText(exactText(t.itemsTotal(3, moneyIn(lang, 5100))))).toBeVisible();
  await submitStep(page, lang);
  // Each T-shirt asks its size; the mug asks nothing; nobody is named.
  for (const n of [1, 2]) {
    const size = page
      .getByRole('group', { name: t.itemBlock(n, t.tshirt) })
      .getByRole('radiogroup', { name: new RegExp(`^${t.size}`) });
    await chooseRadio(page, size, size.getByRole('radio', { name: n === 1 ? 'M' : 'L', exact: true }));
  }
  await expect(page.getByRole('group', { name: t.itemBlock(3, t.mug) })).toHaveCount(0);
  await fillEventPayer(page, lang);
  await submitStep(page, lang);
  const order = page.getByRole('table').first();
  await expect(order.getByRole('row', { name: new RegExp(t.tshirt) }).first()).toContainText('2');
  await expect(order).toContainText(t.vatLine);
  await applyCoupon(page, lang, 'BOUTIQUE10');
  // The discount and the VAT are the sandbox's arithmetic: the page shows what the cart holds.
  const cartNow = async () => (await apiCartOf(request, await cartIdOf(context, SHOP_FORM))) as unknown as Cart;
  await expect.poll(async () => (await cartNow()).paymentTerms[0].discount).toBeGreaterThan(0);
  const cart = await cartNow();
  await expect(
    page.getByText(exactText(t.couponApplied('BOUTIQUE10', moneyIn(lang, cart.paymentTerms[0].discount)))),
  ).toBeVisible();
  expect(cart.paymentTerms[0].vat).toBeGreaterThan(0);
  await expect(order.getByRole('row', { name: new RegExp(t.vatTotal) })).toContainText(
    moneyIn(lang, cart.paymentTerms[0].vat),
  );
  await press(page, page.getByRole('button', { name: t.tipRemove }));
  await pay(page, lang, SHOP_FORM);
});

test('French with JS, English without: PRESQUE would leave €0.20 on a mug: minimumCart, the cart kept @no-js', async ({
  page,
  context,
  request,
}) => {
  const { lang, t } = copyOfRun('fr');
  await apiKindCart(context, request, SHOP_FORM, [{ tierId: KIND_TIERS.mug }], { withPayer: true });
  await page.goto(kindStepUrl(SHOP_FORM, 3, lang));
  await applyCoupon(page, lang, 'PRESQUE');
  await expect(page.getByText(t.minimumCart).first()).toBeVisible();
  await expect(page.getByRole('table').first()).toContainText(t.mug);
  await expect(page.getByRole('textbox', { name: t.coupon })).toHaveValue('PRESQUE');
});

test('French with JS, English without: 11 items in one shop cart, an error on each quantity with its summary @no-js', async ({
  page,
}) => {
  const { lang, t } = copyOfRun('fr');
  await page.goto(kindStepUrl(SHOP_FORM, null, lang));
  const tshirts = tierField(page, t.tshirt, t.items);
  const mugs = tierField(page, t.mug, t.items);
  await typeInto(page, tshirts, '6');
  await typeInto(page, mugs, '5');
  await submitStep(page, lang);
  const limit =
    lang === 'fr' ?
      'Vous pouvez commander au plus 10 articles en une fois.'
    : 'You can order at most 10 items at once.';
  await expect(page).toHaveTitle(lang === 'fr' ? /^Erreur : / : /^Error: /);
  // The summary names the limit once per quantity that counts, each a link to its field.
  const summary = page
    .getByRole('alert')
    .filter({ hasText: lang === 'fr' ? 'Il y a un problème' : 'There is a problem' });
  await expect(summary.getByRole('link', { name: limit })).toHaveCount(2);
  for (const field of [tshirts, mugs]) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(limit.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  }
  // Focus: the first field in error with JavaScript, the summary as the answered page loads without.
  if (isNoJs())
    await expect(page.locator(':focus')).toContainText(lang === 'fr' ? 'Il y a un problème' : 'There is a problem');
  else await expect(tshirts).toBeFocused();
  // What was typed is kept.
  await expect(tshirts).toHaveValue('6');
  await expect(mugs).toHaveValue('5');
});

test('English with JS, French without: a payment form, 2 named participants, paid in 3 instalments @no-js', async ({
  page,
}) => {
  const { lang, t } = copyOfRun('en');
  await page.goto(kindStepUrl(PAYMENT_FORM, null, lang));
  await typeInto(page, tierField(page, t.museum, t.quantity), '2');
  await submitStep(page, lang);
  for (const [n, firstName] of [
    [1, 'Hugo'],
    [2, 'Inès'],
  ] as const) {
    const block = page.getByRole('group', { name: t.place(n, t.museum) });
    await typeInto(page, block.getByRole('textbox', { name: new RegExp(`^${t.participantFirstName}`) }), firstName);
    await typeInto(page, block.getByRole('textbox', { name: new RegExp(`^${t.participantLastName}`) }), 'Martin');
  }
  await fillEventPayer(page, lang);
  await submitStep(page, lang);
  await expect(page.getByRole('table').first()).toContainText(`${t.place(2, t.museum)} – Inès Martin`);
  await press(page, page.getByRole('button', { name: t.tipRemove }));
  const plan = page.getByRole('radiogroup', { name: t.instalments });
  await chooseRadio(page, plan, plan.getByRole('radio', { name: t.times(3) }));
  if (isNoJs()) await press(page, page.getByRole('button', { name: t.showSchedule }));
  await expect(page.getByRole('table', { name: t.schedule(3) }).getByRole('row')).toHaveCount(4);
  await pay(page, lang, PAYMENT_FORM);
});

test('French with JS, English without: a contribution of 50 € typed with no quantity, 17 € after tax reduction on step 1 and the summary, raises the amount collected @no-js', async ({
  page,
  request,
}) => {
  const { lang, t } = copyOfRun('fr');
  const before = await fundingOf(request, CROWDFUNDING_FORM);
  await page.goto(kindStepUrl(CROWDFUNDING_FORM, null, lang));
  const meter = page.getByRole('meter', { name: t.progress });
  await expect(meter).toHaveAttribute('aria-valuetext', new RegExp(`^${before.fundingPercentage}\\s?%$`));
  // A contribution is an amount, with no quantity: typed in French with a comma.
  const contribution = tierField(page, t.freeContribution, t.contributionAmount);
  await expect(contribution).toHaveValue('');
  await expect(page.getByRole('group', { name: t.freeContribution, exact: true }).getByRole('textbox')).toHaveCount(1);
  await typeInto(page, contribution, lang === 'fr' ? '50,00' : '50.00');
  // SPEC §9: 66 % of a receipt-eligible gift comes back to an individual, said live.
  if (!isNoJs()) {
    await expect(page.getByText(exactText(t.taxCost(moneyIn(lang, 5_000), moneyIn(lang, 1_700))))).toBeVisible();
  }
  await submitStep(page, lang);
  await fillEventPayer(page, lang);
  await typeInto(page, page.getByRole('textbox', { name: t.address, exact: true }), payer.address ?? '');
  await typeInto(page, page.getByRole('textbox', { name: t.zipCode }), payer.zipCode ?? '');
  await typeInto(page, page.getByRole('textbox', { name: t.city }), payer.city ?? '');
  await submitStep(page, lang);
  // Step 3 knows the payer (a person): 66 % of the contribution comes back.
  await expect(page.getByText(exactText(t.taxCost(moneyIn(lang, 5_000), moneyIn(lang, 1_700))))).toBeVisible();
  await press(page, page.getByRole('button', { name: t.tipRemove }));
  await pay(page, lang, CROWDFUNDING_FORM);
  const after = await fundingOf(request, CROWDFUNDING_FORM);
  expect(after.amountCollected - before.amountCollected).toBe(5_000);
  expect(after.fundingPercentage).toBe(Math.floor((after.amountCollected * 100) / 500_000));
  await page.goto(kindStepUrl(CROWDFUNDING_FORM, null, lang));
  await expect(page.getByRole('meter', { name: t.progress })).toHaveAttribute(
    'aria-valuetext',
    new RegExp(`^${after.fundingPercentage}\\s?%$`),
  );
});

test('English with JS, French without: the contributors’ second page, then the crowdfunding over @no-js', async ({
  page,
}) => {
  const lang = langOfRun('en');
  const t = kindsCopy[lang];
  await page.goto(kindStepUrl(CROWDFUNDING_FORM, null, lang));
  const list = page.getByRole('region', { name: t.contributors });
  await expect(list.getByRole('listitem')).toHaveCount(8);
  await press(page, list.getByRole('link', { name: t.moreContributors }));
  await expect(list.getByRole('listitem').nth(8)).toBeVisible();
  // With JavaScript the next page comes in place and the focus moves to its first entry.
  if (!isNoJs()) await expect(list.getByRole('listitem').nth(8)).toBeFocused();
  else await expect(page).toHaveURL(/contributeurs=2#contributeur-9$/);
  await page.goto(kindStepUrl(CROWDFUNDING_OVER, null, lang));
  await expect(page.getByRole('heading', { level: 2, name: t.over })).toBeVisible();
  await expect(page.getByRole('meter')).toHaveAttribute('aria-valuetext', /^124\s?%$/);
});

test('the draft membership and the disabled shop: a 404 for visitors, a banner and the settings link for an administrator @no-js', async ({
  page,
  context,
  request,
}) => {
  const lang = langOfRun('fr');
  const t = kindsCopy[lang];
  const forms = [
    [DRAFT_MEMBERSHIP, t.draftBanner],
    [DISABLED_SHOP, t.disabledBanner],
  ] as const;
  for (const [path] of forms) expect((await page.goto(kindStepUrl(path, null, lang)))?.status(), path).toBe(404);
  await setSessionCookies(context, await passwordGrant(request, 'admin.asso@example.org'));
  for (const [path, banner] of forms) {
    await page.goto(kindStepUrl(path, null, lang));
    const status = page.getByRole('status').filter({ hasText: banner });
    await expect(status).toBeVisible();
    // The back office's address of the form's settings (SPEC §2: the kind's URL segment).
    const edit = `${path.replace('associations/', '')}/edition/1`;
    await expect(status.getByRole('link', { name: new RegExp(`^${t.settings}`) })).toHaveAttribute(
      'href',
      new RegExp(`/${edit}$`),
    );
  }
});

test('each kind has its widget and its English variant, framable, and its entry in the home page’s demo list', async ({
  request,
}) => {
  const home = await (await request.get('./')).text();
  const kinds = [
    [MEMBERSHIP_FORM, kindsCopy.en.memberships],
    [SHOP_FORM, kindsCopy.en.items],
    [PAYMENT_FORM, eventCopy.en.quantity],
    [CROWDFUNDING_FORM, 'Amount of your contribution'],
  ] as const;
  for (const [form, quantityLabel] of kinds) {
    expect(home, form.path).toContain(`href="/forms/${form.path}"`);
    const widget = await request.get(`${form.path}/widget/1/en`);
    expect(widget.status(), form.path).toBe(200);
    expect(widget.headers()['content-security-policy'], form.path).toContain('frame-ancestors *');
    const html = await widget.text();
    expect(html, form.path).toContain('<html lang="en"');
    expect(html, form.path).toContain(quantityLabel);
    // Framed by the association's site: no site header.
    expect(html, form.path).not.toContain('<header');
  }
});
