/**
 * The emails (issue 52), composed from the seeded database (tests/sandbox/support.ts: a
 * migrated, seeded PGlite copy) in French and English: recipient, subject, the amounts
 * and dates as SPEC §9 writes them, the tip on its own line, the schedule, and links
 * that are absolute, point where they should (receipt links verify), and appear in both
 * the HTML and the text part.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceiptKind } from '@/lib/api/contracts/receipts';
import { formatInstantDate } from '@/lib/rules/dates';
import type { RequestContext } from '@/sandbox/context';
import type { DbHandle } from '@/sandbox/db/client';
import { forms, orders, payments, prospects } from '@/sandbox/db/schema';
import { checkReceiptLink } from '@/sandbox/services/receipts/links';
import { openTestDatabase } from '@/tests/sandbox/support';
import {
  EMAIL_APP_URL,
  PARTICIPANT,
  SEEDED,
  addProspect,
  collectEventInstalment,
  emailContext,
  nameEventParticipant,
  setOrderLocale,
  stopDemoGift,
} from '@/tests/support/emails';
import { composeEmail, emailJobKey, type ComposedEmail, type EmailJob } from './compose';

let handle: DbHandle;
let ctx: RequestContext;

beforeAll(async () => {
  handle = await openTestDatabase('pglite');
  ctx = emailContext(handle.db);
  await nameEventParticipant(handle.db);
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

const LOCALES = ['fr', 'en'] as const;
type Locale = (typeof LOCALES)[number];

/** "1 234,56 €" as Intl writes it in French: a narrow no-break space between groups, a no-break space before €. */
const frEuros = (text: string) => text.replace(/ (?=\d{3},)/gu, '\u202f').replace(/ €/gu, '\u00a0€');

const unescapeHtml = (value: string) =>
  value
    .replace(/&quot;/gu, '"')
    .replace(/&#39;/gu, "'")
    .replace(/&lt;/gu, '<')
    .replace(/&gt;/gu, '>')
    .replace(/&amp;/gu, '&');

/** Every link of the HTML part, as its href says. */
const linksOf = (email: ComposedEmail) =>
  [...email.html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/gu)].map((match) => unescapeHtml(match[1] ?? ''));

async function compose(job: EmailJob): Promise<ComposedEmail> {
  const email = await composeEmail(ctx, job);
  if (!email) throw new Error(`${emailJobKey(job)}: nothing composed`);
  return email;
}

async function composeIn(locale: Locale, orderId: number, job: EmailJob): Promise<ComposedEmail> {
  await setOrderLocale(handle.db, orderId, locale);
  return compose(job);
}

/** What every email must be: its language, its structure, absolute links present in the text part too. */
function expectWellFormed(email: ComposedEmail, locale: Locale) {
  expect(email.locale).toBe(locale);
  expect(email.html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${locale}"`, 'u'));
  expect(email.html.match(/<h1\b/gu)).toHaveLength(1);
  expect(email.html).toContain('<main>');
  expect(email.html).toContain('color-scheme:light dark');
  expect(email.html).toContain('@media (prefers-color-scheme: dark)');
  expect(email.html).not.toMatch(/<img\b/u);
  // Layout tables are presentation; the only other table is the amounts' (a data table).
  const tables = [...email.html.matchAll(/<table\b[^>]*>/gu)].map((match) => match[0]);
  expect(tables.filter((table) => table.includes('role="presentation"')).length).toBeGreaterThanOrEqual(2);
  expect(
    tables.filter((table) => !table.includes('role="presentation"') && !table.includes('class="amounts"')),
  ).toEqual([]);
  expect(email.html).toContain(`<title>${email.subject.replace(/&/gu, '&amp;')}</title>`);
  expect(email.text.trim()).not.toBe('');
  const links = linksOf(email);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    expect(link.startsWith(`${EMAIL_APP_URL}/`), link).toBe(true);
    expect(email.text, `the text part has ${link}`).toContain(link);
  }
}

