/**
 * The text drawn in a PDF made by pdf-lib with the standard fonts: its content streams
 * are Flate-compressed and show text as hex strings (`<48656C6C6F> Tj`) in WinAnsi. Enough
 * to check what a receipt says without a PDF reader (pdf-lib cannot read text).
 */
import { inflateSync } from 'node:zlib';

/** WinAnsi's 0x80–0x9F (Node's windows-1252 decoder may leave them as C1 controls). */
const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '€',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x96: '–',
  0x97: '—',
  0x9c: 'œ',
  0x8c: 'Œ',
};

const decodeWinAnsi = (hex: string) =>
  [...Buffer.from(hex, 'hex')].map((byte) => WIN_ANSI_HIGH[byte] ?? String.fromCharCode(byte)).join('');

/** The content streams of a pdf-lib PDF, inflated (or as they are when not compressed). */
export function pdfContentStreams(pdf: Uint8Array): string[] {
  const bytes = Buffer.from(pdf);
  const raw = bytes.toString('latin1');
  const contents: string[] = [];
  const streams = /stream\r?\n/gu;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(raw)) !== null) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    try {
      contents.push(inflateSync(bytes.subarray(start, end)).toString('latin1'));
    } catch {
      contents.push(raw.slice(start, end));
    }
    streams.lastIndex = end;
  }
  return contents;
}

export function pdfText(pdf: Uint8Array): string {
  const lines: string[] = [];
  for (const content of pdfContentStreams(pdf)) {
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/gu)) {
      lines.push(decodeWinAnsi(shown[1] ?? ''));
    }
  }
  return lines.join('\n');
}
