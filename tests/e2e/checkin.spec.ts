import { expect, test } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { buyTickets, DOOR } from '../support/checkin';
import { origin, type Lang } from '../support/journey';
import { typeInto } from '../support/keyboard';
import { passwordGrant, setSessionCookies } from '../support/shell';

/**
 * The door (issue 53): an event's tickets bought through the API, then its administrator
 * checks them in at /associations/{org}/evenements/{form}/controle with the keyboard only,
 * with and without JavaScript, in French and English: a valid ticket once, then already
 * checked in, an altered code refused; axe-clean in each state. Strangers are sent away.
 */
const copy = {
  fr: {
    title: 'Contrôle des billets',
    code: /^Code du billet/u,
    valid: 'Billet valide : entrée autorisée',
    already: 'Billet déjà utilisé : entrée refusée',
    unknown: 'Billet inconnu : entrée refusée',
    empty: 'Saisissez le code du billet.',
    tier: 'Entrée de soutien',
    count: /(\d+ entrées?|Aucune entrée) sur \d+ billets? vendus?/u,
  },
  en: {
    title: 'Ticket check',
    code: /^Ticket code/u,
    valid: 'Valid ticket: admit',
    already: 'Ticket already used: do not admit',
    unknown: 'Unknown ticket: do not admit',
    empty: 'Enter the ticket’s code.',
    tier: 'Entrée de soutien',
    count: /(\d+ in|No one in) out of \d+ tickets? sold/u,
  },
} satisfies Record<Lang, Record<string, string | RegExp>>;

/** One character of a code's signature changed: the code no longer verifies. */
const altered = (code: string) => {
  const at = code.length - 10;
  return code.slice(0, at) + (code[at] === 'A' ? 'B' : 'A') + code.slice(at + 1);
};

test.describe('the door @no-js', () => {
  for (const lang of ['fr', 'en'] as const) {
    test(`${lang}: a ticket is valid once, then already checked in; an altered code is refused`, async ({
      page,
      context,
      request,
    }) => {
      const t = copy[lang];
      const [first] = await buyTickets(request, [['Jeanne', 'Durand']]);
      if (!first) throw new Error('no ticket issued');

      // Anonymous: the sign-in page, which brings the administrator back here.
      await page.goto(`${origin}${DOOR}`);
      await expect(page).toHaveURL(/\/forms\/connexion\?redirectTo=.*controle/u);

      await setSessionCookies(context, await passwordGrant(request, 'admin.formulaire@example.org'));
      if (lang === 'en') await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: origin }]);
      await page.goto(`${origin}${DOOR}`);
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await expect(page.getByText(t.count)).toBeVisible();
      await expectNoAxeViolations(page, `door, nothing checked (${lang})`);

      const field = page.getByRole('textbox', { name: t.code });
      const answer = page.getByRole('status').filter({ has: page.locator('[data-result]') });

      // Nothing typed: the field says what it needs, and keeps the focus.
      await typeInto(page, field, '');
      await page.keyboard.press('Enter');
      await expect(page.getByText(t.empty)).toBeVisible();
      await expect(page.getByRole('textbox', { name: t.code })).toBeFocused();

      // The number printed under the QR code, typed as printed (groups of four).
      await typeInto(page, field, first.id.replace(/(.{4})(?=.)/gu, '$1 '));
      await page.keyboard.press('Enter');
      await expect(answer).toContainText(t.valid);
      await expect(answer).toContainText(`Jeanne Durand – ${t.tier}`);
      await expect(page.getByRole('textbox', { name: t.code })).toBeFocused();
      await expect(page.getByRole('textbox', { name: t.code })).toHaveValue('');
      await expectNoAxeViolations(page, `door, valid (${lang})`);

      // The signed code (what the QR code holds): the same ticket, already in.
      await typeInto(page, page.getByRole('textbox', { name: t.code }), first.code);
      await page.keyboard.press('Enter');
      await expect(answer).toContainText(t.already);
      await expect(answer).toContainText(/\d{2}\/\d{2}\/\d{4}.+\d{2}h\d{2}/u);
      await expect(page.getByRole('textbox', { name: t.code })).toBeFocused();
      await expectNoAxeViolations(page, `door, already checked in (${lang})`);

      await typeInto(page, page.getByRole('textbox', { name: t.code }), altered(first.code));
      await page.keyboard.press('Enter');
      await expect(answer).toContainText(t.unknown);
      await expect(answer).not.toContainText('Jeanne');
      await expectNoAxeViolations(page, `door, refused (${lang})`);
      await expect(page.getByText(t.count)).toBeVisible();
    });
  }

  test('a payer who does not administer the event is refused the door', async ({ page, context, request }) => {
    await setSessionCookies(context, await passwordGrant(request, 'payeur@example.org'));
    await page.goto(`${origin}${DOOR}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Accès refusé' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: copy.fr.code })).toHaveCount(0);
    await expectNoAxeViolations(page, 'door refused');
  });
});