/** The receipt links of an email, each checked against its payment and kind. */
function receiptLinks(email: ComposedEmail): { paymentId: number; kind: ReceiptKind }[] {
  return linksOf(email)
    .map((link) => new URL(link))
    .filter((url) => url.pathname.startsWith('/forms/recus/'))
    .map((url) => {
      const match = /^\/forms\/recus\/(\d+)\/(paiement|fiscal)$/u.exec(url.pathname);
      if (!match) throw new Error(`not a receipt address: ${url.href}`);
      const paymentId = Number(match[1]);
      const kind: ReceiptKind = match[2] === 'fiscal' ? 'fiscal' : 'payment';
      expect(checkReceiptLink(ctx, paymentId, kind, url.searchParams.get('jeton') ?? '')).toBe('valid');
      // Still valid 29 days on, expired after 30 (RECEIPT_LINK_DAYS).
      const later = (days: number) => ({ ...ctx, now: new Date(ctx.now.getTime() + days * 24 * 3600 * 1000) });
      expect(checkReceiptLink(later(29), paymentId, kind, url.searchParams.get('jeton') ?? '')).toBe('valid');
      expect(checkReceiptLink(later(31), paymentId, kind, url.searchParams.get('jeton') ?? '')).toBe('expired');
      return { paymentId, kind };
    });
}

async function paymentRow(id: number) {
  const rows = await handle.db.select().from(payments).where(eq(payments.id, id));
  return rows[0]!;
}

const orderPage = (orderId: number) => `${EMAIL_APP_URL}/utilisateur/commandes/${orderId}`;

describe('emailJobKey', () => {
  it('names the fact: the email and the order, payment or prospect it is about', () => {
    expect(emailJobKey({ email: 'PaymentConfirmation', orderId: 123 })).toBe('email:PaymentConfirmation:order:123');
    expect(emailJobKey({ email: 'InstalmentCollected', paymentId: 7 })).toBe('email:InstalmentCollected:payment:7');
    expect(emailJobKey({ email: 'InstalmentRefused', paymentId: 7 })).toBe('email:InstalmentRefused:payment:7');
    expect(emailJobKey({ email: 'MonthlyGiftStoppedPayer', orderId: 42 })).toBe(
      'email:MonthlyGiftStoppedPayer:order:42',
    );
    expect(emailJobKey({ email: 'MonthlyGiftStoppedAssociation', orderId: 42 })).toBe(
      'email:MonthlyGiftStoppedAssociation:order:42',
    );
    expect(emailJobKey({ email: 'FormReopened', prospectId: 9 })).toBe('email:FormReopened:prospect:9');
    expect(emailJobKey({ email: 'ReceiptsAgain', orderId: 42 })).toBe('email:ReceiptsAgain:order:42');
  });
});

