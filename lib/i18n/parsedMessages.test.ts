import { describe, expect, it } from 'vitest';
import { parsedMessages } from './parsedMessages';

describe('parsedMessages', () => {
  it('parses a text once and hands every later caller the same messages', () => {
    const text = JSON.stringify({ Forms: { submit: 'Envoyer' } });
    const first = parsedMessages(text);
    expect(first).toEqual({ Forms: { submit: 'Envoyer' } });
    expect(parsedMessages(`${text}`.slice(0))).toBe(first);
  });

  it('keeps each text apart, and forgets the oldest beyond a handful', () => {
    const texts = Array.from({ length: 20 }, (_, index) => JSON.stringify({ Forms: { index } }));
    const parsed = texts.map(parsedMessages);
    expect(parsed.map((messages) => messages.Forms)).toEqual(texts.map((_, index) => ({ index })));
    expect(parsedMessages(texts[19] ?? '')).toBe(parsed[19]);
    expect(parsedMessages(texts[0] ?? '')).not.toBe(parsed[0]);
    expect(parsedMessages(texts[0] ?? '')).toEqual(parsed[0]);
  });
});
