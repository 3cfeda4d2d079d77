import { expect, test } from './donation-fixtures';
import {
  CARDS,
  acceptAndPay,
  charges,
  chooseRadio,
  copy,
  fillPayer,
  payByCard,
  paymentRequestIdOf,
  press,
  reachCardPage,
  stepUrl,
  submitPayer,
  typeInto,
  type Lang,
} from '../support/donation';

for (const lang of ['fr', 'en'] as const satisfies readonly Lang[]) {
  test(`a donation paid by card is confirmed (${lang}) @no-js`, async ({ page, request }) => {
    const t = copy[lang];
    await reachCardPage(page, lang);
    const paymentRequestId = paymentRequestIdOf(page);
    await payByCard(page, lang, CARDS.success);
    await expect(page.getByRole('heading', { level: 1, name: t.thanks })).toBeVisible();
    expect((await charges(request, { paymentRequestId })).count).toBe(1);
  });
}

test('a monthly donation: the payment day, today’s charge, then the confirmation @no-js', async ({ page, request }) => {
  const t = copy.fr;
  await page.goto(stepUrl(null, 'fr'));
  const frequency = page.getByRole('radiogroup', { name: 'Je donne' });
  await chooseRadio(page, frequency, frequency.getByRole('radio', { name: t.monthly }));
  const amounts = page.getByRole('radiogroup', { name: /^Montant de votre don/ });
  await chooseRadio(page, amounts, amounts.getByRole('radio', { name: /15[,.]00/ }));
  await press(page, page.getByRole('button', { name: t.continue }));
  await fillPayer(page, 'fr');
  await submitPayer(page, 'fr');
  await typeInto(page, page.getByRole('textbox', { name: 'Jour du prélèvement mensuel' }), '5');
  await acceptAndPay(page, 'fr', { keepTip: false });
  const paymentRequestId = paymentRequestIdOf(page);
  await payByCard(page, 'fr', CARDS.success);
  await expect(page.getByRole('heading', { level: 1, name: t.thanks })).toBeVisible();
  await expect(page.getByText(/Votre don mensuel est en place/)).toBeVisible();
  const made = await charges(request, { paymentRequestId });
  expect(made.count).toBe(1);
  expect(made.data[0]?.amount).toBe(1500);
});
