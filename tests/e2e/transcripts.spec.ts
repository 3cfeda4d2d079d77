import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { chooseRadio, press, typeInto } from '../support/keyboard';
import { copy, fillPayer } from '../support/donation';
import { acceptConsents, apiEventCart, EVENT_FORM, eventCopy, tierField, TIERS } from '../support/placesJourney';
import { api, apiCart, DONATION_FORM, type JourneyForm, type Lang } from '../support/journey';
import {
  apiKindCart,
  CROWDFUNDING_FORM,
  kindStepUrl,
  KIND_TIERS,
  MEMBERSHIP_FORM,
  PAYMENT_FORM,
  kindsCopy,
  SHOP_FORM,
  type ItemSetup,
} from '../support/kinds';
import { timesSaid, Transcript } from '../support/screenReader';

/**
 * What a screen reader says on each kind's journey, written to tests/transcripts/ and
 * compared there (docs/testing.md "Screen-reader transcripts"): one journey per kind, in
 * one language, the languages alternating across kinds. JavaScript only: the reader runs
 * in the page. Setup that is not the subject goes through the API; every step is
 * reached at its address and read on arrival, every action is done with the keyboard.
 */

const words = {
  fr: {
    step: (n: number) => `Étape ${n} sur 4`,
    continue: 'Continuer',
    pending: 'Traitement en cours',
    summary: 'Il y a un problème',
    error: /^Erreur : /,
    required: 'Ce champ est obligatoire',
    tipRemove: 'Ne pas contribuer',
    tipField: /^textbox, Montant de votre contribution/,
    pay: /^Payer /,
    card: 'Numéro de carte',
  },
  en: {
    step: (n: number) => `Step ${n} of 4`,
    continue: 'Continue',
    pending: 'Processing',
    summary: 'There is a problem',
    error: /^Error: /,
    required: 'This field is required',
    tipRemove: 'Do not contribute',
    tipField: /^textbox, Amount of your contribution/,
    pay: /^Pay /,
    card: 'Card number',
  },
} as const;

/** Arrival on a step: the title says the step, `main` starts with the h1 and says "step N of 4". */
function expectArrival(said: readonly string[], lang: Lang, step: number | null, heading: string) {
  const w = words[lang];
  if (step !== null) {
    expect(said[0], 'the title says the step').toMatch(new RegExp(`^title: ${w.step(step)}`));
    expect(
      said.some((phrase) => phrase.startsWith(`${w.step(step)} : `) || phrase.startsWith(`${w.step(step)}: `)),
    ).toBe(true);
  }
  expect(said, 'the h1 is read').toContain(`heading, ${heading}, level 1`);
}

/**
 * A refused submit: the title starts with "Erreur", the focus lands on the first field in
 * error (its label, its error, invalid, required), and the summary, an alert, reads its
 * title and one link per field in error, each naming its field. Each error is said once:
 * by the field that takes the focus, or by the summary; no field's live region repeats
 * it (useLiveWhileFocused).
 */
async function expectRefused(page: Page, sr: Transcript, said: readonly string[], lang: Lang) {
  const w = words[lang];
  await expect(page).toHaveTitle(w.error);
  expect(said.at(-1), 'the first field in error has the focus').toMatch(
    new RegExp(`[ ,] ?${w.error.source.slice(1)}${w.required}, invalid, required$`),
  );
  const summary = page.getByRole('alert').filter({ hasText: w.summary });
  const read = await sr.read(lang === 'fr' ? 'le récapitulatif des erreurs' : 'the error summary', summary);
  expect(read[0]).toBe('alert');
  expect(read).toContain(`heading, ${w.summary}, level 2`);
  const links = read.filter((phrase) => phrase.startsWith('link, '));
  expect(links.length).toBeGreaterThan(0);
  expect(links.length).toBe(await summary.getByRole('link').count());
  expectLinksNameTheirField(links, w.required);
  expectErrorsSaidOnce(said, lang, links.length);
}

