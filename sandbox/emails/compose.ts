/**
 * The emails the sandbox sends (issue 52): what each job reads from the database and the
 * email it makes (./document.ts renders it, ./messages.ts gives its words). The job queue
 * (sandbox/jobs) calls `composeEmail` when it runs a job and keys jobs by `emailJobKey`.
 *
 * - Links are absolute: the app's address (ctx.appUrl) and its paths (lib/routes); receipt
 *   links are signed and open the receipt for 30 days (services/receipts/links.ts).
 * - The language is the order's (`orders.locale`), the prospect's for FormReopened; the
 *   association's email is in French.
 * - Copy that depends on the kind is chosen by its row of the kind table
 *   (lib/kinds/formKinds `words.bought`), never by the form type's name.
 * - The association's email goes to its administrators: `organizations` has no contact
 *   address, so it goes to the users with a role on it (user_roles → users.email): the
 *   OrganizationAdmins of the organisation and the FormAdmins of the form, one RFC 5322
 *   address list in `to`.
 */
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { brandName } from '@/lib/config';
import { formKindOf, hasJourney, type FormRef } from '@/lib/kinds/formKinds';
import { orderPagePath } from '@/lib/routes/account';
import { formBasePath, stepPath } from '@/lib/routes/journey';
import { regularisationPath } from '@/lib/routes/payment';
import { dayAndTime, formatInstantDate, formatTime, showsTime } from '@/lib/rules/dates';
import { intlLocale } from '@/lib/i18n/locales';
import { formatCents } from '@/lib/rules/money';
import { placeLine } from '@/lib/rules/place';
import type { RequestContext } from '../context';
import type { Executor } from '../db/client';
import {
  fiscalReceipts,
  forms,
  orders,
  organizations,
  payments,
  prospects,
  tickets,
  userRoles,
  users,
  waitingListEntries,
} from '../db/schema';
import { findFormById, formTypeOf, type FormRow, type OrgRow } from '../services/forms';
import { RECEIPT_LINK_DAYS, receiptUrl } from '../services/receipts/links';
import { ticketUrl } from '../services/tickets/links';
import { eventEndOf } from '../services/tickets/view';
import { renderHtml, renderText, type Block, type EmailDocument, type EmailLink, type EmailLocale } from './document';
import { emailTranslator, ticketEmailTranslator, waitingListTranslator, type EmailTranslator } from './messages';
import { offerUrl } from '../services/waitingList/entries';

export type EmailJob =
  | { email: 'PaymentConfirmation'; orderId: number }
  | { email: 'InstalmentCollected'; paymentId: number }
  | { email: 'InstalmentRefused'; paymentId: number }
  | { email: 'MonthlyGiftStoppedPayer'; orderId: number }
  | { email: 'MonthlyGiftStoppedAssociation'; orderId: number }
  | { email: 'FormReopened'; prospectId: number }
  | { email: 'ReceiptsAgain'; orderId: number }
  | { email: 'EventReminder'; orderId: number }
  | { email: 'WaitingListOffer'; entryId: number };

export interface ComposedEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  locale: 'fr' | 'en';
}

/** The business key of a job: one email per fact (`email:PaymentConfirmation:order:123`). */
export function emailJobKey(job: EmailJob): string {
  if ('orderId' in job) return `email:${job.email}:order:${job.orderId}`;
  if ('paymentId' in job) return `email:${job.email}:payment:${job.paymentId}`;
  if ('entryId' in job) return `email:${job.email}:entry:${job.entryId}`;
  return `email:${job.email}:prospect:${job.prospectId}`;
}

