/**
 * After the payment (issue 52), on the production build: the confirmation each payment
 * promises reaches the mailbox over SMTP, once, in the payer's language, with a plain-text
 * part, and every link in it opens. Request-only: the js project runs it.
 */
import { expect, test } from '@playwright/test';
import { emailsOf, linksOf, payThroughApi } from '../support/mailbox';
import { uniqueEmail } from '../support/shell';

const DONATION = { organizationSlug: 'les-amis-du-quartier', formType: 'Donation', formSlug: 'soutenir-nos-actions' };
const EVENT = { organizationSlug: 'les-amis-du-quartier', formType: 'Event', formSlug: 'fete-de-quartier' };

test('a donation (fr) and an event in 3 instalments (en) paid through the API: one confirmation each, every link opens', async ({
  request,
}) => {
  const donation = await payThroughApi(request, {
    form: DONATION,
    items: [{ tierId: 1011, customAmount: 4200 }],
    email: uniqueEmail('confirmation-don'),
    lang: 'fr',
  });
  const event = await payThroughApi(request, {
    form: EVENT,
    items: [{ tierId: 1023, customAmount: 2400, participant: { firstName: 'Jeanne', lastName: 'Durand' } }],
    email: uniqueEmail('confirmation-event'),
    lang: 'en',
    instalments: 3,
  });
  for (const [orderId, lang] of [
    [donation, 'fr'],
    [event, 'en'],
  ] as const) {
    const emails = await emailsOf(request, `PaymentConfirmation.order.${orderId}`);
    expect(emails, `one confirmation for order ${orderId}`).toHaveLength(1);
    const [email] = emails;
    expect(email?.headers['content-language']).toBe(lang);
    expect(email?.html).toContain(`lang="${lang}"`);
    expect(email?.text.trim().length).toBeGreaterThan(100);
    const links = linksOf(email?.html ?? '');
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) {
      expect(email?.text, `the plain-text part has ${link}`).toContain(link);
      const response = await request.get(link, { maxRedirects: 0 });
      // The order page asks an anonymous visitor to sign in (a redirection); receipts open.
      expect([200, 303, 307], `${link} → ${response.status()}`).toContain(response.status());
      if (!link.includes('/recus/')) continue;
      // The receipt's page links its PDF, signed as well: the payer downloads it.
      const pdf = /href="([^"]*\/pdf\?[^"]*)"/u.exec(await response.text())?.[1]?.replaceAll('&amp;', '&');
      expect(pdf, `the PDF of ${link}`).toBeTruthy();
      const download = await request.get(new URL(pdf ?? '', link).href);
      expect(download.status()).toBe(200);
      expect(download.headers()['content-type']).toBe('application/pdf');
    }
  }
});
