import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFile, foldLine } from './ticketCalendar';

describe('the ticket’s calendar file', () => {
  const file = calendarFile({
    uid: 'K7F3Q2M9X4P8R2T6@formulaires',
    title: 'Fête de quartier; concerts, jeux\\ et repas',
    start: new Date('2027-01-01T18:00:00Z'),
    end: new Date('2027-01-02T06:00:00Z'),
    location: 'Place Colbert, 1 place Colbert, 69001 Lyon',
    description: `Billet de Jeanne Durand :\nhttps://dons.example.org/forms/billets/K7F3Q2M9X4P8R2T6?jeton=${'x'.repeat(60)}`,
    url: 'https://dons.example.org/forms/billets/K7F3Q2M9X4P8R2T6',
    stamp: new Date('2026-12-03T08:00:00Z'),
  });

  it('parses (ical.js) to the same event, its text unescaped', () => {
    const vevent = new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('no VEVENT');
    const event = new ICAL.Event(vevent);
    expect(event.uid).toBe('K7F3Q2M9X4P8R2T6@formulaires');
    expect(event.summary).toBe('Fête de quartier; concerts, jeux\\ et repas');
    expect(event.location).toBe('Place Colbert, 1 place Colbert, 69001 Lyon');
    expect(event.description).toContain('Jeanne Durand :\nhttps://dons.example.org/forms/billets/');
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-01-01T18:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-01-02T06:00:00.000Z');
  });

  it('ends its lines with CRLF, none longer than 75 octets', () => {
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/gu, '')).not.toMatch(/[\r\n]/u);
    for (const line of file.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('never splits a character when folding', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(80)}`);
    expect(folded.replace(/\r\n /gu, '')).toBe(`SUMMARY:${'é'.repeat(80)}`);
  });
});