/** Reads what the email needs from the database (ctx.db) and renders it; null when there is nothing to send. */
export async function composeEmail(ctx: RequestContext, job: EmailJob): Promise<ComposedEmail | null> {
  switch (job.email) {
    case 'PaymentConfirmation':
      return paymentConfirmation(ctx, job.orderId);
    case 'InstalmentCollected':
      return instalmentCollected(ctx, job.paymentId);
    case 'InstalmentRefused':
      return instalmentRefused(ctx, job.paymentId);
    case 'MonthlyGiftStoppedPayer':
      return monthlyGiftStoppedPayer(ctx, job.orderId);
    case 'MonthlyGiftStoppedAssociation':
      return monthlyGiftStoppedAssociation(ctx, job.orderId);
    case 'FormReopened':
      return formReopened(ctx, job.prospectId);
    case 'ReceiptsAgain':
      return receiptsAgain(ctx, job.orderId);
    case 'EventReminder':
      return eventReminder(ctx, job.orderId);
    case 'WaitingListOffer':
      return waitingListOffer(ctx, job.entryId);
  }
}

// ---------------------------------------------------------------- reading

type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

interface OrderView {
  readonly order: OrderRow;
  readonly form: FormRow;
  readonly org: OrgRow;
  /** By instalment number. */
  readonly payments: readonly PaymentRow[];
  /** The tax receipts' gift amounts, by payment id. */
  readonly fiscal: ReadonlyMap<number, number>;
  readonly locale: EmailLocale;
}

const localeOf = (value: string): EmailLocale => (value === 'en' ? 'en' : 'fr');

async function loadOrder(ex: Executor, orderId: number): Promise<OrderView | null> {
  const rows = await ex.select().from(orders).where(eq(orders.id, orderId));
  const order = rows[0];
  if (!order) return null;
  const { form, org } = await findFormById(ex, order.formId);
  const paymentRows = await ex
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.installmentNumber));
  const ids = paymentRows.map((payment) => payment.id);
  const receiptRows =
    ids.length === 0 ?
      []
    : await ex
        .select({ paymentId: fiscalReceipts.paymentId, amountCents: fiscalReceipts.amountCents })
        .from(fiscalReceipts)
        .where(inArray(fiscalReceipts.paymentId, ids));
  return {
    order,
    form,
    org,
    payments: paymentRows,
    fiscal: new Map(receiptRows.map((row) => [row.paymentId, row.amountCents])),
    locale: localeOf(order.locale),
  };
}

async function loadPayment(ex: Executor, paymentId: number): Promise<{ view: OrderView; payment: PaymentRow } | null> {
  const rows = await ex.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, paymentId));
  const orderId = rows[0]?.orderId;
  if (orderId === undefined) return null;
  const view = await loadOrder(ex, orderId);
  const payment = view?.payments.find((candidate) => candidate.id === paymentId);
  return view && payment ? { view, payment } : null;
}

// ---------------------------------------------------------------- shared pieces

/** An address to send to; none (nothing is sent) when empty or holding a line break (no header injection). */
const sendableAddress = (address: string | null | undefined) => {
  const email = address?.trim();
  return email && !/[\r\n]/u.test(email) ? email : null;
};
/** The payer's address, when sendable. */
const payerEmail = (order: OrderRow) => sendableAddress(order.payer.email);
const payerName = (order: OrderRow) => `${order.payer.firstName ?? ''} ${order.payer.lastName ?? ''}`.trim();

function greeting(t: EmailTranslator, name: string): Block {
  return { kind: 'paragraph', text: name ? t('common.greeting', { name }) : t('common.greetingNoName') };
}

const paidTotal = (payment: PaymentRow) => payment.amount + payment.amountTip;

/**
 * "le 02/12/2026 à 17h40" / "on 02/12/2026 at 17h40", Paris time; the day alone at 00h00
 * and 23h59, which SPEC §9 counts as no time.
 */
const when = (t: EmailTranslator, instant: Date) =>
  showsTime(instant) ?
    t('common.paidOn', { date: formatInstantDate(instant), time: formatTime(instant) })
  : t('common.on', { date: formatInstantDate(instant) });