/**
 * On a refused submit each field's error is said once: the field that takes the focus says
 * its own (the only focus move that reads an error); a field's live region speaks only while
 * the focus is in that field (useLiveWhileFocused: a stepper's buttons are in it), so what
 * live regions say adds up, with the focus, to no more than the fields in error. When every
 * region spoke at the submit, or each as the focus left its field, it came to one more.
 */
function expectErrorsSaidOnce(said: readonly string[], lang: Lang, fieldsInError: number) {
  const prefix = words[lang].error.source.slice(1);
  const live = (phrase: string) => /^(polite|assertive): /.test(phrase);
  const byFocus = said.filter((phrase) => !live(phrase) && phrase.includes(prefix)).length;
  const byRegions = said.filter((phrase) => live(phrase) && phrase.includes(prefix)).length;
  expect(byFocus, 'focus moves that read an error').toBe(1);
  expect(byFocus + byRegions, 'errors said, against the fields in error').toBeLessThanOrEqual(fieldsInError);
}

/** Each link of the summary says its field, then the message: no two links read alike (RGAA 6.1). */
function expectLinksNameTheirField(links: readonly string[], message: string) {
  const named = new RegExp(`^link, .+\\s?: ${escape(message)}`);
  for (const link of links.filter((phrase) => phrase.endsWith(message))) expect(link).toMatch(named);
  expect(new Set(links).size, 'two links read alike').toBe(links.length);
}

/** The pending state of a submit is said once, as text. */
function expectPendingSaidOnce(said: readonly string[], lang: Lang) {
  expect(timesSaid(said, `polite: ${words[lang].pending}`), 'pending said once').toBe(1);
}

interface KindJourney {
  name: string;
  title: string;
  lang: Lang;
  form: JourneyForm;
  heading: string;
  /** The cart of steps 2 and 3, made through the API. */
  cart: (page: Page, withPayer: boolean) => Promise<unknown>;
  /** Regions whose content each payment changes. */
  varyingRegions?: string[];
  /**
   * false: the journey stops at step 3 (the event's API cart leaves its participants'
   * custom fields unanswered, which Pay refuses; the card page is read for five other kinds).
   */
  toCardPage?: boolean;
  /** What step 1 shows that is the kind's own, done with the keyboard. */
  step1?: (page: Page, sr: Transcript) => Promise<void>;
}

/**
 * A kind's journey read on arrival at each step: step 1 (and its own states), step 2 and
 * its refused submit, step 3 without the tip, then Pay to the card page.
 */
async function readJourney(page: Page, journey: KindJourney) {
  const sr = await Transcript.record(page, journey.name, journey.title, { varyingRegions: journey.varyingRegions });
  await slowSubmits(page);
  try {
    await walkJourney(page, journey, sr);
  } finally {
    await sr.attach();
  }
  sr.expectMatchesFile();
}

/**
 * Each form submit (a server action: a POST with a `Next-Action` header) answered 800 ms
 * later, as on a slow network: the pending state lasts long enough to be announced, in
 * every run, so the transcript says it whatever the machine's speed.
 */
async function slowSubmits(page: Page) {
  await page.route(
    (url) => url.pathname.startsWith('/forms/'),
    async (route) => {
      const request = route.request();
      if (request.method() === 'POST' && (await request.headerValue('next-action'))) {
        await new Promise((resolve) => setTimeout(resolve, 800));
      }
      await route.fallback();
    },
  );
}

