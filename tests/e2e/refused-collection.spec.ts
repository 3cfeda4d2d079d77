/**
 * A due instalment refused by the collector (issue 52), from the email to the payment: the
 * card 4000 0000 0000 0341 pays the first instalment and is refused on the second; the
 * payer is emailed the regularisation link, which pays it with another card, by keyboard.
 */
import { clockTest, expect } from '../support/fixtures';
import { press } from '../support/keyboard';
import { CARDS, moveClock, payByCard } from '../support/journey';
import { emailsOf, linksOf, payThroughApi } from '../support/mailbox';
import { chargesOf, regularisationCopy, signInAs } from '../support/regularisation';
import { createAccount, origin, passwordGrant, sandbox } from '../support/shell';

const EVENT = { organizationSlug: 'les-amis-du-quartier', formType: 'Event', formSlug: 'fete-de-quartier' };
const DAY = 86_400_000;

clockTest('a refused instalment: its email’s link pays it with another card', async ({ page, context, request }) => {
  const t = regularisationCopy.fr;
  const account = await createAccount(request, { label: 'echeance-refusee', firstName: 'Camille', lastName: 'Martin' });
  const { access_token: token } = await passwordGrant(request, account.email);
  const orderId = await payThroughApi(request, {
    form: EVENT,
    items: [{ tierId: 1023, customAmount: 2400, participant: { firstName: 'Camille', lastName: 'Martin' } }],
    email: account.email,
    lang: 'fr',
    instalments: 3,
    token,
    card: '4000000000000341',
  });
  const order = await request.get(`${sandbox}/api/users/me/orders/${orderId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { payments } = (await order.json()) as { payments: { id: number; date: string; installmentNumber: number }[] };
  const second = payments.find((payment) => payment.installmentNumber === 2);
  if (!second) throw new Error('no second instalment');

  // Its date passes: the collector (run for this order only: the e2e servers' workers send
  // emails, not collections) is refused.
  await moveClock(request, { offsetMs: new Date(second.date).getTime() - Date.now() + DAY });
  try {
    const run = await request.post(`${sandbox}/__test/jobs/run`, {
      data: { kinds: ['collect'], keyPrefix: `collect:payment:${second.id}` },
    });
    expect(await run.json()).toMatchObject({ done: 1 });
  } finally {
    await moveClock(request, { reset: true });
  }

  const [email] = await emailsOf(request, `InstalmentRefused.payment.${second.id}`);
  const link = linksOf(email?.html ?? '').find((href) => href.includes(`/paiement/regularisation/${second.id}`));
  expect(link, 'the regularisation link').toBe(`${origin}/forms/paiement/regularisation/${second.id}`);

  await signInAs(context, request, account.email);
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { level: 1, name: t.unpaid })).toBeVisible();
  await press(page, page.getByRole('link', { name: t.pay }));
  await expect(page.getByRole('heading', { level: 1, name: t.cardTitle })).toBeVisible();
  await payByCard(page, 'fr', CARDS.success);
  await expect(page.getByRole('heading', { level: 1, name: t.settled })).toBeVisible();
  const paymentRequestId = new URL(page.url()).searchParams.get('paymentRequestId') ?? '';
  expect((await chargesOf(request, paymentRequestId)).count).toBe(1);
  // And the payer is told it is paid.
  await emailsOf(request, `InstalmentCollected.payment.${second.id}`);
});