const boughtOf = (form: FormRow) => formKindOf(formTypeOf(form)).words.bought;

function formRefOf(form: FormRow, org: OrgRow): FormRef {
  return { organizationSlug: org.slug, formType: formTypeOf(form), formSlug: form.slug };
}

/** The form's page (its step 1; the `/en` variant in English), or null for a kind with no page of its own. */
function formUrl(ctx: RequestContext, form: FormRow, org: OrgRow, locale: EmailLocale): string | null {
  const ref = formRefOf(form, org);
  if (!hasJourney(ref.formType)) return null;
  const path = locale === 'en' ? stepPath(ref, 1, { widget: false, english: true }) : formBasePath(ref);
  return `${ctx.appUrl}${path}`;
}

function orderSection(ctx: RequestContext, t: EmailTranslator, order: OrderRow, heading: string) {
  return {
    heading,
    blocks: [
      {
        kind: 'action',
        link: { href: `${ctx.appUrl}${orderPagePath(order.id)}`, label: t('common.orderLink', { id: order.id }) },
      },
      { kind: 'paragraph', text: t('common.orderHint'), muted: true },
    ] satisfies Block[],
  };
}

/** A paid payment's receipt links: its payment receipt, and its tax receipt when it has one. */
function receiptLinks(ctx: RequestContext, t: EmailTranslator, view: OrderView, payment: PaymentRow): EmailLink[] {
  if (payment.state !== 'Authorized' || !payment.paidAt) return [];
  const money = (cents: number) => formatCents(cents, view.locale);
  const common = {
    number: payment.installmentNumber,
    count: view.payments.length,
    date: formatInstantDate(payment.paidAt),
  };
  const links: EmailLink[] = [
    {
      href: receiptUrl(ctx, payment.id, 'payment', true),
      label: t('common.paymentReceipt', { ...common, amount: money(paidTotal(payment)) }),
    },
  ];
  const gift = view.fiscal.get(payment.id);
  if (gift !== undefined) {
    links.push({
      href: receiptUrl(ctx, payment.id, 'fiscal', true),
      label: t('common.fiscalReceipt', { ...common, amount: money(gift) }),
    });
  }
  return links;
}

const receiptsHint = (t: EmailTranslator): Block => ({
  kind: 'paragraph',
  text: t('common.receiptsHint', { days: RECEIPT_LINK_DAYS }),
  muted: true,
});

const SCHEDULE_STATE: Record<string, 'paid' | 'refused' | 'canceled' | 'due'> = {
  Authorized: 'paid',
  Refused: 'refused',
  Canceled: 'canceled',
  Pending: 'due',
};

function scheduleLines(t: EmailTranslator, view: OrderView): string[] {
  return view.payments.map((payment) => {
    const state = SCHEDULE_STATE[payment.state] ?? 'due';
    return t('common.scheduleLine', {
      number: payment.installmentNumber,
      count: view.payments.length,
      amount: formatCents(paidTotal(payment), view.locale),
      state,
      date: formatInstantDate(state === 'paid' && payment.paidAt ? payment.paidAt : payment.dueDate),
    });
  });
}

function payerFooter(t: EmailTranslator, org: OrgRow): string[] {
  return [t('common.footer', { brand: brandName, organization: org.name })];
}

function finish(to: string, document: EmailDocument): ComposedEmail {
  // The subject holds names people typed (a form's title, the payer's name): one line, whatever they typed.
  const email = { ...document, subject: document.subject.replace(/\s+/gu, ' ').trim() };
  return { to, subject: email.subject, html: renderHtml(email), text: renderText(email), locale: email.locale };
}

/**
 * An event order's tickets still valid, one signed link each (services/tickets/links.ts),
 * as a section; null for an order without tickets.
 */