describe('PaymentConfirmation', () => {
  const COPY = {
    fr: {
      eventSubject: 'Votre inscription est confirmée – Les Amis du Quartier',
      eventHeading: 'Merci pour votre inscription !',
      donationSubject: 'Votre don est confirmé – Les Amis du Quartier',
      tip: 'Contribution volontaire au fonctionnement de la plateforme Entraide : 3,00 €',
      total: 'Total : 42,00 €',
      adult: '- Entrée adulte : 14,00 €',
      option: 'Option : Assurance annulation (2,00 €)',
      participant: `Pour ${PARTICIPANT.firstName} ${PARTICIPANT.lastName}`,
      scheduleIntro: 'Votre paiement en 3 fois est en place : 2 échéances suivront',
      line: (n: number, amount: string, state: string) => `Paiement ${n} sur 3 : ${amount}, ${state}`,
      paid: 'payé le',
      refused: 'refusé (prévu le',
      due: 'prévu le',
      euros: (text: string) => frEuros(text),
      donationTotal: 'Total payé : 21,50 €',
      fiscalHint: 'Le reçu fiscal vous permet de déduire',
      monthlyHeading: 'Vos prélèvements mensuels',
      monthlyIntro: 'Votre don mensuel est en place : 11 prélèvements suivront',
    },
    en: {
      eventSubject: 'Your registration is confirmed – Les Amis du Quartier',
      eventHeading: 'Thank you for registering!',
      donationSubject: 'Your donation is confirmed – Les Amis du Quartier',
      tip: 'Voluntary contribution to running the Entraide platform: €3.00',
      total: 'Total: €42.00',
      adult: '- Entrée adulte: €14.00',
      option: 'Option: Assurance annulation (€2.00)',
      participant: `For ${PARTICIPANT.firstName} ${PARTICIPANT.lastName}`,
      scheduleIntro: 'Your payment in 3 instalments is set up: 2 more instalments follow',
      line: (n: number, amount: string, state: string) => `Payment ${n} of 3: ${amount}, ${state}`,
      paid: 'paid on',
      refused: 'refused (due on',
      due: 'due on',
      euros: (text: string) => text,
      donationTotal: 'Total paid: €21.50',
      fiscalHint: 'The tax receipt lets you deduct',
      monthlyHeading: 'Your monthly payments',
      monthlyIntro: 'Your monthly donation is set up: 11 more payments follow',
    },
  };

  for (const locale of LOCALES) {
    const copy = COPY[locale];
    it(`${locale}: an event in 3 instalments — places, participant, option, tip line, schedule, receipt and order links`, async () => {
      const email = await composeIn(locale, SEEDED.event.orderId, {
        email: 'PaymentConfirmation',
        orderId: SEEDED.event.orderId,
      });
      expectWellFormed(email, locale);
      expect(email.to).toBe('payeur@example.org');
      expect(email.subject).toBe(copy.eventSubject);
      expect(email.html).toContain(`>${copy.eventHeading}</h1>`);
      for (const expected of [copy.adult, copy.option, copy.participant, copy.tip, copy.total, copy.scheduleIntro]) {
        expect(email.text).toContain(copy.euros(expected));
      }
      const [first, second, third] = await Promise.all(
        [SEEDED.event.firstPaymentId, SEEDED.event.refusedPaymentId, SEEDED.event.duePaymentId].map(paymentRow),
      );
      const amounts = locale === 'fr' ? ['16,00 €', '13,00 €'] : ['€16.00', '€13.00'];
      expect(email.text).toContain(
        copy.euros(copy.line(1, amounts[0]!, `${copy.paid} ${formatInstantDate(first!.paidAt!)}`)),
      );
      expect(email.text).toContain(
        copy.euros(copy.line(2, amounts[1]!, `${copy.refused} ${formatInstantDate(second!.dueDate)})`)),
      );
      expect(email.text).toContain(
        copy.euros(copy.line(3, amounts[1]!, `${copy.due} ${formatInstantDate(third!.dueDate)}`)),
      );
      // The participant's name is the payer's text: escaped in the HTML.
      expect(email.html).toContain('Martin &lt;script&gt;');
      expect(email.html).not.toContain('<script');
      // The tip has its own row in the amounts table.
      expect(email.html).toMatch(/<th scope="row"[^>]*>[^<]*Entraide[^<]*<\/th><td[^>]*>[^<]*3[.,]00/u);
      expect(receiptLinks(email)).toEqual([{ paymentId: SEEDED.event.firstPaymentId, kind: 'payment' }]);
      expect(linksOf(email)).toContain(orderPage(SEEDED.event.orderId));
    });

    it(`${locale}: a single donation — total paid, payment receipt and tax receipt`, async () => {
      const email = await composeIn(locale, SEEDED.donation.orderId, {
        email: 'PaymentConfirmation',
        orderId: SEEDED.donation.orderId,
      });
      expectWellFormed(email, locale);
      expect(email.subject).toBe(copy.donationSubject);
      expect(email.text).toContain(copy.euros(copy.donationTotal));
      expect(email.text).toContain(copy.fiscalHint);
      expect(email.text).not.toContain(locale === 'fr' ? 'Votre échéancier' : 'Your payment schedule');
      expect(receiptLinks(email)).toEqual([
        { paymentId: SEEDED.donation.paymentId, kind: 'payment' },
        { paymentId: SEEDED.donation.paymentId, kind: 'fiscal' },
      ]);
      expect(linksOf(email)).toContain(orderPage(SEEDED.donation.orderId));
    });

    it(`${locale}: a monthly gift — the twelve payments to come`, async () => {
      const email = await composeIn(locale, SEEDED.monthly.orderId, {
        email: 'PaymentConfirmation',
        orderId: SEEDED.monthly.orderId,
      });
      expectWellFormed(email, locale);
      expect(email.text).toContain(copy.monthlyHeading);
      expect(email.text).toContain(copy.monthlyIntro);
      expect(email.text.match(locale === 'fr' ? /Paiement \d+ sur 12 :/gu : /Payment \d+ of 12:/gu)).toHaveLength(12);
    });
  }

  it('writes thousands as SPEC §9 does: "1 234,56 €" in French, "€1,234.56" in English', async () => {
    const now = new Date();
    const [order] = await handle.db
      .insert(orders)
      .values({
        formId: 101,
        payer: { firstName: 'Jeanne', lastName: 'Durand', email: 'jeanne.durand@example.org' },
        items: [
          {
            tierId: 1011,
            name: 'Don libre',
            type: 'Donation',
            amount: 123456,
            initialAmount: 123456,
            discount: 0,
            options: [],
          },
        ],
        amountTotal: 123456,
        amountTip: 1000,
        createdAt: now,
      })
      .returning({ id: orders.id });
    await handle.db.insert(payments).values({
      orderId: order!.id,
      installmentNumber: 1,
      amount: 123456,
      amountTip: 1000,
      state: 'Authorized',
      dueDate: now,
      paidAt: now,
      createdAt: now,
      updatedAt: now,
    });
    const fr = await composeIn('fr', order!.id, { email: 'PaymentConfirmation', orderId: order!.id });
    expect(fr.text).toContain('Don libre : 1\u202f234,56\u00a0€');
    expect(fr.text).toContain('Total payé : 1\u202f244,56\u00a0€');
    expect(fr.html).toContain('1\u202f234,56\u00a0€');
    const en = await composeIn('en', order!.id, { email: 'PaymentConfirmation', orderId: order!.id });
    expect(en.text).toContain('Don libre: €1,234.56');
    expect(en.text).toContain('Total paid: €1,244.56');
  });

  it('sends nothing for an order without a payer email, or no order', async () => {
    const [order] = await handle.db
      .insert(orders)
      .values({
        formId: 101,
        payer: { firstName: 'Sans', lastName: 'Adresse', email: ' ' },
        items: [],
        amountTotal: 0,
        createdAt: new Date(),
      })
      .returning({ id: orders.id });
    expect(await composeEmail(ctx, { email: 'PaymentConfirmation', orderId: order!.id })).toBeNull();
    expect(await composeEmail(ctx, { email: 'PaymentConfirmation', orderId: 999_999 })).toBeNull();
  });
});

