import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import type { Ticket } from '@/lib/api/contracts/tickets';
import { parseTicketId } from '@/lib/routes/ticket';
import { loadTicket } from './queries';

export type TicketRouteContext = { params: Promise<{ ticketId: string }> };

type TicketsTranslator = Awaited<ReturnType<typeof getTranslations<'Tickets'>>>;

/**
 * A ticket's file routes (its PDF, its calendar file): the ticket, with the same
 * authorisation as its page (the signed link in `jeton`), or the refusal to answer, in
 * plain text with the API's status (404 without or with a wrong link, 403 expired).
 */
export async function ticketForFile(
  request: NextRequest,
  { params }: TicketRouteContext,
): Promise<{ refusal: NextResponse } | { refusal: null; ticket: Ticket; ticketId: string; t: TicketsTranslator }> {
  const ticketId = parseTicketId((await params).ticketId);
  const t = await getTranslations('Tickets');
  if (ticketId === null) return { refusal: new NextResponse(t('notFound'), { status: 404 }) };
  const result = await loadTicket(ticketId, request.nextUrl.searchParams.get('jeton') || undefined);
  if (result.kind === 'notFound') return { refusal: new NextResponse(t('notFound'), { status: 404 }) };
  if (result.kind === 'expired') return { refusal: new NextResponse(t('expired'), { status: 403 }) };
  if (result.kind === 'refused') {
    return { refusal: new NextResponse(t('notFound'), { status: result.error.statusCode }) };
  }
  return { refusal: null, ticket: result.ticket, ticketId, t };
}