async function walkJourney(page: Page, journey: KindJourney, sr: Transcript) {
  const { lang, form } = journey;
  const w = words[lang];
  await page.goto(kindStepUrl(form, null, lang));
  expectArrival(await sr.arrive(`${w.step(1)} (${kindStepUrl(form, null, lang)})`), lang, 1, journey.heading);
  await journey.step1?.(page, sr);

  await journey.cart(page, false);
  await page.goto(kindStepUrl(form, 2, lang));
  expectArrival(await sr.arrive(w.step(2)), lang, 2, journey.heading);
  const refused = await sr.during(`${w.continue}, every field empty`, () =>
    press(page, page.getByRole('button', { name: w.continue })),
  );
  // Refused in the browser (Conform checks the fields first): nothing was sent, nothing is pending.
  expect(timesSaid(refused, `polite: ${w.pending}`)).toBe(0);
  await expectRefused(page, sr, refused, lang);

  await journey.cart(page, true);
  await page.goto(kindStepUrl(form, 3, lang));
  expectArrival(await sr.arrive(w.step(3)), lang, 3, journey.heading);
  const noTip = await sr.during(w.tipRemove, () => press(page, page.getByRole('button', { name: w.tipRemove })));
  expect(noTip.at(-1), 'the focus lands on the tip field, now 0').toMatch(w.tipField);
  // Still there once everything has settled (it used to end on <body> 1.2 s after Enter).
  await page.waitForTimeout(1200);
  expect(await page.evaluate(() => document.activeElement?.id)).toBe(
    await page
      .getByRole('textbox', { name: new RegExp(w.tipField.source.replace('^textbox, ', '^')) })
      .getAttribute('id'),
  );
  if (journey.toCardPage === false) return;
  await sr.during('consents', () => acceptConsents(page, lang));
  await sr.during(`${lang === 'fr' ? 'Payer' : 'Pay'}`, async () => {
    await press(page, page.getByRole('button', { name: w.pay }));
    await expect(page.getByRole('textbox', { name: w.card })).toBeVisible();
  });
  expect(await sr.arrive(lang === 'fr' ? 'Page de paiement' : 'Card page')).toContainEqual(
    expect.stringMatching(/^textbox, /),
  );
}

const kindCart = (form: JourneyForm, items: ItemSetup[], birthDate?: string) => (page: Page, withPayer: boolean) =>
  apiKindCart(page.context(), page.request, form, items, { withPayer, ...(birthDate ? { birthDate } : {}) });

const member = { firstName: 'Léa', lastName: 'Martin' };

test('donation, French: steps, tax reduction update, error summary, pending, step change, tip, card page', async ({
  page,
}) => {
  const t = copy.fr;
  await readJourney(page, {
    name: 'donation.fr',
    title: 'Don, en français (les amis du quartier, soutenir nos actions)',
    lang: 'fr',
    form: DONATION_FORM,
    heading: 'Soutenir nos actions',
    varyingRegions: ['Ils et elles ont contribué'],
    cart: (current, withPayer) => apiCart(current.context(), current.request, { withPayer }),
    async step1(current, sr) {
      const refused = await sr.during(
        'Continuer sans montant',
        () => press(current, current.getByRole('button', { name: t.continue })),
        {
          racy: 'Tab sometimes stops on a second amount radio, whose blur shows the error in the group (said by its region and by that radio)',
        },
      );
      expect(refused.at(-1), 'the focus lands on an amount radio, with the error').toMatch(
        /^radio, .*Erreur : Saisissez un montant, not checked/,
      );
      expect(
        refused.some(
          (phrase) =>
            /^radiogroup, Montant de votre don.*invalid/.test(phrase) || phrase.includes('Saisissez un montant'),
        ),
      ).toBe(true);
      const group = current.getByRole('radiogroup', { name: new RegExp(`^${t.amountGroup}`) });
      const chosen = await sr.during('50 € choisi', () =>
        chooseRadio(current, group, group.getByRole('radio', { name: /50[,.]00/ })),
      );
      expect(
        timesSaid(chosen, /^polite: Votre don de 50,00\s€ ne vous coûtera que 17,00\s€/),
        'tax update said once',
      ).toBe(1);
      // The step change, by keyboard: Continue, then step 2 is announced where the focus goes.
      const changed = await sr.during('Continuer vers l’étape 2', async () => {
        await press(current, current.getByRole('button', { name: t.continue }));
        await expect(current.getByRole('heading', { level: 2, name: t.payerHeading })).toBeVisible();
      });
      expectPendingSaidOnce(changed, 'fr');
      await fillPayer(current, 'fr');
      sr.note('les coordonnées sont saisies au clavier');
      const toStep3 = await sr.during('Continuer vers l’étape 3', async () => {
        await press(current, current.getByRole('button', { name: t.continue }));
        await expect(current.getByRole('heading', { level: 2, name: t.summaryHeading })).toBeVisible();
      });
      expectPendingSaidOnce(toStep3, 'fr');
    },
  });
});

