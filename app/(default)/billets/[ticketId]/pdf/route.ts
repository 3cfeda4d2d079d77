import { NextResponse, type NextRequest } from 'next/server';
import { getLocale } from 'next-intl/server';
import { qrMatrix } from '@/features/tickets/qrMatrix';
import { ticketContent, type TicketTranslator } from '@/features/tickets/ticketContent';
import { ticketPdf } from '@/features/tickets/ticketPdf';
import { ticketForFile, type TicketRouteContext } from '@/features/tickets/ticketRoute';
import { isLocale } from '@/lib/i18n/locales';

/**
 * /billets/{ticketId}/pdf?jeton=…: the ticket as a PDF, with the same authorisation as
 * its page (the signed link). Refusals answer plain text with the API's status (404
 * without or with a wrong link, 403 expired).
 */
export async function GET(request: NextRequest, context: TicketRouteContext) {
  const loaded = await ticketForFile(request, context);
  if (loaded.refusal) return loaded.refusal;
  const { ticket, ticketId, t } = loaded;
  const locale = await getLocale();
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