describe('InstalmentCollected', () => {
  for (const locale of LOCALES) {
    it(`${locale}: a monthly payment taken — amount, next payment, its receipts`, async () => {
      const email = await composeIn(locale, SEEDED.monthly.orderId, {
        email: 'InstalmentCollected',
        paymentId: SEEDED.monthly.paidPaymentId,
      });
      expectWellFormed(email, locale);
      expect(email.to).toBe('payeur@example.org');
      const paid = await paymentRow(SEEDED.monthly.paidPaymentId);
      const next = await paymentRow(SEEDED.monthly.paidPaymentId + 2);
      if (locale === 'fr') {
        expect(email.subject).toBe('Votre don mensuel : paiement 2 reçu – Les Amis du Quartier');
        expect(email.text).toContain(`Le paiement 2 sur 12 de ${frEuros('15,00 €')} pour « Soutenir nos actions »`);
        expect(email.text).toContain(`le ${formatInstantDate(paid.paidAt!)} à `);
        expect(email.text).toContain(
          `Prochain paiement : ${frEuros('15,00 €')} le ${formatInstantDate(next.dueDate)}.`,
        );
      } else {
        expect(email.subject).toBe('Your monthly donation: payment 2 received – Les Amis du Quartier');
        expect(email.text).toContain('Payment 2 of 12, €15.00, for “Soutenir nos actions”');
        expect(email.text).toContain(`Next payment: €15.00 on ${formatInstantDate(next.dueDate)}.`);
      }
      expect(email.text).toMatch(/\d{2}h\d{2}/u);
      expect(receiptLinks(email)).toEqual([
        { paymentId: SEEDED.monthly.paidPaymentId, kind: 'payment' },
        { paymentId: SEEDED.monthly.paidPaymentId, kind: 'fiscal' },
      ]);
      expect(linksOf(email)).toContain(orderPage(SEEDED.monthly.orderId));
    });
  }

  it('an instalment collected by the queue when due (collectDueInstalments): its payment receipt', async () => {
    expect(await composeEmail(ctx, { email: 'InstalmentCollected', paymentId: SEEDED.event.duePaymentId })).toBeNull();
    await collectEventInstalment(ctx);
    const email = await composeIn('fr', SEEDED.event.orderId, {
      email: 'InstalmentCollected',
      paymentId: SEEDED.event.duePaymentId,
    });
    expectWellFormed(email, 'fr');
    expect(email.subject).toBe('Paiement 3 sur 3 reçu – Les Amis du Quartier');
    // The 2nd is still unpaid: the order is not said to be paid in full.
    expect(email.text).not.toContain('entièrement payée');
    expect(receiptLinks(email)).toEqual([{ paymentId: SEEDED.event.duePaymentId, kind: 'payment' }]);
  });
});

