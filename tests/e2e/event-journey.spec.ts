import { expectCleanAfterStepChange, watchAnnouncementsByReference } from '../support/axe';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { chooseRadio, isNoJs, press, tick, typeInto } from '../support/keyboard';
import { CARDS, cartIdOf, charges, payByCard, payer, paymentRequestIdOf } from '../support/journey';
import {
  acceptConsents,
  apiCartOf,
  apiEventCart,
  applyCoupon,
  choosePlaces,
  EVENT_FORM,
  eventCopy,
  eventStepUrl,
  fillEventPayer,
  fillParticipant,
  nameParticipant,
  OPTIONS,
  otherBuyerTakes,
  remainingOf,
  SALE_STATES,
  submitStep,
  tierField,
  TIERS,
} from '../support/placesJourney';

/**
 * The event form on the journey engine, keyboard only, each test with and without
 * JavaScript: places with a mandatory option, participants, a coupon and 3 instalments
 * paid by card; a free order (GRATUIT) confirmed with no card step; the last places
 * taken by another buyer; refused files; the sale timing states. Setup that is not the
 * subject goes through the API (tests/support/placesJourney.ts).
 */

test('French: 2 places with the mandatory option, participants, BIENVENUE, paid in 3 instalments @no-js', async ({
  page,
  request,
  context,
}) => {
  const t = eventCopy.fr;
  await watchAnnouncementsByReference(page);
  await page.goto(eventStepUrl(null, 'fr'));
  await choosePlaces(page, 'fr', t.adult, 2, { insurance: true });
  if (!isNoJs()) await expect(page.getByText('2 places – total : 28,00 €')).toBeVisible();
  await submitStep(page, 'fr');
  await expect(page).toHaveURL(new RegExp(`${eventStepUrl(2, 'fr')}$`));
  await expectCleanAfterStepChange(page, 'event step 2');
  // The payer takes place 1: named there once, the payer's own name fields are not asked again.
  const [first, second] = [t.place(1, t.adult), t.place(2, t.adult)].map((name) => page.getByRole('group', { name }));
  await nameParticipant(page, 'fr', first!, payer.firstName, payer.lastName);
  await fillParticipant(page, 'fr', first!, 'Léa');
  // Place 2 takes place 1's answers (with JavaScript its fields hide; without, the server fills them).
  await nameParticipant(page, 'fr', second!, 'Hugo', 'Martin');
  await tick(page, second!.getByRole('checkbox', { name: t.copy }));
  await tick(page, page.getByRole('checkbox', { name: t.payerIsFirst }));
  if (!isNoJs()) await expect(page.getByRole('textbox', { name: t.firstName, exact: true })).toHaveCount(0);
  await fillEventPayer(page, 'fr', { names: false });
  await submitStep(page, 'fr');
  await expect(page.getByRole('heading', { level: 2, name: t.summaryHeading })).toBeVisible();
  await expectCleanAfterStepChange(page, 'event step 3');
  const saved = await apiCartOf(request, await cartIdOf(context, EVENT_FORM));
  expect(saved.items.every((item) => item.customFields.some((answer) => answer.value === 'Léa'))).toBe(true);
  expect(saved.items.map((item) => item.participant?.firstName)).toEqual([payer.firstName, 'Hugo']);
  expect(saved.payer).toMatchObject({ firstName: payer.firstName, lastName: payer.lastName });
  // One line per place, named, and per option, then the coupon: 10 % off the places (24 €), options aside.
  const order = page.getByRole('table').first();
  await expect(order).toContainText(`Place 1 – Entrée adulte – ${payer.firstName} ${payer.lastName}`);
  await expect(order).toContainText('Place 2 – option Assurance annulation');
  await applyCoupon(page, 'fr', ' bienvenue ');
  await expect(page.getByText('Le code BIENVENUE est appliqué : 2,40 € de réduction.')).toBeVisible();
  await press(page, page.getByRole('button', { name: t.tipRemove }));
  const plan = page.getByRole('radiogroup', { name: t.instalments });
  await chooseRadio(page, plan, plan.getByRole('radio', { name: t.threeTimes }));
  // Without JavaScript the plan is saved by its own button; with it the schedule follows the choice.
  if (isNoJs()) await press(page, page.getByRole('button', { name: t.showSchedule }));
  // The schedule, dates and amounts, before paying: 25,60 € as 8,54 € + 8,53 € + 8,53 €.
  const schedule = page.getByRole('table', { name: t.schedule });
  await expect(schedule.getByRole('row')).toHaveCount(4);
  await expect(schedule).toContainText('8,54');
  await expect(schedule).toContainText('8,53');
  await acceptConsents(page, 'fr');
  await press(page, page.getByRole('button', { name: /^Payer 8,54\s€ aujourd’hui$/ }));
  await expect(page.getByRole('textbox', { name: t.cardNumber })).toBeVisible();
  await expectCleanAfterStepChange(page, 'event card page');
  const paymentRequestId = paymentRequestIdOf(page);
  await payByCard(page, 'fr', CARDS.success);
  await expect(page.getByRole('heading', { level: 1, name: EVENT_FORM.thanks.fr })).toBeVisible();
  await expect(page.getByText(t.instalmentsInPlace)).toBeVisible();
  await expectCleanAfterStepChange(page, 'event confirmation');
  const made = await charges(request, { paymentRequestId });
  expect(made.count).toBe(1);
  expect(made.data[0]?.amount).toBe(854);
});