async function ticketsSection(ctx: RequestContext, view: OrderView): Promise<EmailDocument['sections'][number] | null> {
  const rows = await ctx.db
    .select()
    .from(tickets)
    .where(and(eq(tickets.orderId, view.order.id), isNull(tickets.revokedAt)))
    .orderBy(asc(tickets.itemIndex));
  if (rows.length === 0) return null;
  const t = ticketEmailTranslator(view.locale);
  return {
    heading: t('emails.heading'),
    blocks: [
      {
        kind: 'links',
        links: rows.map((row) => ({
          href: ticketUrl(ctx, row.id, eventEndOf(view.form)),
          label: t('emails.link', {
            name: `${row.firstName} ${row.lastName}`.trim(),
            tier: view.order.items[row.itemIndex]?.name ?? '',
          }),
        })),
      },
      { kind: 'paragraph', text: t('emails.hint'), muted: true },
    ],
  };
}

// ---------------------------------------------------------------- the emails

async function paymentConfirmation(ctx: RequestContext, orderId: number): Promise<ComposedEmail | null> {
  const view = await loadOrder(ctx.db, orderId);
  const to = view && payerEmail(view.order);
  if (!view || !to) return null;
  const { order, form, org, locale } = view;
  const t = emailTranslator(locale);
  const money = (cents: number) => formatCents(cents, locale);
  const bought = boughtOf(form);
  const first = view.payments.find((payment) => payment.installmentNumber === 1) ?? null;
  const paid = first?.state === 'Authorized' && first.paidAt ? first : null;
  // An order is made when its first payment is taken: one whose first is not paid confirms nothing.
  if (first && !paid) return null;
  const intro: Block[] = [
    greeting(t, payerName(order)),
    {
      kind: 'paragraph',
      text:
        paid ?
          t('paymentConfirmation.intro', {
            amount: money(paidTotal(paid)),
            organization: org.name,
            form: form.title,
            when: when(t, paid.paidAt!),
          })
        : t('paymentConfirmation.introFree', { organization: org.name, form: form.title }),
    },
  ];
  if (order.amountTip > 0) {
    intro.push({
      kind: 'paragraph',
      text: t('paymentConfirmation.tipThanks', { tip: money(order.amountTip), brand: brandName }),
    });
  }
  const rows = order.items.map((item) => ({
    label: item.name,
    details: [
      ...(item.participant && `${item.participant.firstName} ${item.participant.lastName}`.trim() ?
        [
          t('paymentConfirmation.participant', {
            name: `${item.participant.firstName} ${item.participant.lastName}`.trim(),
          }),
        ]
      : []),
      ...item.options.map((option) =>
        t('paymentConfirmation.option', { name: option.name, amount: money(option.amount) }),
      ),
    ],
    amount: money(item.amount + item.options.reduce((total, option) => total + option.amount, 0)),
  }));
  if (order.amountTip > 0)
    rows.push({ label: t('common.tipLine', { brand: brandName }), details: [], amount: money(order.amountTip) });
  const sections: EmailDocument['sections'][number][] = [
    {
      heading: t('paymentConfirmation.whatHeading', { bought }),
      blocks: [
        {
          kind: 'amounts',
          caption: t('paymentConfirmation.amountsCaption', { id: order.id }),
          rows,
          total: {
            label: view.payments.length > 1 ? t('common.totalPlanned') : t('common.total'),
            amount: money(order.amountTotal + order.amountTip),
          },
        },
      ],
    },
  ];
  if (view.payments.length > 1) {
    sections.push({
      heading: t('paymentConfirmation.scheduleHeading', { frequency: order.frequency }),
      blocks: [
        {
          kind: 'paragraph',
          text: t('paymentConfirmation.scheduleIntro', {
            frequency: order.frequency,
            count: view.payments.length,
            rest: view.payments.length - 1,
          }),
        },
        { kind: 'list', items: scheduleLines(t, view) },
      ],
    });
  }
  if (paid) {
    const links = receiptLinks(ctx, t, view, paid);
    sections.push({
      heading: t('paymentConfirmation.receiptsHeading'),
      blocks: [
        { kind: 'links', links },
        ...(view.fiscal.has(paid.id) ?
          [{ kind: 'paragraph', text: t('paymentConfirmation.fiscalHint') } satisfies Block]
        : []),
        receiptsHint(t),
      ],
    });
  }
  const ticketLinks = await ticketsSection(ctx, view);
  if (ticketLinks) sections.push(ticketLinks);
  sections.push(orderSection(ctx, t, order, t('paymentConfirmation.orderHeading')));
  return finish(to, {
    locale,
    subject: t('paymentConfirmation.subject', { bought, organization: org.name }),
    sender: org.name,
    heading: t('paymentConfirmation.heading', { bought }),
    intro,
    sections,
    footer: payerFooter(t, org),
  });
}

