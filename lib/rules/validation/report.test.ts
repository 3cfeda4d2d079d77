import { describe, expect, it } from 'vitest';
import { reportSchema } from './report';
import { REPORT_REASONS } from './reportReasons';
import { check } from './testing';

describe('report form (reason, message, email)', () => {
  it('has the four reasons', () => {
    expect(REPORT_REASONS).toEqual(['DISLIKE', 'INTELLECTUAL_PROPERTY', 'OFF_TOPIC', 'SPAM']);
  });

  it.each([
    [
      { reason: 'SPAM', userMessage: ' Arnaque ' },
      { ok: true, value: { reason: 'SPAM', userMessage: 'Arnaque', userEmail: undefined } },
    ],
    [
      { reason: 'OFF_TOPIC', userMessage: 'x', userEmail: 'nom@domaine.fr' },
      { ok: true, value: { reason: 'OFF_TOPIC', userMessage: 'x', userEmail: 'nom@domaine.fr' } },
    ],
    [{}, { ok: false, messages: ['Validation.report.reason', 'Validation.required'] }],
    [
      { reason: 'OTHER', userMessage: '  ', userEmail: 'nom' },
      { ok: false, messages: ['Validation.report.reason', 'Validation.required', 'Validation.email'] },
    ],
    [
      { reason: 'SPAM', userMessage: 'x'.repeat(2001) },
      { ok: false, messages: ['Validation.maxLength?max=2000'] },
    ],
  ])('%j → %j', (value, expected) => {
    expect(check(reportSchema(), value)).toEqual(expected);
  });
});
