/**
 * The event of a ticket as an iCalendar file (RFC 5545), written by hand: one VEVENT is
 * a few lines, and the libraries (ical-generator and its kin) bring far more than that.
 * What the RFC asks and calendars check: CRLF line ends, TEXT values escaped (\\ ; , and
 * new lines), lines folded at 75 octets (UTF-8 characters never split), times in UTC,
 * a UID stable for the ticket (importing it again updates the entry) and a DTSTAMP.
 */

export interface CalendarEvent {
  /** Stable: the ticket id, so that a second import replaces the first. */
  readonly uid: string;
  readonly title: string;
  readonly start: Date;
  readonly end: Date | null;
  readonly location: string | null;
  readonly description: string | null;
  readonly url: string | null;
  readonly stamp: Date;
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and new lines are escaped in TEXT. */
export const escapeText = (text: string) =>
  text.replace(/\\/gu, '\\\\').replace(/;/gu, '\\;').replace(/,/gu, '\\,').replace(/\r?\n/gu, '\\n');

/** RFC 5545 §3.1: lines of at most 75 octets, continued on the next after CRLF and a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line holds 75 octets; each continuation 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 20270101T180000Z */
const utc = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/gu, '')
    .replace(/\.\d{3}/u, '');

export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Formulaires//Billets//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    ...(event.end && event.end > event.start ? [`DTEND:${utc(event.end)}`] : []),
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
