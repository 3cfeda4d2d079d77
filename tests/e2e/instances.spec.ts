import { expect, test } from '../support/fixtures';
import { CARDS, charges, payByCard, payer, paymentRequestIdOf, port } from '../support/journey';
import { acceptAndPay, chooseAmount, copy, fillPayer, stepUrl, submitPayer } from '../support/donation';
import { extraPort, startExtraInstance } from '../support/extraInstance';

/**
 * The app keeps no state of its own (all of it is in the API and its database), so it
 * runs as many instances behind a load balancer: here two `next start` of the same build
 * in front of one PostgreSQL (playwright.config.ts starts the second when DATABASE_URL is
 * set, as CI does). A payer whose requests land on either instance in turn goes through
 * the journey as if there were one. Cookies are per host, not per port: the browser
 * sends the same cart and session cookies to both.
 */
const second = `http://localhost:${port + 1}/forms/`;
const onSecond = (path: string) => new URL(path, second).toString();

test.skip(
  !process.env.DATABASE_URL,
  'Two instances share a PostgreSQL database; the embedded one (PGlite) belongs to one process. CI sets DATABASE_URL.',
);

test('a donation started on one instance, continued and paid on the other, is charged once', async ({
  page,
  request,
}) => {
  const t = copy.fr;
  // Step 1 on the first instance.
  await page.goto(stepUrl(null, 'fr'));
  await chooseAmount(page, 'fr');
  // Step 2 on the second: the cart made by the first is there.
  await page.goto(onSecond(stepUrl(2, 'fr')));
  await expect(page.getByRole('heading', { level: 2, name: t.payerHeading })).toBeVisible();
  await fillPayer(page, 'fr');
  await submitPayer(page, 'fr');
  await expect(page).toHaveURL(new RegExp(`^${second}${stepUrl(3, 'fr')}$`));
  // Back on the first: the payer the second saved is there (step 2 shows it), then step 3.
  await page.goto(stepUrl(2, 'fr'));
  await expect(page.getByRole('textbox', { name: t.firstName, exact: true })).toHaveValue(payer.firstName);
  await page.goto(stepUrl(3, 'fr'));
  await expect(page.getByRole('heading', { level: 2, name: t.summaryHeading })).toBeVisible();
  await acceptAndPay(page, 'fr');
  const paymentRequestId = paymentRequestIdOf(page);
  // The card page on the second instance; the provider answers it there.
  await page.goto(onSecond(new URL(page.url()).pathname.replace(/^\/forms\//, '')));
  await payByCard(page, 'fr', CARDS.success);
  await expect(page.getByRole('heading', { level: 1, name: t.thanks })).toBeVisible();
  expect(page.url().startsWith(second)).toBe(true);
  expect((await charges(request, { paymentRequestId })).count).toBe(1);
});

test('a donation whose instance is killed between step 2 and step 3 finishes on the other, charged once', async ({
  page,
  request,
}) => {
  const t = copy.fr;
  // A third instance of the same build on the same database, started for this test: the
  // one that dies (SIGKILL: an out-of-memory kill, a container stop timeout).
  const listenOn = extraPort(1);
  const doomed = await startExtraInstance(listenOn, {
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    SANDBOX_DB_SCHEMA: `e2e_${port}`,
    SANDBOX_APP_URL: `http://localhost:${listenOn}/forms`,
  });
  try {
    const onDoomed = (path: string) => new URL(path, `${doomed.origin}/forms/`).toString();
    await page.goto(onDoomed(stepUrl(null, 'fr')));
    await chooseAmount(page, 'fr');
    await page.goto(onDoomed(stepUrl(2, 'fr')));
    await fillPayer(page, 'fr');
    await submitPayer(page, 'fr');
    await expect(page).toHaveURL(new RegExp(`^${doomed.origin}/forms/${stepUrl(3, 'fr')}$`));
  } finally {
    await doomed.stop('SIGKILL');
  }
  // The payer's next request reaches the first instance: the cart and the payer are there.
  await page.goto(stepUrl(3, 'fr'));
  await expect(page.getByRole('heading', { level: 2, name: t.summaryHeading })).toBeVisible();
  await acceptAndPay(page, 'fr');
  const paymentRequestId = paymentRequestIdOf(page);
  await payByCard(page, 'fr', CARDS.success);
  await expect(page.getByRole('heading', { level: 1, name: t.thanks })).toBeVisible();
  expect((await charges(request, { paymentRequestId })).count).toBe(1);
});
