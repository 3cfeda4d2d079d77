import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { messagesWatchedTest as test } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { DONATION_FORM, origin, sandbox } from '../support/journey';
import { chooseRadio, press, tabTo, typeInto } from '../support/keyboard';
import { ownClientAddress } from '../support/clientAddress';

/**
 * The report page (SPEC §2, §3, §5; issue 17): reached from the form page by keyboard,
 * refused with the error summary when incomplete, sent once however many times its button
 * is pressed, in both languages with and without JavaScript, axe-clean in each state.
 */
const copy = {
  fr: {
    link: 'Signaler cette page',
    title: 'Signaler cette page',
    reason: 'Motif du signalement',
    spam: 'Ce contenu est un spam ou une arnaque',
    email: /^Votre adresse électronique/,
    message: /^Votre message/,
    submit: 'Envoyer le signalement',
    summary: 'Il y a un problème',
    reasonError: 'Choisissez le motif du signalement',
    errorTitle: /^Erreur : /,
    sent: 'Signalement envoyé',
  },
  en: {
    link: 'Report this page',
    title: 'Report this page',
    reason: 'Reason for the report',
    spam: 'This content is spam or a scam',
    email: /^Your email address/,
    message: /^Your message/,
    submit: 'Send the report',
    summary: 'There is a problem',
    reasonError: 'Choose the reason for your report',
    errorTitle: /^Error: /,
    sent: 'Report sent',
  },
};

async function reportsWith(request: APIRequestContext, userMessage: string) {
  const response = await request.get(`${sandbox}/__test/abuses?userMessage=${encodeURIComponent(userMessage)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    count: number;
    data: { reason: string; userEmail: string | null; url: string }[];
  };
}

async function openReportFromForm(page: Page, lang: 'fr' | 'en') {
  if (lang === 'en') await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: origin }]);
  await page.goto(DONATION_FORM.path);
  await press(page, page.getByRole('link', { name: copy[lang].link }));
  await expect(page.getByRole('heading', { level: 1, name: copy[lang].title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${DONATION_FORM.path}/signaler$`));
}

test.describe('report page @no-js', () => {
  for (const lang of ['fr', 'en'] as const) {
    test(`${lang}: reached from the form by keyboard, refused when incomplete, then sent exactly once`, async ({
      page,
      request,
    }) => {
      const t = copy[lang];
      // A visitor of its own: one page is reported at most 5 times an hour per client (docs/security.md).
      await ownClientAddress(page);
      await openReportFromForm(page, lang);
      await expectNoAxeViolations(page, `report page (${lang})`, { widths: [375, 1200] });

      // Nothing chosen, nothing written: the summary lists both, the title says so.
      await press(page, page.getByRole('button', { name: t.submit }));
      await expect(page.getByRole('heading', { name: t.summary })).toBeVisible();
      await expect(page).toHaveTitle(t.errorTitle);
      await expect(page.getByRole('link', { name: t.reasonError })).toBeVisible();
      await expectNoAxeViolations(page, `report page with errors (${lang})`);

      const message = `Collecte suspecte ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
      const group = page.getByRole('radiogroup', { name: t.reason });
      await chooseRadio(page, group, group.getByRole('radio', { name: t.spam }));
      // An address of its own: one reply address is accepted 10 times a day (docs/security.md).
      const replyTo = `visiteur-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;
      await typeInto(page, page.getByRole('textbox', { name: t.email }), replyTo);
      await typeInto(page, page.getByRole('textbox', { name: t.message }), message);
      // A double click stores one report: with JavaScript the pending button ignores the
      // second press; without, the browser sends one post, and the form's idempotency key
      // covers a post that reaches the server twice (features/report/actions.test.ts).
      await tabTo(page, page.getByRole('button', { name: t.submit }));
      await page.getByRole('button', { name: t.submit }).dblclick();
      await expect(page.getByText(t.sent).first()).toBeVisible();
      const stored = await reportsWith(request, message);
      expect(stored.count).toBe(1);
      expect(stored.data[0]).toMatchObject({
        reason: 'SPAM',
        userEmail: replyTo,
        url: `${origin}/forms/${DONATION_FORM.path}`,
      });
      await expectNoAxeViolations(page, `report page sent (${lang})`);
    });
  }

  test('an unknown form has nothing to report: 404', async ({ page }) => {
    const response = await page.goto('associations/les-amis-du-quartier/formulaires/inconnu/signaler');
    expect(response?.status()).toBe(404);
  });
});
