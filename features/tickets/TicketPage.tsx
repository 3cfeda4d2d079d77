import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Banner } from '@/design-system/components/Banner/Banner';
import { Heading } from '@/design-system/components/Heading/Heading';
import { Text } from '@/design-system/components/Text/Text';
import { Stack } from '@/design-system/layout/Stack/Stack';
import { DocumentPage, DocumentSection } from '@/design-system/patterns/DocumentPage/DocumentPage';
import { SignedLinkExpired } from '@/design-system/patterns/SignedLinkExpired/SignedLinkExpired';
import type { Ticket } from '@/lib/api/contracts/tickets';
import { isLocale } from '@/lib/i18n/locales';
import { ticketContent, type TicketTranslator } from './ticketContent';
import { QUIET_ZONE, qrMatrix, qrSvgPath } from './qrMatrix';
import { manualCode, qr } from './TicketPage.css';

export async function ticketMetadata(ticket: Ticket | null): Promise<Metadata> {
  const t = await getTranslations('Tickets');
  const name = ticket ? `${ticket.participant.firstName} ${ticket.participant.lastName}`.trim() : '';
  return {
    title: ticket ? t('title', { name, event: ticket.event.title }) : t('metaTitle'),
    robots: { index: false, follow: false },
  };
}

/**
 * /billets/{ticketId}?jeton=…: a ticket as an accessible page: the participant's name as
 * its heading, the event as a table of row headers and values, its state in words, the
 * QR code as an SVG with an accessible name and, for manual entry, its id as text;
 * printable; the PDF and the calendar file beside it.
 */
export async function TicketPage({
  ticket,
  pdfHref,
  calendarHref,
}: {
  ticket: Ticket;
  pdfHref: string;
  calendarHref: string | null;
}) {
  const [t, locale] = await Promise.all([getTranslations('Tickets'), getLocale()]);
  const content = ticketContent(ticket, t as unknown as TicketTranslator, isLocale(locale) ? locale : 'fr');
  // A revoked ticket shows no code: it opens no door.
  const matrix = ticket.state === 'Revoked' ? null : qrMatrix(ticket.qrCode);
  const side = matrix ? matrix.size + 2 * QUIET_ZONE : 0;
  return (
    <DocumentPage
      title={content.title}
      subtitle={content.subtitle}
      printHint={t('print')}
      files={[
        { href: pdfHref, label: t('pdf') },
        ...(calendarHref ? [{ href: calendarHref, label: t('calendar') }] : []),
      ]}
    >
      <Banner tone={content.state.tone} title={t('state')}>
        {content.state.message}
      </Banner>
      <DocumentSection id="ticket-details" heading={t('details')} rows={content.rows} labelColumn="narrow" />
      {matrix ?
        <section aria-labelledby="ticket-code">
          <Stack gap="small">
            <Heading level={2} id="ticket-code">
              {t('codeHeading')}
            </Heading>
            <svg
              className={qr}
              role="img"
              aria-label={t('qrLabel', { name: content.title })}
              viewBox={`0 0 ${side} ${side}`}
              shapeRendering="crispEdges"
              data-testid="ticket-qr"
            >
              <rect width={side} height={side} fill="#fff" />
              <path d={qrSvgPath(matrix)} fill="#000" />
            </svg>
            <Text>{t('manualEntry')}</Text>
            <p className={manualCode}>{content.groupedId}</p>
          </Stack>
        </section>
      : null}
    </DocumentPage>
  );
}

/** An expired link: the tickets are still on the order's page, once signed in. */
export async function TicketLinkExpired({ signInHref }: { signInHref: string }) {
  const t = await getTranslations('Tickets');
  return (
    <SignedLinkExpired
      title={t('metaTitle')}
      message={t('expired')}
      signInHref={signInHref}
      signInLabel={t('signIn')}
    />
  );
}
