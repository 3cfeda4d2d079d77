import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Banner } from '@/design-system/components/Banner/Banner';
import { Heading } from '@/design-system/components/Heading/Heading';
import { Link } from '@/design-system/components/Link/Link';
import { Text } from '@/design-system/components/Text/Text';
import { Container } from '@/design-system/layout/Container/Container';
import { Stack } from '@/design-system/layout/Stack/Stack';
import { SignedLinkExpired } from '@/design-system/patterns/SignedLinkExpired/SignedLinkExpired';
import type { Ticket } from '@/lib/api/contracts/tickets';
import { isLocale } from '@/lib/i18n/locales';
import { ticketContent, type TicketTranslator } from './ticketContent';
import { QUIET_ZONE, qrMatrix, qrSvgPath } from './qrMatrix';
import { manualCode, page, qr, screenOnly, table } from './TicketPage.css';

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
    <Container width="reading">
      <div className={page}>
        <Stack gap="xlarge">
          <Stack gap="small">
            <Heading level={1}>{content.title}</Heading>
            <Text tone="muted">{content.subtitle}</Text>
          </Stack>
          <Banner tone={content.state.tone} title={t('state')}>
            {content.state.message}
          </Banner>
          <section aria-labelledby="ticket-details">
            <Stack gap="small">
              <Heading level={2} id="ticket-details">
                {t('details')}
              </Heading>
              <table className={table} aria-labelledby="ticket-details">
                <tbody>
                  {content.rows.map(([label, value]) => (
                    <tr key={label}>
                      <th scope="row">{label}</th>
                      <td>{value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Stack>
          </section>
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
          <div className={screenOnly}>
            <Stack gap="small">
              <div>
                <Link href={pdfHref} variant="standalone" download>
                  {t('pdf')}
                </Link>
              </div>
              {calendarHref ?
                <div>
                  <Link href={calendarHref} variant="standalone" download>
                    {t('calendar')}
                  </Link>
                </div>
              : null}
              <Text size="small" tone="muted">
                {t('print')}
              </Text>
            </Stack>
          </div>
        </Stack>
      </div>
    </Container>
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
