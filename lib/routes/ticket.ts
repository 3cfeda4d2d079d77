/**
 * The app's ticket pages (features/tickets), as the sandbox writes them in `ticketUrl`
 * (sandbox/services/tickets/links.ts): /billets/{ticketId}[/pdf | /evenement.ics], each
 * with the ticket's signed link (`?jeton=…`).
 */

/** The literal segments of a ticket's addresses: the builders below and the ticket routes read them here. */
export const TICKET_SEGMENTS = {
  tickets: 'billets',
  /** After the ticket's address: the same ticket as a PDF. */
  pdf: 'pdf',
  /** After the ticket's address: the event as an iCalendar file. */
  calendar: 'evenement.ics',
} as const;

/** A ticket id as the API makes them (16 Crockford base32 characters), or null (the page is a 404). */
export function parseTicketId(segment: string): string | null {
  return /^[0-9A-HJKMNP-TV-Z]{16}$/u.test(segment) ? segment : null;
}

const withToken = (path: string, token?: string) => (token ? `${path}?jeton=${encodeURIComponent(token)}` : path);

export const ticketPath = (ticketId: string, token?: string) =>
  withToken(`/${TICKET_SEGMENTS.tickets}/${ticketId}`, token);

export const ticketPdfPath = (ticketId: string, token?: string) =>
  withToken(`/${TICKET_SEGMENTS.tickets}/${ticketId}/${TICKET_SEGMENTS.pdf}`, token);

export const ticketCalendarPath = (ticketId: string, token?: string) =>
  withToken(`/${TICKET_SEGMENTS.tickets}/${ticketId}/${TICKET_SEGMENTS.calendar}`, token);

/**
 * A `ticketUrl` of the API as a path of this site (with its signed link): the link then
 * never depends on the host the API was reached by.
 */
export function ticketHref(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  return `${parsed.pathname}${parsed.search}`;
}