test('English: a free order with GRATUIT is confirmed with no card step @no-js', async ({ page, context, request }) => {
  const t = eventCopy.en;
  await apiEventCart(context, request, [{ tierId: TIERS.support, customAmount: 2000 }], { withPayer: true });
  await page.goto(eventStepUrl(3, 'en'));
  await applyCoupon(page, 'en', 'GRATUIT');
  await expect(page.getByText(/Code GRATUIT applied/)).toBeVisible();
  // Nothing to pay: no tip is asked, no instalments matter.
  await expect(page.getByRole('textbox', { name: /Amount of your contribution/ })).toHaveCount(0);
  await acceptConsents(page, 'en');
  await press(page, page.getByRole('button', { name: t.confirmFree }));
  await expect(page.getByRole('heading', { level: 1, name: EVENT_FORM.thanks.en })).toBeVisible();
  await expect(page.getByText(t.freeConfirmed)).toBeVisible();
  expect((await charges(request, { paymentRequestId: paymentRequestIdOf(page) })).count).toBe(0);
});

test('French: the last places taken by another buyer before the choice is sent: ticketsSoldOut, the choice kept @no-js', async ({
  page,
  request,
}) => {
  const t = eventCopy.fr;
  await page.goto(eventStepUrl(null, 'fr'));
  const left = await remainingOf(request, EVENT_FORM.path, TIERS.frontRow);
  // Each run leaves one place held for 15 minutes: 4 on a fresh server, enough for both projects and a retry.
  expect(left).toBeGreaterThan(0);
  await choosePlaces(page, 'fr', t.frontRow, left);
  await otherBuyerTakes(request, TIERS.frontRow, 1);
  await submitStep(page, 'fr');
  await expect(page.getByText(t.soldOut)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${eventStepUrl(null, 'fr')}$`));
  await expect(tierField(page, t.frontRow, t.quantity)).toHaveValue(String(left));
});

test('French: a file too large (413) and of a wrong format (415), the rest of the step kept @no-js', async ({
  page,
  context,
  request,
}, testInfo) => {
  const t = eventCopy.fr;
  await apiEventCart(context, request, [{ tierId: TIERS.adult, options: [OPTIONS.insurance] }]);
  const large = join(testInfo.outputDir, 'certificat.pdf');
  const text = join(testInfo.outputDir, 'certificat.txt');
  mkdirSync(testInfo.outputDir, { recursive: true });
  writeFileSync(large, Buffer.alloc(5 * 1024 * 1024 + 200_000, 1));
  writeFileSync(text, 'pas un certificat');
  await page.goto(eventStepUrl(2, 'fr'));
  const block = page.getByRole('group', { name: t.place(1, t.adult) });
  await typeInto(page, block.getByRole('textbox', { name: new RegExp(`^${t.badge}`) }), 'Léa');
  const file = page.getByLabel(new RegExp(`^${t.file}`));
  for (const [path, message] of [
    [large, t.tooLarge],
    [text, t.wrongFormat],
  ] as const) {
    await file.setInputFiles(path);
    if (isNoJs()) await submitStep(page, 'fr');
    await expect(page.getByText(message).first()).toBeVisible();
    await expect(block.getByRole('textbox', { name: new RegExp(`^${t.badge}`) })).toHaveValue('Léa');
  }
});

for (const lang of ['fr', 'en'] as const) {
  test(`${lang}: each sale timing state says why nothing can be booked @no-js`, async ({ page }) => {
    const t = eventCopy[lang];
    for (const [state, path] of Object.entries(SALE_STATES) as [keyof typeof SALE_STATES, string][]) {
      await page.goto(eventStepUrl(null, lang, path));
      await expect(page.getByRole('heading', { level: 2, name: t.sale[state] })).toBeVisible();
      await expect(page.getByRole('button', { name: t.continue })).toHaveCount(0);
      if (state === 'notStarted') await expect(page.getByText(t.opensOn)).toBeVisible();
    }
  });
}