describe('InstalmentRefused', () => {
  for (const locale of LOCALES) {
    it(`${locale}: the refused payment and the regularisation page's absolute address`, async () => {
      const email = await composeIn(locale, SEEDED.event.orderId, {
        email: 'InstalmentRefused',
        paymentId: SEEDED.event.refusedPaymentId,
      });
      expectWellFormed(email, locale);
      expect(email.to).toBe('payeur@example.org');
      const refused = await paymentRow(SEEDED.event.refusedPaymentId);
      const regularisation = `${EMAIL_APP_URL}/paiement/regularisation/${SEEDED.event.refusedPaymentId}${locale === 'en' ? '/en' : ''}`;
      expect(linksOf(email)).toEqual([regularisation, orderPage(SEEDED.event.orderId)]);
      if (locale === 'fr') {
        expect(email.subject).toBe('Paiement refusé : régularisez le paiement 2 sur 3 – Les Amis du Quartier');
        expect(email.text).toContain(`Le paiement 2 sur 3 de ${frEuros('13,00 €')}`);
        expect(email.text).toContain(`prévu le ${formatInstantDate(refused.dueDate)}, a été refusé`);
        expect(email.html).toContain(`>Régulariser le paiement 2 sur 3 (${frEuros('13,00 €')})</a>`);
      } else {
        expect(email.subject).toBe('Payment refused: settle payment 2 of 3 – Les Amis du Quartier');
        expect(email.text).toContain(`due on ${formatInstantDate(refused.dueDate)}, was refused`);
        expect(email.html).toContain('>Settle payment 2 of 3 (€13.00)</a>');
      }
    });
  }

  it('sends nothing for a payment that was not refused', async () => {
    expect(await composeEmail(ctx, { email: 'InstalmentRefused', paymentId: SEEDED.event.firstPaymentId })).toBeNull();
  });
});

describe('ReceiptsAgain', () => {
  for (const locale of LOCALES) {
    it(`${locale}: every paid payment's receipts`, async () => {
      const email = await composeIn(locale, SEEDED.monthly.orderId, {
        email: 'ReceiptsAgain',
        orderId: SEEDED.monthly.orderId,
      });
      expectWellFormed(email, locale);
      expect(email.subject).toBe(
        locale === 'fr' ?
          'Vos reçus – commande n° 42 (Les Amis du Quartier)'
        : 'Your receipts – order no. 42 (Les Amis du Quartier)',
      );
      expect(receiptLinks(email)).toEqual(
        [421, 422, 423].flatMap((paymentId) => [
          { paymentId, kind: 'payment' },
          { paymentId, kind: 'fiscal' },
        ]),
      );
      expect(email.text).toContain(
        locale === 'fr' ? 'Reçus des 3 paiements effectués' : 'Receipts of the 3 payments made',
      );
      expect(email.text).toContain(
        locale === 'fr' ?
          `Reçu fiscal – paiement 3 sur 12 (${frEuros('15,00 €')}, payé le`
        : 'Tax receipt – payment 3 of 12 (€15.00, paid on',
      );
    });
  }
});

