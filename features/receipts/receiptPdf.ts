/**
 * The receipt as a PDF (pdf-lib, server side): the same content as the HTML page
 * (receiptContent.ts), in the standard Helvetica fonts, an A4 page per ~45 lines. The
 * standard fonts encode WinAnsi only: the narrow no-break spaces of French number
 * formatting become plain spaces. The document is titled and has its language set; it
 * is not tagged (pdf-lib does not write structure trees): the HTML page is the accessible
 * form.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ReceiptContent } from './receiptContent';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const LABEL_WIDTH = 180;

/** WinAnsi-safe text: the spaces Intl puts in "1 500,00 €" are not in the standard fonts. */
export const winAnsi = (text: string) => text.replace(/[\u202f\u00a0\u2009]/gu, ' ');

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
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

export async function receiptPdf(content: ReceiptContent, language: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(content.title));
  doc.setLanguage(language);
  doc.setCreator('Formulaires');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let pdfPage: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const width = A4[0] - 2 * MARGIN;
  const write = (text: string, options: { font?: PDFFont; size?: number; x?: number; maxWidth?: number } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const lines = wrap(text, font, size, options.maxWidth ?? width);
    for (const line of lines) {
      if (y < MARGIN + size) {
        pdfPage = doc.addPage(A4);
        y = A4[1] - MARGIN;
      }
      pdfPage.drawText(line, { x: options.x ?? MARGIN, y, size, font, color: rgb(0, 0, 0) });
      y -= size * 1.4;
    }
    return lines.length;
  };
  write(content.title, { font: bold, size: 16 });
  write(content.subtitle, { size: 9 });
  y -= 12;
  for (const section of content.sections) {
    write(section.heading, { font: bold, size: 12 });
    y -= 2;
    for (const [label, value] of section.rows) {
      const top = y;
      const labelLines = write(label, { font: bold, maxWidth: LABEL_WIDTH - 8 });
      const afterLabel = y;
      y = top;
      const valueLines = write(value, { x: MARGIN + LABEL_WIDTH, maxWidth: width - LABEL_WIDTH });
      y = Math.min(afterLabel, y) - (labelLines + valueLines > 0 ? 2 : 0);
    }
    y -= 10;
  }
  for (const mention of content.mentions) {
    write(mention, { size: 9 });
    y -= 4;
  }
  return doc.save();
}
