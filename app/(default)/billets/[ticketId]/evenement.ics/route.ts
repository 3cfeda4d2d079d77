import { NextResponse, type NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { loadTicket } from '@/features/tickets/queries';
import { calendarFile } from '@/features/tickets/ticketCalendar';
import { parseTicketId } from '@/lib/routes/ticket';

type Context = { params: Promise<{ ticketId: string }> };

/**
 * /billets/{ticketId}/evenement.ics?jeton=…: the ticket's event as an iCalendar file,
 * with the same authorisation as its page; its description links back to the ticket.
 * An event without a date has none (404).
 */
export async function GET(request: NextRequest, { params }: Context) {
  const ticketId = parseTicketId((await params).ticketId);
  const t = await getTranslations('Tickets');
  if (ticketId === null) return new NextResponse(t('notFound'), { status: 404 });
  const result = await loadTicket(ticketId, request.nextUrl.searchParams.get('jeton') || undefined);
  if (result.kind === 'expired') return new NextResponse(t('expired'), { status: 403 });
  if (result.kind === 'refused') return new NextResponse(t('notFound'), { status: result.error.statusCode });
  if (result.kind === 'notFound') return new NextResponse(t('notFound'), { status: 404 });
  const { ticket } = result;
  const { place, startDate } = ticket.event;
  if (!startDate) return new NextResponse(t('notFound'), { status: 404 });
  const ticketPage = new URL(request.nextUrl.pathname.replace(/\/evenement\.ics$/u, ''), request.nextUrl.origin);
  ticketPage.search = request.nextUrl.search;
  const file = calendarFile({
    uid: `${ticket.id}@formulaires`,
    title: ticket.event.title,
    start: new Date(startDate),
    end: ticket.event.endDate ? new Date(ticket.event.endDate) : null,
    location:
      place ?
        [place.name, place.address, [place.zipCode, place.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')
      : null,
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