describe('MonthlyGiftStoppedPayer and MonthlyGiftStoppedAssociation', () => {
  it('send nothing while the gift runs', async () => {
    expect(await composeEmail(ctx, { email: 'MonthlyGiftStoppedPayer', orderId: SEEDED.monthly.orderId })).toBeNull();
    expect(
      await composeEmail(ctx, { email: 'MonthlyGiftStoppedAssociation', orderId: SEEDED.monthly.orderId }),
    ).toBeNull();
  });

  for (const locale of LOCALES) {
    it(`${locale}: the payer's — what stops, what stays`, async () => {
      await stopDemoGift(ctx);
      const email = await composeIn(locale, SEEDED.monthly.orderId, {
        email: 'MonthlyGiftStoppedPayer',
        orderId: SEEDED.monthly.orderId,
      });
      expectWellFormed(email, locale);
      expect(email.to).toBe('payeur@example.org');
      expect(linksOf(email)).toEqual([orderPage(SEEDED.monthly.orderId)]);
      if (locale === 'fr') {
        expect(email.subject).toBe('Votre don mensuel est arrêté – Les Amis du Quartier');
        expect(email.text).toContain(
          `Vous avez arrêté votre don mensuel de ${frEuros('15,00 €')} pour « Soutenir nos actions »`,
        );
        expect(email.text).toContain('Les 9 paiements à venir sont annulés');
        expect(email.text).toContain('Les 3 paiements déjà faits restent acquis');
      } else {
        expect(email.subject).toBe('Your monthly donation is stopped – Les Amis du Quartier');
        expect(email.text).toContain('The 9 payments to come are cancelled');
        expect(email.text).toContain('The 3 payments already made stay with the association');
      }
    });
  }

  it("the association's — to the form's administrators, in French whatever the payer's language", async () => {
    await setOrderLocale(handle.db, SEEDED.monthly.orderId, 'en');
    const email = await compose({ email: 'MonthlyGiftStoppedAssociation', orderId: SEEDED.monthly.orderId });
    expectWellFormed(email, 'fr');
    // The OrganizationAdmin of les-amis-du-quartier and the FormAdmin of soutenir-nos-actions (sandbox/seed/people.ts).
    expect(email.to).toBe('admin.asso@example.org, admin.formulaire@example.org');
    expect(email.subject).toBe('Don mensuel arrêté : Camille Martin – Soutenir nos actions');
    expect(email.text).toContain(
      `Camille Martin (payeur@example.org) a arrêté son don mensuel de ${frEuros('15,00 €')}`,
    );
    expect(email.text).toContain('Les 9 paiements à venir sont annulés.');
    expect(email.text).toContain(`3 paiements déjà reçus, pour un total de ${frEuros('45,00 €')}.`);
    expect(linksOf(email)).toEqual([
      `${EMAIL_APP_URL}/associations/les-amis-du-quartier/formulaires/soutenir-nos-actions`,
    ]);
  });
});

describe('FormReopened', () => {
  for (const locale of LOCALES) {
    it(`${locale}: the form's page, in the prospect's language`, async () => {
      const prospectId = await addProspect(handle.db, `prospect.${locale}@example.org`, locale);
      const email = await compose({ email: 'FormReopened', prospectId });
      expectWellFormed(email, locale);
      expect(email.to).toBe(`prospect.${locale}@example.org`);
      const form = `${EMAIL_APP_URL}/associations/les-amis-du-quartier/formulaires/soutenir-nos-actions`;
      expect(linksOf(email)).toEqual([locale === 'en' ? `${form}/1/en` : form]);
      expect(email.subject).toBe(
        locale === 'fr' ?
          '« Soutenir nos actions » accepte à nouveau les paiements'
        : '“Soutenir nos actions” accepts payments again',
      );
      expect(email.html).toContain(
        locale === 'fr' ?
          '>Ouvrir le formulaire « Soutenir nos actions »</a>'
        : '>Open the form “Soutenir nos actions”</a>',
      );
    });
  }

  it('sends nothing while the form is still suspended', async () => {
    const [suspended] = await handle.db.select().from(forms).where(eq(forms.paymentSuspended, true)).limit(1);
    const [prospect] = await handle.db
      .insert(prospects)
      .values({ formId: suspended!.id, email: 'attend@example.org', createdAt: new Date() })
      .returning({ id: prospects.id });
    expect(await composeEmail(ctx, { email: 'FormReopened', prospectId: prospect!.id })).toBeNull();
  });
});

describe('headers', () => {
  it('sends nothing to an address holding a line break, and keeps a subject on one line', async () => {
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, SEEDED.monthly.orderId));
    await handle.db
      .update(orders)
      .set({ payer: { ...order!.payer, lastName: 'Martin\r\nBcc: intrus@example.org' } })
      .where(eq(orders.id, SEEDED.monthly.orderId));
    const email = await compose({ email: 'MonthlyGiftStoppedAssociation', orderId: SEEDED.monthly.orderId });
    expect(email.subject).toBe('Don mensuel arrêté : Camille Martin Bcc: intrus@example.org – Soutenir nos actions');
    await handle.db
      .update(orders)
      .set({ payer: { ...order!.payer, email: 'payeur@example.org\r\nBcc: intrus@example.org' } })
      .where(eq(orders.id, SEEDED.monthly.orderId));
    expect(await composeEmail(ctx, { email: 'ReceiptsAgain', orderId: SEEDED.monthly.orderId })).toBeNull();
  });
});