async function instalmentCollected(ctx: RequestContext, paymentId: number): Promise<ComposedEmail | null> {
  const found = await loadPayment(ctx.db, paymentId);
  if (!found) return null;
  const { view, payment } = found;
  const to = payerEmail(view.order);
  if (!to || payment.state !== 'Authorized' || !payment.paidAt) return null;
  const { order, form, org, locale } = view;
  const t = emailTranslator(locale);
  const money = (cents: number) => formatCents(cents, locale);
  const count = view.payments.length;
  const next = view.payments.find(
    (candidate) => candidate.state === 'Pending' && candidate.installmentNumber > payment.installmentNumber,
  );
  const intro: Block[] = [
    greeting(t, payerName(order)),
    {
      kind: 'paragraph',
      text: t('instalmentCollected.intro', {
        number: payment.installmentNumber,
        count,
        amount: money(paidTotal(payment)),
        form: form.title,
        organization: org.name,
        when: when(t, payment.paidAt),
      }),
    },
  ];
  if (next) {
    intro.push({
      kind: 'paragraph',
      text: t('instalmentCollected.next', { amount: money(paidTotal(next)), date: formatInstantDate(next.dueDate) }),
    });
  } else if (!view.payments.some((candidate) => candidate.state !== 'Authorized')) {
    intro.push({ kind: 'paragraph', text: t('instalmentCollected.last', { frequency: order.frequency }) });
  }
  return finish(to, {
    locale,
    subject: t('instalmentCollected.subject', {
      frequency: order.frequency,
      number: payment.installmentNumber,
      count,
      organization: org.name,
    }),
    sender: org.name,
    heading: t('instalmentCollected.heading'),
    intro,
    sections: [
      {
        heading: t('instalmentCollected.receiptsHeading'),
        blocks: [{ kind: 'links', links: receiptLinks(ctx, t, view, payment) }, receiptsHint(t)],
      },
      orderSection(ctx, t, order, t('paymentConfirmation.orderHeading')),
    ],
    footer: payerFooter(t, org),
  });
}

async function instalmentRefused(ctx: RequestContext, paymentId: number): Promise<ComposedEmail | null> {
  const found = await loadPayment(ctx.db, paymentId);
  if (!found) return null;
  const { view, payment } = found;
  const to = payerEmail(view.order);
  if (!to || payment.state !== 'Refused') return null;
  const { order, form, org, locale } = view;
  const t = emailTranslator(locale);
  const amount = formatCents(paidTotal(payment), locale);
  const count = view.payments.length;
  const number = payment.installmentNumber;
  return finish(to, {
    locale,
    subject: t('instalmentRefused.subject', { number, count, organization: org.name }),
    sender: org.name,
    heading: t('instalmentRefused.heading'),
    intro: [
      greeting(t, payerName(order)),
      {
        kind: 'paragraph',
        text: t('instalmentRefused.intro', {
          number,
          count,
          amount,
          form: form.title,
          organization: org.name,
          date: formatInstantDate(payment.dueDate),
        }),
      },
    ],
    sections: [
      {
        heading: t('instalmentRefused.whatHeading'),
        blocks: [
          { kind: 'paragraph', text: t('instalmentRefused.explain') },
          {
            kind: 'action',
            link: {
              href: `${ctx.appUrl}${regularisationPath(payment.id, locale === 'en')}`,
              label: t('instalmentRefused.action', { number, count, amount }),
            },
          },
        ],
      },
      orderSection(ctx, t, order, t('paymentConfirmation.orderHeading')),
    ],
    footer: payerFooter(t, org),
  });
}