test('event, English: places, participants, error summary, tip, card page', async ({ page }) => {
  const t = eventCopy.en;
  await readJourney(page, {
    name: 'event.en',
    title: 'Event, in English (les amis du quartier, the neighbourhood party)',
    lang: 'en',
    form: EVENT_FORM,
    heading: await headingOf(page, EVENT_FORM),
    toCardPage: false,
    cart: (current, withPayer) =>
      apiEventCart(current.context(), current.request, [{ tierId: TIERS.adult }, { tierId: TIERS.child }], {
        withPayer,
      }),
    async step1(current, sr) {
      const field = tierField(current, t.adult, t.quantity);
      const said = await sr.during('2 adult places typed', () => typeInto(current, field, '2'));
      expect(said.some((phrase) => phrase.startsWith(`textbox, ${t.quantity}`))).toBe(true);
    },
  });
});

test('shop, English: items, error summary, tip, card page', async ({ page }) => {
  await readJourney(page, {
    name: 'shop.en',
    title: 'Shop, in English (les amis du quartier, la boutique)',
    lang: 'en',
    form: SHOP_FORM,
    heading: await headingOf(page, SHOP_FORM),
    cart: kindCart(SHOP_FORM, [{ tierId: KIND_TIERS.mug }]),
    async step1(current, sr) {
      const t = kindsCopy.en;
      const quantityOf = (tier: string) => tierField(current, tier, t.items);
      await sr.during('6 T-shirts and 5 mugs typed', async () => {
        await typeInto(current, quantityOf(t.tshirt), '6');
        await typeInto(current, quantityOf(t.mug), '5');
      });
      const refused = await sr.during('Continue, 11 items', () =>
        press(current, current.getByRole('button', { name: words.en.continue })),
      );
      const limit = 'You can order at most 10 items at once.';
      expect(refused.at(-1)).toMatch(new RegExp(`^textbox, ${escape(t.items)}.*Error: ${escape(limit)}.*, invalid$`));
      const summary = current.getByRole('alert').filter({ hasText: words.en.summary });
      const read = await sr.read('the error summary', summary);
      const links = read.filter((phrase) => phrase.startsWith('link, ') && phrase.endsWith(`: ${limit}`));
      expect(links).toHaveLength(2);
      expectLinksNameTheirField(links, limit);
      // The mug's error is said as Tab leaves its field for its own "+" button, the T-shirts' as the focus lands there.
      expectErrorsSaidOnce(refused, 'en', links.length);
    },
  });
});

/** The kinds whose steps have nothing of their own to read beyond the engine's. */
const plainKinds = [
  {
    name: 'membership.fr',
    title: 'Adhésion, en français (les amis du quartier, adhésion annuelle)',
    lang: 'fr',
    form: MEMBERSHIP_FORM,
    items: [{ tierId: KIND_TIERS.individual, participant: member }],
    birthDate: '1990-07-14',
    // Its members' custom fields (phone, postcode) are not answered through the API: Pay would refuse.
    toCardPage: false,
  },
  {
    name: 'payment-form.fr',
    title: 'Formulaire de paiement, en français (les amis du quartier, sortie au musée)',
    lang: 'fr',
    form: PAYMENT_FORM,
    items: [{ tierId: KIND_TIERS.museum, participant: member }],
  },
  {
    name: 'crowdfunding.en',
    title: 'Crowdfunding, in English (les amis du quartier, un toit pour le local)',
    lang: 'en',
    form: CROWDFUNDING_FORM,
    items: [{ tierId: KIND_TIERS.freeContribution, customAmount: 2000 }],
    varyingRegions: ['They contributed'],
  },
] as const satisfies readonly (Omit<KindJourney, 'heading' | 'cart'> & { items: ItemSetup[]; birthDate?: string })[];

