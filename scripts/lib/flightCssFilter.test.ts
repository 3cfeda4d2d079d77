import { describe, expect, it } from 'vitest';
import { createFlightCssFilter } from './flightCssFilter.mjs';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A text row as React Flight writes it: `<id>:T<byte length in hex>,<text>`. */
function textRow(id: string, text: string): string {
  return `${id}:T${encoder.encode(text).length.toString(16)},${text}`;
}

/** Runs `flight` through a filter knowing `cssTexts`, cut into chunks of `size` bytes. */
function filtered(flight: string, cssTexts: string[], size: number): string {
  const byLength = new Map<number, string[]>();
  for (const text of cssTexts) {
    const length = encoder.encode(text).length;
    byLength.set(length, [...(byLength.get(length) ?? []), text]);
  }
  const filter = createFlightCssFilter((length) => byLength.get(length));
  const bytes = encoder.encode(flight);
  const out: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size) out.push(filter(bytes.subarray(at, at + size)));
  const joined = new Uint8Array(out.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of out) {
    joined.set(part, at);
    at += part.length;
  }
  return decoder.decode(joined);
}

// A stylesheet long enough to be written as a text row, with a multi-byte character, so
// that chunk boundaries fall inside a character too.
const css = `.a{content:"é"}${'.b{color:red}'.repeat(90)}`;
const otherText = `Un texte long, pas une feuille de style : ${'é'.repeat(600)}`;
// A stylesheet short enough to stay a string in its element's row.
const shortCss = '.c{content:"\\"à\\""}.d{margin:0}';
const styleProps = (href: string) => `"nonce":"abc","precedence":"next","href":"${href}","children":`;

const flight = [
  '0:{"a":"$@1","f":"","b":"build"}\n',
  '1:I["123",["chunk.js"],"default"]\n',
  textRow('2', css),
  textRow('3', otherText),
  // A binary row (a typed array) whose bytes include a newline and a colon.
  '4:o5,a\n:T9',
  `5:["$","style","s",{${styleProps('/forms/a.css')}"$2"}]\n`,
  // A short stylesheet inside a bigger row, beside one that is not inlined CSS.
  `b:["$","div",null,{"children":[["$","style","t",{${styleProps('/forms/c.css')}${JSON.stringify(shortCss)}}],["$","style","u",{${styleProps('/forms/d.css')}".e{}"}]]}]\n`,
  '6:["$","p",null,{"children":"$3"}]\n',
  textRow('7', ''),
  // A model row without a tag whose JSON holds what looks like a text row.
  '8:["9:T3,abc"]\n',
  `a:E{"digest":"x"}\n`,
].join('');

describe('createFlightCssFilter', () => {
  for (const size of [1, 2, 3, 7, 64, 100_000]) {
    it(`empties the inlined CSS texts, in text rows and in style elements, and nothing else (chunks of ${size} bytes)`, () => {
      const out = filtered(flight, [css, shortCss], size);
      expect(out).toBe(
        flight
          .replace(textRow('2', css), '2:T0,')
          .replace(`${styleProps('/forms/c.css')}${JSON.stringify(shortCss)}`, `${styleProps('/forms/c.css')}""`),
      );
    });
  }

  it('leaves the flight as it is when no CSS was inlined', () => {
    expect(filtered(flight, [], 5)).toBe(flight);
    expect(filtered(flight, ['.e{}x'], 5)).toBe(flight);
  });

  it('leaves a text row of the same length as a CSS text but another text', () => {
    const sameLength = css.replace('red', 'tan');
    const withLookalike = `${textRow('2', sameLength)}5:["$","style","s",{"children":"$2"}]\n`;
    expect(filtered(withLookalike, [css], 11)).toBe(withLookalike);
  });

  it('empties every row of a repeated stylesheet', () => {
    const twice = `${textRow('2', css)}${textRow('c', css)}0:["$2","$c"]\n`;
    expect(filtered(twice, [css], 13)).toBe('2:T0,c:T0,0:["$2","$c"]\n');
  });
});
