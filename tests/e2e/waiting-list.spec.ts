/**
 * The waiting list of a sold-out event (issue 53), on the demo concert: joined by keyboard
 * on step 1, axe-clean, in French and English, with and without JavaScript; and an
 * offer's link (read from the organiser's API) opens the journey of the places it holds.
 */
import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { isNoJs, press, typeInto } from '../support/keyboard';
import { api, LANGS, origin, type Lang } from '../support/journey';
import { passwordGrant } from '../support/shell';

const CONCERT = `${origin}/forms/associations/les-amis-du-quartier/evenements/concert-de-la-chorale`;
const ADMIN_PATH = `${api}/organizations/les-amis-du-quartier/forms/Event/concert-de-la-chorale`;
/** The demo concert's places, all sold (sandbox/seed/catalogue.ts). */
const SOLD = 40;
const TIER = 1091;

const copy = {
  fr: {
    heading: 'Liste d’attente',
    email: 'Adresse électronique',
    quantity: 'Nombre de places',
    submit: 'M’inscrire sur la liste d’attente',
    invalidEmail: 'Saisissez une adresse électronique valide, par exemple nom@domaine.fr',
    joined: 'Vous êtes inscrit sur la liste d’attente',
    next: /Les places vous seront réservées pendant 24 heures/,
  },
  en: {
    heading: 'Waiting list',
    email: 'Email address',
    quantity: 'Number of places',
    submit: 'Join the waiting list',
    invalidEmail: 'Enter a valid email address, for example name@domain.com',
    joined: 'You are on the waiting list',
    next: /The places will be held for you for 24 hours/,
  },
} as const satisfies Record<Lang, Record<string, string | RegExp>>;

const stepUrl = (lang: Lang) => `${CONCERT}${lang === 'en' ? '/en' : ''}`;
const uniqueEmail = (label: string) =>
  `attente.${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.org`;

test.describe('the waiting list of a sold-out event @no-js', () => {
  for (const lang of LANGS) {
    test(`joined by keyboard on step 1, errors in the summary (${lang})`, async ({ page }) => {
      const t = copy[lang];
      await page.goto(stepUrl(lang));
      await expect(page.getByRole('heading', { level: 2, name: t.heading })).toBeVisible();
      await expectNoAxeViolations(page, `waiting list (${lang}${isNoJs() ? ', no JS' : ''})`);

      // A wrong address: the error summary names the field.
      const email = page.getByRole('textbox', { name: t.email });
      await typeInto(page, email, 'pas-une-adresse');
      await typeInto(page, page.getByRole('textbox', { name: t.quantity }), '2');
      await press(page, page.getByRole('button', { name: t.submit }));
      await expect(page.getByRole('link', { name: t.invalidEmail })).toBeVisible();
      await expectNoAxeViolations(page, `waiting list refused (${lang})`);

      const address = uniqueEmail(`${lang}${isNoJs() ? '-nojs' : ''}`);
      await typeInto(page, page.getByRole('textbox', { name: t.email }), address);
      await typeInto(page, page.getByRole('textbox', { name: t.quantity }), '2');
      await press(page, page.getByRole('button', { name: t.submit }));
      await expect(page.getByRole('heading', { name: t.joined })).toBeVisible();
      // With JavaScript the form gives way to the confirmation, which takes the focus.
      if (!isNoJs()) await expect(page.locator(':focus')).toContainText(t.joined);
      await expect(page.getByText(address)).toBeVisible();
      await expect(page.getByText(t.next)).toBeVisible();
      await expectNoAxeViolations(page, `waiting list joined (${lang})`);
    });
  }
});

async function adminToken(request: APIRequestContext): Promise<string> {
  return (await passwordGrant(request, 'admin.asso@example.org')).access_token;
}

interface Entry {
  email: string;
  quantity: number;
  state: string;
  offerUrl: string | null;
  offeredAt: string | null;
}

test('an offer’s link opens the journey of the places it holds', async ({ page, request }) => {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  // A place of one, so that a freed place fits someone whatever earlier runs left.
  const joined = await request.post(`${ADMIN_PATH}/waiting-list`, {
    data: { email: uniqueEmail('offre'), quantity: 1 },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  const listOf = async () =>
    ((await (await request.get(`${ADMIN_PATH}/waiting-list`, { headers })).json()) as { data: Entry[] }).data;
  const live = (await listOf()).filter((entry) => entry.state === 'Offered');
  const held = live.reduce((total, entry) => total + entry.quantity, 0);

  // The organiser frees one place: it is offered at once, then the stock goes back.
  const raised = await request.patch(`${ADMIN_PATH}/tiers/${TIER}`, { headers, data: { stock: SOLD + held + 1 } });
  expect(await raised.json()).toMatchObject({ offered: 1 });
  await request.patch(`${ADMIN_PATH}/tiers/${TIER}`, { headers, data: { stock: SOLD } });
  const offer = (await listOf())
    .filter((entry) => entry.state === 'Offered' && entry.offerUrl)
    .sort((a, b) => (b.offeredAt ?? '').localeCompare(a.offeredAt ?? ''))[0];
  expect(offer?.offerUrl).toMatch(/\/evenements\/concert-de-la-chorale\/checkout\/crt_/);

  await page.goto(`${origin}${new URL(offer?.offerUrl ?? '').pathname}`);
  await expect(page.getByText('Place assise').first()).toBeVisible();
  await expectNoAxeViolations(page, 'the offer’s journey');
});
