import { NextResponse, type NextRequest } from 'next/server';
import { getLocale, getTranslations } from 'next-intl/server';
import { qrMatrix } from '@/features/tickets/qrMatrix';
import { loadTicket } from '@/features/tickets/queries';
import { ticketContent, type TicketTranslator } from '@/features/tickets/ticketContent';
import { ticketPdf } from '@/features/tickets/ticketPdf';
import { isLocale } from '@/lib/i18n/locales';
import { parseTicketId } from '@/lib/routes/ticket';

type Context = { params: Promise<{ ticketId: string }> };

/**
 * /billets/{ticketId}/pdf?jeton=…: the ticket as a PDF, with the same authorisation as
 * its page (the signed link). Refusals answer plain text with the API's status (404
 * without or with a wrong link, 403 expired).
 */
export async function GET(request: NextRequest, { params }: Context) {
  const ticketId = parseTicketId((await params).ticketId);
  const t = await getTranslations('Tickets');
  if (ticketId === null) return new NextResponse(t('notFound'), { status: 404 });
  const result = await loadTicket(ticketId, request.nextUrl.searchParams.get('jeton') || undefined);
  if (result.kind === 'notFound') return new NextResponse(t('notFound'), { status: 404 });
  if (result.kind === 'expired') return new NextResponse(t('expired'), { status: 403 });
  if (result.kind === 'refused') return new NextResponse(t('notFound'), { status: result.error.statusCode });
  const locale = await getLocale();
  const { ticket } = result;
  const content = ticketContent(ticket, t as unknown as TicketTranslator, isLocale(locale) ? locale : 'fr');
  const matrix = ticket.state === 'Revoked' ? null : qrMatrix(ticket.qrCode);
  const pdf = await ticketPdf(content, matrix, t('manualEntry'), locale);
  return new NextResponse(Buffer.from(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="billet-${ticketId}.pdf"`,
      'cache-control': 'private, no-store',
    },
  });
}