/** The amount given each month: an instalment's, without the tip the first one carried. */
const monthlyAmount = (view: OrderView) => view.payments[0]?.amount ?? view.order.amountTotal;

async function monthlyGiftStoppedPayer(ctx: RequestContext, orderId: number): Promise<ComposedEmail | null> {
  const view = await loadOrder(ctx.db, orderId);
  const to = view && payerEmail(view.order);
  if (!view || !to || !view.order.stoppedAt) return null;
  const { order, form, org, locale } = view;
  const t = emailTranslator(locale);
  const canceled = view.payments.filter((payment) => payment.state === 'Canceled').length;
  const kept = view.payments.filter((payment) => payment.state === 'Authorized').length;
  const intro: Block[] = [
    greeting(t, payerName(order)),
    {
      kind: 'paragraph',
      text: t('monthlyGiftStoppedPayer.intro', {
        amount: formatCents(monthlyAmount(view), locale),
        organization: org.name,
        form: form.title,
        when: when(t, order.stoppedAt!),
      }),
    },
    {
      kind: 'paragraph',
      text:
        canceled > 0 ?
          t('monthlyGiftStoppedPayer.canceled', { count: canceled })
        : t('monthlyGiftStoppedPayer.noneToCancel'),
    },
  ];
  if (kept > 0) intro.push({ kind: 'paragraph', text: t('monthlyGiftStoppedPayer.kept', { count: kept }) });
  intro.push({ kind: 'paragraph', text: t('monthlyGiftStoppedPayer.thanks') });
  return finish(to, {
    locale,
    subject: t('monthlyGiftStoppedPayer.subject', { organization: org.name }),
    sender: org.name,
    heading: t('monthlyGiftStoppedPayer.heading'),
    intro,
    sections: [orderSection(ctx, t, order, t('monthlyGiftStoppedPayer.orderHeading'))],
    footer: payerFooter(t, org),
  });
}

/**
 * Who administers a form: the OrganizationAdmins of its organisation and its FormAdmins
 * (`organizations` has no contact address), their emails in order, each once.
 */
async function administratorEmails(ex: Executor, form: FormRow): Promise<string[]> {
  const rows = await ex
    .selectDistinct({ email: users.email })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(
        eq(userRoles.organizationId, form.organizationId),
        or(
          and(eq(userRoles.role, 'OrganizationAdmin'), isNull(userRoles.formId)),
          and(eq(userRoles.role, 'FormAdmin'), eq(userRoles.formId, form.id)),
        ),
      ),
    )
    .orderBy(asc(users.email));
  return rows.map((row) => row.email);
}

