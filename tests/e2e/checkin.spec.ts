import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { api, ok, origin, sandbox, type Lang } from '../support/journey';
import { typeInto } from '../support/keyboard';
import { passwordGrant, setSessionCookies } from '../support/shell';

/**
 * The door (issue 53): an event's tickets bought through the API, then its administrator
 * checks them in at /associations/{org}/evenements/{form}/controle with the keyboard only,
 * with and without JavaScript, in French and English: a valid ticket once, then already
 * checked in, an altered code refused; axe-clean in each state. Strangers are sent away.
 */
const DOOR = '/forms/associations/les-amis-du-quartier/evenements/fete-de-quartier/controle';

const copy = {
  fr: {
    title: 'Contrôle des billets',
    code: /^Code du billet/u,
    valid: 'Billet valide : entrée autorisée',
    already: 'Billet déjà utilisé : entrée refusée',
    unknown: 'Billet inconnu : entrée refusée',
    tier: 'Entrée de soutien',
    count: /(\d+ entrées?|Aucune entrée) sur \d+ billets? vendus?/u,
  },
  en: {
    title: 'Ticket check',
    code: /^Ticket code/u,
    valid: 'Valid ticket: admit',
    already: 'Ticket already used: do not admit',
    unknown: 'Unknown ticket: do not admit',
    tier: 'Entrée de soutien',
    count: /(\d+ in|No one in) out of \d+ tickets? sold/u,
  },
} satisfies Record<Lang, Record<string, string | RegExp>>;

interface IssuedTicket {
  id: string;
  firstName: string;
  lastName: string;
  code: string;
}

/** A paid order of the fête's "Entrée de soutien" for these participants, and its tickets' codes (test route). */
async function buyTickets(request: APIRequestContext, names: [string, string][]): Promise<IssuedTicket[]> {
  const cart = await ok(
    await request.post(`${api}/carts`, {
      data: {
        organizationSlug: 'les-amis-du-quartier',
        formType: 'Event',
        formSlug: 'fete-de-quartier',
        items: names.map(([firstName, lastName]) => ({
          tierId: 1023,
          customAmount: 800,
          participant: { firstName, lastName },
        })),
      },
    }),
    'cart',
  );
  const cartId = ((await cart.json()) as { id: string }).id;
  const payer = {
    firstName: 'Léa',
    lastName: 'Martin',
    email: 'lea.martin@example.fr',
    address: '12 rue des Lilas',
    zipCode: '69003',
    city: 'Lyon',
    country: 'FR',
  };
  await ok(await request.put(`${api}/carts/${cartId}/payer`, { data: { payer } }), 'payer');
  const init = await ok(
    await request.post(`${api}/carts/${cartId}/init-payment`, { data: { gdprConsent: true, cgvConsent: true } }),
    'init-payment',
  );
  const paymentRequestId = ((await init.json()) as { id: string }).id;
  const initialize = await ok(
    await request.post(`${api}/payments/card-embed/initialize?paymentRequestId=${paymentRequestId}`),
    'initialize',
  );
  const paymentId = ((await initialize.json()) as { paymentId: string }).paymentId;
  await ok(
    await request.post(`${sandbox}/provider/payments/${paymentRequestId}/card`, {
      data: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
    }),
    'card',
  );
  const confirm = await ok(await request.post(`${api}/payments/card-embed/confirm?paymentId=${paymentId}`), 'confirm');
  const paid = (await confirm.json()) as { orderId?: number; order?: { id: number } };
  const orderId = paid.orderId ?? paid.order?.id;
  const tickets = await ok(await request.get(`${sandbox}/__test/tickets?orderId=${orderId}`), 'tickets');
  return ((await tickets.json()) as { tickets: IssuedTicket[] }).tickets;
}

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
