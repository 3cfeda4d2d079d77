/**
 * What the app's PDFs share (receipts, tickets; pdf-lib, server side): an A4 document
 * titled and in its language, the standard Helvetica fonts, and a writer that wraps text
 * and turns the page when it is full. The standard fonts encode WinAnsi only: the narrow
 * no-break spaces of French number formatting become plain spaces. The documents are not
 * tagged (pdf-lib does not write structure trees): their HTML pages are the accessible form.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 56;

/** WinAnsi-safe text: the spaces Intl puts in "1 500,00 €" are not in the standard fonts. */
export const winAnsi = (text: string) => text.replace(/[\u202f\u00a0\u2009]/gu, ' ');

export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsi(text).split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface WriteOptions {
  readonly font?: PDFFont;
  readonly size?: number;
  readonly x?: number;
  readonly maxWidth?: number;
}

export interface PdfWriter {
  readonly doc: PDFDocument;
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  /** The text width between the margins. */
  readonly width: number;
  /** The current page (a new one once the last is full). */
  page(): PDFPage;
  /** The baseline of the next line, from the page's bottom. */
  y: number;
  /** Writes wrapped text from `y` down; returns the number of lines written. */
  write(text: string, options?: WriteOptions): number;
}

export async function pdfWriter(title: string, language: string): Promise<PdfWriter> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(title));
  doc.setLanguage(language);
  doc.setCreator('Formulaires');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let current: PDFPage = doc.addPage(A4);
  const width = A4[0] - 2 * MARGIN;
  const writer: PdfWriter = {
    doc,
    regular,
    bold,
    width,
    page: () => current,
    y: A4[1] - MARGIN,
    write(text, options = {}) {
      const font = options.font ?? regular;
      const size = options.size ?? 10;
      const lines = wrap(text, font, size, options.maxWidth ?? width);
      for (const line of lines) {
        if (writer.y < MARGIN + size) {
          current = doc.addPage(A4);
          writer.y = A4[1] - MARGIN;
        }
        current.drawText(line, { x: options.x ?? MARGIN, y: writer.y, size, font, color: rgb(0, 0, 0) });
        writer.y -= size * 1.4;
      }
      return lines.length;
    },
  };
  return writer;
}
