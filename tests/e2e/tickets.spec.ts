import { PDFDocument } from 'pdf-lib';
import { expect, test } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { press } from '../support/keyboard';
import { ticketsPaymentRequest } from '../support/checkin';
import { CARDS, api, ok, origin, payByCard, paymentPageUrl } from '../support/journey';
import { pdfText } from '../support/pdfText';
import { decodeQrPdf, decodeQrPng } from '../support/qrDecode';
import { passwordGrant, setSessionCookies } from '../support/shell';

/**
 * Tickets (issue 53): three named places at the fête are prepared through the API and
 * paid on the card page with the keyboard; the confirmation links the three tickets; each
 * ticket page (fr and en) is axe-clean with the participant's name as its heading, its QR
 * code (a screenshot of the SVG) and its PDF's (the drawn matrix) decode to the API's
 * `qrCode`; the calendar file is served; a stranger without the link, or with an altered
 * one, reads nothing. The code each PDF's QR holds is checked in at the door's API once,
 * then answers "already checked in"; altered, it is refused.
 */
const FETE = { organizationSlug: 'les-amis-du-quartier', formType: 'Event', formSlug: 'fete-de-quartier' };
const CHECKINS = `${api}/organizations/${FETE.organizationSlug}/forms/Event/${FETE.formSlug}/checkins`;
const PARTICIPANTS = [
  ['Jeanne', 'Durand'],
  ['Karim', 'Benali'],
  ['Lou', 'Martin'],
] as const;

interface SummaryItem {
  label: string;
  ticketUrl?: string;
  qrCode?: string;
}

test.describe('tickets @no-js', () => {
  test('three named places: three tickets, each page, QR code and PDF, refused to a stranger', async ({
    page,
    context,
    request,
    browser,
  }) => {
    test.slow();
    const paymentRequestId = await ticketsPaymentRequest(request, PARTICIPANTS);
    await page.goto(paymentPageUrl(paymentRequestId));
    await payByCard(page, 'fr', CARDS.success);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Merci');

    const summary = await ok(
      await request.get(`${api}/payments/summary?paymentRequestId=${paymentRequestId}`),
      'summary',
    );
    const items = ((await summary.json()) as { items: SummaryItem[] }).items;
    expect(items).toHaveLength(3);

    // The confirmation links each ticket; the first is opened with the keyboard.
    const links = page.getByRole('link', { name: /^Billet \d : Entrée de soutien$/u });
    await expect(links).toHaveCount(3);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    await press(page, links.first());
    await expect(page.getByRole('heading', { level: 1, name: 'Jeanne Durand' })).toBeVisible();

    const decodedCodes: string[] = [];
    for (const [index, href] of hrefs.entries()) {
      const [firstName, lastName] = PARTICIPANTS[index] ?? ['', ''];
      const name = `${firstName} ${lastName}`;
      const code = items[index]?.qrCode ?? '';
      expect(code).not.toBe('');
      await page.goto(`${origin}${href}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const details = page.getByRole('table', { name: 'L’événement' });
      await expect(details.getByRole('row', { name: /^Date/u })).toContainText(/\w+ \d{1,2} \w+ \d{4} à 19h00/u);
      await expect(details.getByRole('row', { name: /^Tarif/u })).toContainText('Entrée de soutien');
      await expect(page.getByText('Billet valide', { exact: false })).toBeVisible();
      const qr = page.getByRole('img', { name: `Code QR du billet au nom de ${name}` });
      expect(decodeQrPng(await qr.screenshot())).toBe(code);
      await expectNoAxeViolations(page, `ticket ${index + 1} (fr)`);

      const pdfHref = await page.getByRole('link', { name: 'Télécharger le billet en PDF' }).getAttribute('href');
      const pdf = await page.request.get(`${origin}${pdfHref ?? ''}`);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      const body = await pdf.body();
      expect((await PDFDocument.load(body)).getPageCount()).toBe(1);
      expect(pdfText(body)).toContain(name);
      expect(decodeQrPdf(body)).toBe(code);
      decodedCodes.push(code);
    }

    // What the PDF's QR code holds is what the door accepts: once, then already checked in;
    // altered by one character, refused.
    const admin = await passwordGrant(request, 'admin.formulaire@example.org');
    const checkIn = async (code: string) => {
      const response = await request.post(CHECKINS, {
        data: { code },
        headers: { authorization: `Bearer ${admin.access_token}` },
      });
      expect(response.status()).toBe(200);
      return ((await response.json()) as { result: string }).result;
    };
    for (const code of decodedCodes) {
      expect(await checkIn(code)).toBe('Valid');
      expect(await checkIn(code)).toBe('AlreadyCheckedIn');
    }
    const first = decodedCodes[0] ?? '';
    expect(await checkIn(`${first.slice(0, -2)}${first.endsWith('AA') ? 'BB' : 'AA'}`)).toBe('Unknown');

    const calendarHref = await page
      .getByRole('link', { name: /Ajouter l’événement à mon agenda/u })
      .getAttribute('href');
    const calendar = await page.request.get(`${origin}${calendarHref ?? ''}`);
    expect(calendar.status()).toBe(200);
    expect(calendar.headers()['content-type']).toContain('text/calendar');
    expect(await calendar.text()).toContain('SUMMARY:Fête de quartier');

    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: origin }]);
    for (const [index, href] of hrefs.entries()) {
      const [firstName, lastName] = PARTICIPANTS[index] ?? ['', ''];
      await page.goto(`${origin}${href}`);
      await expect(page.getByRole('heading', { level: 1, name: `${firstName} ${lastName}` })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Download the ticket as a PDF' })).toBeVisible();
      await expectNoAxeViolations(page, `ticket ${index + 1} (en)`);
    }

    // A stranger: without the link, with an altered one, for the page and the PDF.
    const stranger = await browser.newContext();
    try {
      const url = new URL(`${origin}${hrefs[0] ?? ''}`);
      const token = url.searchParams.get('jeton') ?? '';
      const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      expect((await stranger.request.get(`${origin}${url.pathname}`)).status()).toBe(404);
      expect((await stranger.request.get(`${origin}${url.pathname}?jeton=${altered}`)).status()).toBe(404);
      const pdfAnonymous = await stranger.request.get(`${origin}${url.pathname}/pdf`);
      expect(pdfAnonymous.status()).toBe(404);
      expect(pdfAnonymous.headers()['content-type']).not.toBe('application/pdf');
    } finally {
      await stranger.close();
    }
  });

  test('the order page links its tickets (the demo order 43)', async ({ page, context, request }) => {
    await setSessionCookies(context, await passwordGrant(request, 'payeur@example.org'));
    await page.goto(`${origin}/forms/utilisateur/commandes/43`);
    const tickets = page.getByRole('region', { name: 'Vos billets' });
    await expect(tickets.getByRole('link')).toHaveCount(3);
    await press(page, tickets.getByRole('link', { name: 'Billet 2 : Entrée adulte' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Léo Martin' })).toBeVisible();
  });
});
