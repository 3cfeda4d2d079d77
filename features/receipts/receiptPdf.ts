/**
 * The receipt as a PDF (pdf-lib, server side): the same content as the HTML page
 * (receiptContent.ts), an A4 page per ~45 lines, written with the app's PDF writer
 * (lib/pdf/pdfWriter.ts: fonts, wrapping, WinAnsi, why it is not tagged).
 */
import { MARGIN, pdfWriter } from '@/lib/pdf/pdfWriter';
import type { ReceiptContent } from './receiptContent';

const LABEL_WIDTH = 180;

export async function receiptPdf(content: ReceiptContent, language: string): Promise<Uint8Array> {
  const pdf = await pdfWriter(content.title, language);
  const { bold, width } = pdf;
  const write = pdf.write.bind(pdf);
  write(content.title, { font: bold, size: 16 });
  write(content.subtitle, { size: 9 });
  pdf.y -= 12;
  for (const section of content.sections) {
    write(section.heading, { font: bold, size: 12 });
    pdf.y -= 2;
    for (const [label, value] of section.rows) {
      const top = pdf.y;
      const labelLines = write(label, { font: bold, maxWidth: LABEL_WIDTH - 8 });
      const afterLabel = pdf.y;
      pdf.y = top;
      const valueLines = write(value, { x: MARGIN + LABEL_WIDTH, maxWidth: width - LABEL_WIDTH });
      pdf.y = Math.min(afterLabel, pdf.y) - (labelLines + valueLines > 0 ? 2 : 0);
    }
    pdf.y -= 10;
  }
  for (const mention of content.mentions) {
    write(mention, { size: 9 });
    pdf.y -= 4;
  }
  return pdf.doc.save();
}
