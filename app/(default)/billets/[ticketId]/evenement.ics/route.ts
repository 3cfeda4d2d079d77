import { NextResponse, type NextRequest } from 'next/server';
import { calendarFile } from '@/features/tickets/ticketCalendar';
import { ticketForFile, type TicketRouteContext } from '@/features/tickets/ticketRoute';
import { placeLine } from '@/lib/rules/place';

/**
 * /billets/{ticketId}/evenement.ics?jeton=…: the ticket's event as an iCalendar file,
 * with the same authorisation as its page; its description links back to the ticket.
 * An event without a date has none (404).
 */
export async function GET(request: NextRequest, context: TicketRouteContext) {
  const loaded = await ticketForFile(request, context);
  if (loaded.refusal) return loaded.refusal;
  const { ticket, ticketId, t } = loaded;
  const { place, startDate } = ticket.event;
  if (!startDate) return new NextResponse(t('notFound'), { status: 404 });
  const ticketPage = new URL(request.nextUrl.pathname.replace(/\/evenement\.ics$/u, ''), request.nextUrl.origin);
  ticketPage.search = request.nextUrl.search;
  const file = calendarFile({
    uid: `${ticket.id}@formulaires`,
    title: ticket.event.title,
    start: new Date(startDate),
    end: ticket.event.endDate ? new Date(ticket.event.endDate) : null,
    location: place ? placeLine(place) : null,
    description: t('calendarDescription', {
      name: `${ticket.participant.firstName} ${ticket.participant.lastName}`.trim(),
      url: ticketPage.toString(),
    }),
    url: ticketPage.toString(),
    stamp: new Date(),
  });
  return new NextResponse(file, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="evenement-${ticketId}.ics"`,
      'cache-control': 'private, no-store',
    },
  });
}
