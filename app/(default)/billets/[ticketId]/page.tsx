import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TicketLinkExpired, TicketPage, ticketMetadata } from '@/features/tickets/TicketPage';
import { loadTicket } from '@/features/tickets/queries';
import { renderApiFailure } from '@/features/errors/pageErrors';
import { basePath } from '@/lib/config';
import { signInPath } from '@/lib/routes/account';
import { parseTicketId, ticketCalendarPath, ticketPdfPath } from '@/lib/routes/ticket';

type Props = {
  params: Promise<{ ticketId: string }>;
  searchParams: Promise<{ jeton?: string | string[] }>;
};

async function access({ params, searchParams }: Props) {
  const ticketId = parseTicketId((await params).ticketId);
  if (ticketId === null) return null;
  const jeton = (await searchParams).jeton;
  const token = typeof jeton === 'string' && jeton.length > 0 ? jeton : undefined;
  return { ticketId, token, result: await loadTicket(ticketId, token) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await access(props);
  return ticketMetadata(found?.result.kind === 'ok' ? found.result.ticket : null);
}

/**
 * /billets/{ticketId}?jeton=…: a ticket, for whoever holds its signed link (the
 * confirmation page, the order page, the emails). Without it, or with a wrong one → 404;
 * expired → sign in and find it on the order.
 */
export default async function TicketRoute(props: Props) {
  const found = await access(props);
  if (!found) notFound();
  const { result } = found;
  if (result.kind === 'notFound') notFound();
  if (result.kind === 'expired') return <TicketLinkExpired signInHref={`${basePath}${signInPath('/')}`} />;
  if (result.kind === 'refused') return renderApiFailure(result.error);
  return (
    <TicketPage
      ticket={result.ticket}
      pdfHref={`${basePath}${ticketPdfPath(found.ticketId, found.token)}`}
      calendarHref={
        result.ticket.event.startDate ? `${basePath}${ticketCalendarPath(found.ticketId, found.token)}` : null
      }
    />
  );
}
