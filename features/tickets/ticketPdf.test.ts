import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { Ticket } from '@/lib/api/contracts/tickets';
import fr from '@/messages/fr.json';
import { pdfText } from '@/tests/support/pdfText';
import { decodeQrPdf } from '@/tests/support/qrDecode';
import { qrMatrix } from './qrMatrix';
import { ticketContent, type TicketTranslator } from './ticketContent';
import { ticketPdf } from './ticketPdf';

/** A code as long as a real one (~180 characters of a compact JWS). */
const CODE = `eyJhbGciOiJFZDI1NTE5Iiwia2lkIjoibzFrMDBhYmNkIn0.eyJ2IjoxLCJ0IjoiSzdGM1EyTTlYNFA4UjJUNiIsImUiOjEwMn0.${'A'.repeat(86)}`;

const TICKET: Ticket = {
  id: 'K7F3Q2M9X4P8R2T6',
  qrCode: CODE,
  state: 'Valid',
  revokedAt: null,
  checkedInAt: null,
  participant: { firstName: 'Jeanne', lastName: 'Durand' },
  event: {
    organizationSlug: 'les-amis-du-quartier',
    formSlug: 'fete-de-quartier',
    title: 'Fête de quartier',
    startDate: '2027-01-01T18:00:00.000Z',
    endDate: '2027-01-01T22:00:00.000Z',
    place: { name: 'Place Colbert', address: '1 place Colbert', city: 'Lyon', zipCode: '69001', country: 'FRA' },
  },
  tier: { id: 1023, label: 'Entrée de soutien' },
  options: [{ id: 5002, name: 'Repas végétarien' }],
  orderId: 100_042,
  organization: { organizationSlug: 'les-amis-du-quartier', name: 'Les Amis du Quartier' },
  locale: 'fr',
};

const t: TicketTranslator = (key, values = {}) =>
  ((fr.Tickets as unknown as Record<string, string>)[key] ?? key).replace(/\{(\w+)\}/gu, (_, name: string) =>
    String(values[name] ?? ''),
  );

describe('the ticket', () => {
  it('says the event’s date as SPEC §9 writes it, in Paris time', () => {
    const content = ticketContent(TICKET, t, 'fr');
    expect(content.title).toBe('Jeanne Durand');
    expect(content.rows).toContainEqual(['Date', 'vendredi 1 janvier 2027 à 19h00']);
    expect(content.rows).toContainEqual(['Lieu', 'Place Colbert, 1 place Colbert, 69001 Lyon']);
    expect(content.groupedId).toBe('K7F3 Q2M9 X4P8 R2T6');
    expect(ticketContent(TICKET, t, 'en').rows).toContainEqual(['Date', 'Friday, 1 January 2027 à 19h00']);
  });

  it('says clearly a ticket revoked or already checked in', () => {
    expect(
      ticketContent({ ...TICKET, state: 'Revoked', revokedAt: '2026-12-20T10:00:00.000Z' }, t, 'fr').state,
    ).toEqual({ tone: 'error', message: fr.Tickets.revoked });
    const checkedIn = ticketContent(
      { ...TICKET, state: 'CheckedIn', checkedInAt: '2027-01-01T18:12:00.000Z' },
      t,
      'fr',
    );
    expect(checkedIn.state).toEqual({
      tone: 'warning',
      message: 'Entrée déjà enregistrée le vendredi 1 janvier 2027 à 19h12.',
    });
  });

  it('as a PDF: one page, what the page says, and a QR code that reads back to the code', async () => {
    const content = ticketContent(TICKET, t, 'fr');
    const pdf = await ticketPdf(content, qrMatrix(CODE), t('manualEntry'), 'fr');
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
    const text = pdfText(pdf);
    expect(text).toContain('Jeanne Durand');
    expect(text).toContain('vendredi 1 janvier 2027 à 19h00');
    expect(text).toContain('K7F3 Q2M9 X4P8 R2T6');
    expect(decodeQrPdf(pdf)).toBe(CODE);
  });
});