for (const kind of plainKinds) {
  test(`${kind.name}: steps, error summary, tip, card page`, async ({ page }) => {
    await readJourney(page, {
      ...kind,
      varyingRegions: 'varyingRegions' in kind ? [...kind.varyingRegions] : [],
      heading: await headingOf(page, kind.form),
      cart: kindCart(kind.form, [...kind.items], 'birthDate' in kind ? kind.birthDate : undefined),
    });
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('states without a page load, English: sign-in dialog, toast, basket timer', async ({ page }) => {
  const sr = await Transcript.record(page, 'states.en', 'States that change without a page load, in English', {
    varyingRegions: ['They contributed'],
  });
  // The sign-in dialog, opened and closed with the keyboard.
  await page.goto(kindStepUrl(DONATION_FORM, null, 'en'));
  await sr.arrive('Donation, step 1 of 4 (only the header’s button is used)');
  const opened = await sr.during('Sign in (Enter)', () => press(page, page.getByRole('button', { name: 'Sign in' })));
  expect(opened.some((phrase) => phrase.startsWith('dialog, Sign in'))).toBe(true);
  expect(opened.at(-1)).toMatch(/^textbox, Email address/);
  const closed = await sr.during('Escape', () => page.keyboard.press('Escape'));
  expect(closed.at(-1)).toBe('button, Sign in');

  // A toast: the e-mail capture of a suspended form.
  await page.goto('associations/club-sportif-des-berges/formulaires/soutien-au-club/en');
  await sr.arrive('Suspended donation form');
  const email = page.getByRole('textbox', { name: 'Email address' });
  await typeInto(page, email, 'neighbour@example.fr');
  sr.note('an address is typed');
  const saved = page.getByText('Address saved').first();
  await sr.during('Notify me', () => press(page, page.getByRole('button', { name: 'Notify me' })), { until: saved });
  // The toast is inserted whole: the model does not speak it (docs/accessibility.md); it is shown.
  await expect(saved).toBeVisible();

  // The basket's timer: the page's clock moved on, the warnings at 10 and 5 minutes, then expiry.
  await page.clock.install();
  await apiCart(page.context(), page.request, { withPayer: false });
  await page.goto(kindStepUrl(DONATION_FORM, 2, 'en'));
  await sr.arrive('Donation, step 2 of 4');
  const ten = await sr.during('5 minutes later', () => page.clock.fastForward('05:01'));
  const five = await sr.during('5 more minutes', () => page.clock.fastForward('05:00'));
  const over = await sr.during('5 more minutes: the basket has expired', () => page.clock.fastForward('05:00'));
  expect(timesSaid(ten, /^polite: .*10 minutes/), '10 minutes said once').toBe(1);
  expect(timesSaid(five, /^polite: .*5 minutes/), '5 minutes said once').toBe(1);
  expect(over.some((phrase) => /Your basket has expired/.test(phrase))).toBe(true);
  sr.expectMatchesFile();
});

/** The form's title as the API has it (the h1 of its pages). */
async function headingOf(page: Page, form: JourneyForm): Promise<string> {
  const query = new URLSearchParams({
    organizationSlug: form.organizationSlug,
    formType: form.formType,
    formSlug: form.formSlug,
  });
  const response = await page.request.get(`${api}/agg/form?${query.toString()}`);
  return ((await response.json()) as { form: { title: string } }).form.title;
}
