/**
 * The emails of an order on its page (issue 52), keyboard only, with and without
 * JavaScript (French with, English without): the confirmation listed as sent, to which
 * address and when, then "send my receipts again" — said on the page, and in the mailbox.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { isNoJs, press } from '../support/keyboard';
import { emailsOf, payThroughApi } from '../support/mailbox';
import { createAccount, origin, passwordGrant, setSessionCookies } from '../support/shell';

const DONATION = { organizationSlug: 'les-amis-du-quartier', formType: 'Donation', formSlug: 'soutenir-nos-actions' };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

const copy = {
  fr: {
    heading: 'Courriels de cette commande',
    sent: (email: string) => new RegExp(`Confirmation du paiement : envoyé à ${escaped(email)} le `),
    resend: 'Renvoyer mes reçus par courriel',
    resent: 'Reçus renvoyés',
  },
  en: {
    heading: 'Emails about this order',
    sent: (email: string) => new RegExp(`Payment confirmation: sent to ${escaped(email)} on `),
    resend: 'Send my receipts again by email',
    resent: 'Receipts sent again',
  },
};

test.describe('the emails of an order @no-js', () => {
  test('lists the confirmation sent, then sends the receipts again', async ({ page, context, request }) => {
    const lang = isNoJs() ? 'en' : 'fr';
    const t = copy[lang];
    const account = await createAccount(request, { label: 'courriels', firstName: 'Camille', lastName: 'Martin' });
    const tokens = await passwordGrant(request, account.email);
    const orderId = await payThroughApi(request, {
      form: DONATION,
      items: [{ tierId: 1011, customAmount: 3000 }],
      email: account.email,
      lang,
      token: tokens.access_token,
    });
    await emailsOf(request, `PaymentConfirmation.order.${orderId}`);
    await setSessionCookies(context, tokens);
    await context.addCookies([{ name: 'NEXT_LOCALE', value: lang, url: origin }]);

    await page.goto(`utilisateur/commandes/${orderId}`);
    const emails = page.getByRole('region', { name: t.heading });
    await expect(emails.getByRole('listitem').filter({ hasText: t.sent(account.email) })).toHaveCount(1);
    await expectNoAxeViolations(page, 'order page with its emails');

    await press(page, emails.getByRole('button', { name: t.resend }));
    await expect(page).toHaveURL(new RegExp(`/utilisateur/commandes/${orderId}\\?fait=recus$`));
    await expect(page.getByRole('status').filter({ hasText: t.resent })).toBeVisible();
    const again = await emailsOf(request, `ReceiptsAgain.order.${orderId}`);
    expect(again).toHaveLength(1);
    expect(again[0]?.to[0]?.address).toBe(account.email);
    expect(again[0]?.headers['content-language']).toBe(lang);
  });
});