async function monthlyGiftStoppedAssociation(ctx: RequestContext, orderId: number): Promise<ComposedEmail | null> {
  const view = await loadOrder(ctx.db, orderId);
  if (!view || !view.order.stoppedAt) return null;
  const recipients = await administratorEmails(ctx.db, view.form);
  if (recipients.length === 0) return null;
  const { order, form, org } = view;
  // The association reads French (SPEC §1: the product is French; the payer's language is theirs).
  const locale: EmailLocale = 'fr';
  const t = emailTranslator(locale);
  const money = (cents: number) => formatCents(cents, locale);
  const paid = view.payments.filter((payment) => payment.state === 'Authorized');
  const canceled = view.payments.filter((payment) => payment.state === 'Canceled').length;
  const payer = payerName(order);
  const url = formUrl(ctx, form, org, locale);
  const blocks: Block[] = [
    {
      kind: 'paragraph',
      text: t('monthlyGiftStoppedAssociation.order', { id: order.id, date: formatInstantDate(order.createdAt) }),
    },
  ];
  if (url) {
    blocks.push({
      kind: 'action',
      link: { href: url, label: t('monthlyGiftStoppedAssociation.formLink', { form: form.title }) },
    });
  }
  return finish(recipients.join(', '), {
    locale,
    subject: t('monthlyGiftStoppedAssociation.subject', { payer, form: form.title }),
    sender: org.name,
    heading: t('monthlyGiftStoppedAssociation.heading'),
    intro: [
      {
        kind: 'paragraph',
        text: t('monthlyGiftStoppedAssociation.intro', {
          payer,
          email: order.payer.email,
          amount: money(monthlyAmount(view)),
          form: form.title,
          when: when(t, order.stoppedAt!),
        }),
      },
      {
        kind: 'paragraph',
        text:
          canceled > 0 ?
            t('monthlyGiftStoppedAssociation.canceled', { count: canceled })
          : t('monthlyGiftStoppedAssociation.noneToCancel'),
      },
      {
        kind: 'paragraph',
        text: t('monthlyGiftStoppedAssociation.received', {
          count: paid.length,
          amount: money(paid.reduce((total, payment) => total + payment.amount, 0)),
        }),
      },
    ],
    sections: [{ heading: t('monthlyGiftStoppedAssociation.detailsHeading'), blocks }],
    footer: [t('common.footerAssociation', { brand: brandName, organization: org.name })],
  });
}

async function formReopened(ctx: RequestContext, prospectId: number): Promise<ComposedEmail | null> {
  const rows = await ctx.db
    .select({ prospect: prospects, form: forms, org: organizations })
    .from(prospects)
    .innerJoin(forms, eq(forms.id, prospects.formId))
    .innerJoin(organizations, eq(organizations.id, forms.organizationId))
    .where(eq(prospects.id, prospectId));
  const row = rows[0];
  // Suspended again by the time the job runs: the news would be wrong.
  if (!row || row.form.paymentSuspended) return null;
  const { prospect, form, org } = row;
  const locale = localeOf(prospect.locale);
  const url = formUrl(ctx, form, org, locale);
  const to = sendableAddress(prospect.email);
  if (!url || !to) return null;
  const t = emailTranslator(locale);
  return finish(to, {
    locale,
    subject: t('formReopened.subject', { form: form.title }),
    sender: org.name,
    heading: t('formReopened.heading'),
    intro: [
      greeting(t, ''),
      { kind: 'paragraph', text: t('formReopened.intro', { form: form.title, organization: org.name }) },
      { kind: 'action', link: { href: url, label: t('formReopened.action', { form: form.title }) } },
      { kind: 'paragraph', text: t('formReopened.why'), muted: true },
    ],
    sections: [],
    footer: payerFooter(t, org),
  });
}

async function receiptsAgain(ctx: RequestContext, orderId: number): Promise<ComposedEmail | null> {
  const view = await loadOrder(ctx.db, orderId);
  const to = view && payerEmail(view.order);
  if (!view || !to) return null;
  const paid = view.payments.filter((payment) => payment.state === 'Authorized' && payment.paidAt);
  if (paid.length === 0) return null;
  const { order, form, org, locale } = view;
  const t = emailTranslator(locale);
  return finish(to, {
    locale,
    subject: t('receiptsAgain.subject', { id: order.id, organization: org.name }),
    sender: org.name,
    heading: t('receiptsAgain.heading'),
    intro: [
      greeting(t, payerName(order)),
      { kind: 'paragraph', text: t('receiptsAgain.intro', { id: order.id, form: form.title, organization: org.name }) },
    ],
    sections: [
      {
        heading: t('receiptsAgain.receiptsHeading', { count: paid.length }),
        blocks: [
          { kind: 'links', links: paid.flatMap((payment) => receiptLinks(ctx, t, view, payment)) },
          receiptsHint(t),
        ],
      },
      orderSection(ctx, t, order, t('paymentConfirmation.orderHeading')),
    ],
    footer: payerFooter(t, org),
  });
}

