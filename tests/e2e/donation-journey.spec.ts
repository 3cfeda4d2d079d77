import { expectCleanAfterStepChange, watchAnnouncementsByReference } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { chooseRadio, isNoJs, typeInto } from '../support/keyboard';
import { CARDS, charges, origin, payByCard, paymentRequestIdOf } from '../support/journey';
import { acceptAndPay, chooseAmount, copy, fillPayer, stepUrl, submitPayer } from '../support/donation';

/**
 * The donation paid from end to end through its own steps, keyboard only: exactly one
 * journey per language, each run with and without JavaScript. The card page's other
 * outcomes, the cart's expiry and the double press are the engine's
 * (journey-*.spec.ts); the steps' decisions are unit-tested (features/journey/actions/stepActions.test.ts).
 * Each step is checked by axe the moment it shows, with no waiting (issue 18).
 */

test('French: a monthly donation without a tip, its payment day, today’s charge, the confirmation @no-js', async ({
  page,
  request,
}) => {
  const t = copy.fr;
  await watchAnnouncementsByReference(page);
  await page.goto(stepUrl(null, 'fr'));
  await expect(page.getByRole('banner')).toBeVisible();
  const frequency = page.getByRole('radiogroup', { name: t.frequencyGroup });
  await chooseRadio(page, frequency, frequency.getByRole('radio', { name: t.monthly }));
  await chooseAmount(page, 'fr', /15[,.]00/);
  await expect(page).toHaveURL(new RegExp(`${stepUrl(2, 'fr')}$`));
  await expectCleanAfterStepChange(page, 'step 2 (fr)');
  await fillPayer(page, 'fr');
  await submitPayer(page, 'fr');
  await expect(page).toHaveURL(new RegExp(`${stepUrl(3, 'fr')}$`));
  await expectCleanAfterStepChange(page, 'step 3 (fr)');
  await typeInto(page, page.getByRole('textbox', { name: t.paymentDay }), '5');
  await acceptAndPay(page, 'fr', { keepTip: false });
  await expectCleanAfterStepChange(page, 'card page (fr)');
  const paymentRequestId = paymentRequestIdOf(page);
  await payByCard(page, 'fr', CARDS.success);
  await expect(page.getByRole('heading', { level: 1, name: t.thanks })).toBeVisible();
  await expect(page.getByText(t.monthlyInPlace)).toBeVisible();
  await expectCleanAfterStepChange(page, 'confirmation (fr)');
  const made = await charges(request, { paymentRequestId });
  expect(made.count).toBe(1);
  expect(made.data[0]?.amount).toBe(1500);
  if (!isNoJs()) {
    // No card data in the browser store.
    const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
    expect(stored).not.toContain('4242');
    expect(stored).not.toContain('12/34');
  }
});

test('English, in the widget: a one-off donation with the tip, whatever the language cookie says @no-js', async ({
  page,
  context,
  request,
}) => {
  const t = copy.en;
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'fr', url: origin }]);
  await watchAnnouncementsByReference(page);
  await page.goto(stepUrl(1, 'en', true));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The widget is framed by the association's site: no site header or footer.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await chooseAmount(page, 'en');
  await expect(page).toHaveURL(/\/widget\/2\/en$/);
  await expectCleanAfterStepChange(page, 'step 2 (en, widget)');
  await fillPayer(page, 'en');
  await submitPayer(page, 'en');
  await expect(page).toHaveURL(/\/widget\/3\/en$/);
  await expectCleanAfterStepChange(page, 'step 3 (en, widget)');
  // The suggested tip is in the total until the payer removes it.
  await expect(page.getByRole('table').first()).toContainText('€56.00');
  await acceptAndPay(page, 'en', { keepTip: true });
  await expect(page).toHaveURL(/\/paiement\/embarque\/[^/?]+\/en\?widget=1$/);
  await expectCleanAfterStepChange(page, 'card page (en, widget)');
  const paymentRequestId = paymentRequestIdOf(page);
  await payByCard(page, 'en', CARDS.success);
  await expect(page.getByRole('heading', { level: 1, name: t.thanks })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectCleanAfterStepChange(page, 'confirmation (en, widget)');
  const made = await charges(request, { paymentRequestId });
  expect(made.count).toBe(1);
  expect(made.data[0]?.amount).toBe(5600);
});
