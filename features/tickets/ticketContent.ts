/**
 * What a ticket says, for its page and its PDF alike (they can never disagree): the
 * participant's name as the title, the event's rows (SPEC §9 dates: « vendredi 1 janvier
 * 2027 à 19h00 »), its state in words, and its id grouped by four for manual entry.
 */
import type { Ticket } from '@/lib/api/contracts/tickets';
import { intlLocale, type Locale } from '@/lib/i18n/locales';
import { calendarDateInParis, dayAndTime } from '@/lib/rules/dates';
import { placeLine } from '@/lib/rules/place';

/** The `Tickets` messages' translator (next-intl's, typed loosely so the PDF route can use it too). */
export type TicketTranslator = (key: string, values?: Record<string, string | number>) => string;

export interface TicketContent {
  /** The participant's name: the page's h1. */
  readonly title: string;
  readonly subtitle: string;
  /** The document's title: name and event. */
  readonly documentTitle: string;
  readonly rows: readonly (readonly [label: string, value: string])[];
  readonly state: { readonly tone: 'success' | 'warning' | 'error'; readonly message: string };
  /** "K7F3 Q2M9 X4P8 R2T6": the id as printed for manual entry. */
  readonly groupedId: string;
}

export const groupTicketId = (id: string) => id.replace(/(.{4})(?=.)/gu, '$1 ');

const sameDay = (a: Date, b: Date) => JSON.stringify(calendarDateInParis(a)) === JSON.stringify(calendarDateInParis(b));

export function ticketContent(ticket: Ticket, t: TicketTranslator, locale: Locale): TicketContent {
  const dayAt = (iso: string) => {
    const { date, time } = dayAndTime(new Date(iso), intlLocale(locale), 'full');
    return time === null ? date : t('dayAtTime', { date, time });
  };
  const { event } = ticket;
  const start = event.startDate ? dayAt(event.startDate) : null;
  const date =
    start && event.endDate && event.startDate && !sameDay(new Date(event.startDate), new Date(event.endDate)) ?
      t('dateRange', { start, end: dayAt(event.endDate) })
    : start;
  const place = event.place ? placeLine(event.place) : '';
  const name = `${ticket.participant.firstName} ${ticket.participant.lastName}`.trim();
  const state: TicketContent['state'] =
    ticket.state === 'Revoked' ? { tone: 'error', message: t('revoked') }
    : ticket.state === 'CheckedIn' ?
      { tone: 'warning', message: t('checkedIn', { date: dayAt(ticket.checkedInAt ?? new Date(0).toISOString()) }) }
    : { tone: 'success', message: t('valid') };
  return {
    title: name,
    subtitle: t('subtitle', { event: event.title }),
    documentTitle: t('title', { name, event: event.title }),
    rows: [
      [t('event'), event.title],
      ...(date ? [[t('date'), date] as const] : []),
      ...(place ? [[t('place'), place] as const] : []),
      [t('tier'), ticket.tier.label],
      [t('options'), ticket.options.map((option) => option.name).join(', ') || t('noOption')],
      [t('order'), t('orderNumber', { orderId: ticket.orderId })],
      [t('organization'), ticket.organization.name],
    ],
    state,
    groupedId: groupTicketId(ticket.id),
  };
}