/**
 * The day before the event (a job due at its start − 24 h, services/tickets/issue.ts):
 * when and where, and the tickets still valid. A canceled order, an event without tickets
 * left or whose date moved past: nothing is sent.
 */
async function eventReminder(ctx: RequestContext, orderId: number): Promise<ComposedEmail | null> {
  const view = await loadOrder(ctx.db, orderId);
  const to = view && payerEmail(view.order);
  const start = view?.form.startDate;
  if (!view || !to || view.order.canceledAt || !start) return null;
  const { order, form, org, locale } = view;
  const section = await ticketsSection(ctx, view);
  if (!section) return null;
  const t = emailTranslator(locale);
  const tt = ticketEmailTranslator(locale);
  const { date, time } = dayAndTime(start, intlLocale(locale), 'full');
  const place = form.place ? placeLine(form.place) : '';
  return finish(to, {
    locale,
    subject: tt('emails.reminderSubject', { event: form.title }),
    sender: org.name,
    heading: tt('emails.reminderHeading'),
    intro: [
      greeting(t, payerName(order)),
      {
        kind: 'paragraph',
        text: tt('emails.reminderIntro', {
          event: form.title,
          organization: org.name,
          date: time === null ? date : tt('dayAtTime', { date, time }),
        }),
      },
      ...(place ? [{ kind: 'paragraph', text: tt('emails.reminderPlace', { place }) } satisfies Block] : []),
    ],
    sections: [section, orderSection(ctx, t, order, t('paymentConfirmation.orderHeading'))],
    footer: payerFooter(t, org),
  });
}

/** A waiting list's offer (services/waitingList/offers.ts): the held places, until when, and the link. */
async function waitingListOffer(ctx: RequestContext, entryId: number): Promise<ComposedEmail | null> {
  const rows = await ctx.db
    .select({ entry: waitingListEntries, form: forms, org: organizations })
    .from(waitingListEntries)
    .innerJoin(forms, eq(forms.id, waitingListEntries.formId))
    .innerJoin(organizations, eq(organizations.id, forms.organizationId))
    .where(eq(waitingListEntries.id, entryId));
  const row = rows[0];
  // Left, or lapsed, by the time the job runs: there is nothing to offer any more.
  const { cartId, offerExpiresAt: until } = row?.entry ?? {};
  if (!row || row.entry.state !== 'Offered' || !cartId || !until) return null;
  const { entry, form, org } = row;
  const locale = localeOf(entry.locale);
  const to = sendableAddress(entry.email);
  if (!to) return null;
  const t = emailTranslator(locale);
  const w = waitingListTranslator(locale);
  const url = `${offerUrl(ctx, formRefOf(form, org), cartId)}${locale === 'en' ? '/en' : ''}`;
  return finish(to, {
    locale,
    subject: w('offerEmail.subject', { form: form.title }),
    sender: org.name,
    heading: w('offerEmail.heading'),
    intro: [
      greeting(t, ''),
      {
        kind: 'paragraph',
        text: w('offerEmail.intro', {
          count: entry.quantity,
          form: form.title,
          organization: org.name,
          date: formatInstantDate(until),
          time: formatTime(until),
        }),
      },
      { kind: 'action', link: { href: url, label: w('offerEmail.action') } },
      { kind: 'paragraph', text: w('offerEmail.expiry') },
      { kind: 'paragraph', text: w('offerEmail.why'), muted: true },
    ],
    sections: [],
    footer: payerFooter(t, org),
  });
}
