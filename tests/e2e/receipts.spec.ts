import { expect, test } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { chooseRadio, press } from '../support/keyboard';
import { CARDS, apiCart, apiPaymentRequest, donationForm, origin, payByCard, paymentPageUrl } from '../support/journey';
import { pdfText } from '../support/pdfText';
import { createAccount, passwordGrant } from '../support/shell';

/**
 * Receipts (issue 42) and the loi Coluche: a donation to the demo association under the
 * loi Coluche (repas-solidaires) is prepared through the API and paid on the card page
 * with the keyboard; the confirmation links both receipts, the tax receipt is read as a
 * page (fr and en, axe-clean) and as a PDF, and nobody without the link gets it.
 */
const COLUCHE = donationForm('repas-solidaires', 'un-repas-pour-tous');
const money = (text: string) => new RegExp(text.replace(/ /gu, '\\s').replace('.', '\\.'), 'u');

test.describe('loi Coluche', () => {
  test('step 1 and step 3 give 75 % up to 1 000 € and 66 % above', async ({ page, context, request }) => {
    await page.goto(`${COLUCHE.path}/1`);
    const group = page.getByRole('radiogroup', { name: /^Montant/u });
    await chooseRadio(page, group, group.getByRole('radio', { name: /^200/u }));
    // 200 € at 75 %: 50 €.
    await expect(page.getByRole('status').filter({ hasText: 'ne vous coûtera que' })).toContainText(
      money('ne vous coûtera que 50,00 €'),
    );
    await chooseRadio(page, group, group.getByRole('radio', { name: /^1\s500/u }));
    // 1 500 € → 750 € + 66 % of 500 € = 1 080 €: 420 €.
    await expect(page.getByRole('status').filter({ hasText: 'ne vous coûtera que' })).toContainText(
      money('ne vous coûtera que 420,00 €'),
    );
    await expect(page.getByText(/75 % de votre don jusqu’à 1 000 €/u)).toBeVisible();

    await apiCart(context, request, { form: COLUCHE, amountCents: 150_000 });
    await page.goto(`${COLUCHE.path}/3`);
    await expect(page.getByText(money('Votre don de 1 500,00 € ne vous coûtera que 420,00 €'))).toBeVisible();
  });
});

test.describe('receipts @no-js', () => {
  test('an anonymous donation: both receipts from the confirmation, page and PDF, refused to a stranger', async ({
    page,
    context,
    request,
    browser,
  }) => {
    const cartId = await apiCart(context, request, { form: COLUCHE, amountCents: 150_000 });
    const paymentRequestId = await apiPaymentRequest(request, cartId);
    await page.goto(paymentPageUrl(paymentRequestId));
    await payByCard(page, 'fr', CARDS.success);
    await expect(page.getByRole('heading', { level: 1, name: COLUCHE.thanks.fr })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Attestation de paiement' })).toBeVisible();

    await press(page, page.getByRole('link', { name: 'Reçu fiscal' }));
    const heading = page.getByRole('heading', { level: 1, name: /^Reçu fiscal n° \d{4}-\d{6}$/u });
    await expect(heading).toBeVisible();
    const number = ((await heading.textContent()) ?? '').replace('Reçu fiscal n° ', '');
    const gift = page.getByRole('table', { name: 'Don' });
    await expect(gift.getByRole('row', { name: /Montant en toutes lettres/u })).toContainText('mille cinq cents euros');
    const amountRow = gift
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Montant', exact: true }) });
    await expect(amountRow).toContainText(money('1 500,00 €'));
    await expect(page.getByText(/75 % des dons jusqu’à 1 000 €/u)).toBeVisible();
    await expect(page.getByText(/article 200 du code général des impôts/u)).toBeVisible();
    await expectNoAxeViolations(page, 'tax receipt (fr)');
    const receiptUrl = page.url();

    const pdfHref = await page.getByRole('link', { name: 'Télécharger le reçu en PDF' }).getAttribute('href');
    const pdf = await page.request.get(`${origin}${pdfHref ?? ''}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const text = pdfText(await pdf.body());
    expect(text).toContain(`Reçu fiscal n° ${number}`);
    expect(text).toContain('1 500,00 €');
    expect(text).toContain('mille cinq cents euros');
    expect(text).toContain('75 %');

    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: origin }]);
    await page.goto(receiptUrl);
    await expect(page.getByRole('heading', { level: 1, name: `Tax receipt no. ${number}` })).toBeVisible();
    await expect(page.getByText(/75% of donations up to €1,000/u)).toBeVisible();
    await expectNoAxeViolations(page, 'tax receipt (en)');

    // A stranger: without the link (anonymous → sign in), with a forged one, or for the PDF.
    const stranger = await browser.newContext();
    try {
      const path = new URL(receiptUrl).pathname;
      const bare = await stranger.request.get(`${origin}${path}`, { maxRedirects: 0 });
      expect(bare.status()).toBe(307);
      expect(bare.headers().location).toContain('/connexion');
      const forged = await stranger.request.get(`${origin}${path}?jeton=9999999999.${'A'.repeat(43)}`);
      expect(forged.status()).toBe(404);
      const pdfAnonymous = await stranger.request.get(`${origin}${path}/pdf`);
      expect(pdfAnonymous.status()).toBe(401);
      expect(pdfAnonymous.headers()['content-type']).not.toBe('application/pdf');
    } finally {
      await stranger.close();
    }
  });
});

test('an unverified account asking for a receipt gets the 403 page with the status 403', async ({ request }) => {
  // Issue 54: the refusal was drawn in a page answered 200 (lib/http/unverifiedReceipt.ts).
  const account = await createAccount(request, { label: 'recu-non-verifie', verified: false });
  const tokens = await passwordGrant(request, account.email);
  const answer = await request.get(`${origin}/forms/recus/12/fiscal`, {
    headers: { cookie: `forms-access-token=${tokens.access_token}; NEXT_LOCALE=fr` },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(403);
  expect(await answer.text()).toContain('Accès refusé');
});
