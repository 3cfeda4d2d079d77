/**
 * The ticket as a PDF (one A4 page, the app's PDF writer: lib/pdf/pdfWriter.ts): the same
 * content as its page (ticketContent.ts) and its QR code drawn as black rectangles from
 * the code's matrix (qrMatrix.ts), 6 cm wide, with the id for manual entry beneath.
 */
import { rgb } from 'pdf-lib';
import { MARGIN, pdfWriter } from '@/lib/pdf/pdfWriter';
import type { TicketContent } from './ticketContent';
import { QUIET_ZONE, darkRuns, type QrMatrix } from './qrMatrix';

const LABEL_WIDTH = 150;
/** 6 cm: a version 10 symbol's modules are then 1 mm wide, read at arm's length. */
const QR_POINTS = (60 / 25.4) * 72;

export async function ticketPdf(
  content: TicketContent,
  matrix: QrMatrix | null,
  codeLabel: string,
  language: string,
): Promise<Uint8Array> {
  const pdf = await pdfWriter(content.documentTitle, language);
  const { bold, width } = pdf;
  const write = pdf.write.bind(pdf);
  write(content.title, { font: bold, size: 20 });
  write(content.subtitle, { size: 11 });
  pdf.y -= 8;
  write(content.state.message, { font: bold, size: 11 });
  pdf.y -= 12;
  for (const [label, value] of content.rows) {
    const top = pdf.y;
    write(label, { font: bold, maxWidth: LABEL_WIDTH - 8 });
    const afterLabel = pdf.y;
    pdf.y = top;
    write(value, { x: MARGIN + LABEL_WIDTH, maxWidth: width - LABEL_WIDTH });
    pdf.y = Math.min(afterLabel, pdf.y) - 4;
  }
  if (matrix) {
    const side = matrix.size + 2 * QUIET_ZONE;
    const module = QR_POINTS / side;
    const left = MARGIN;
    const top = pdf.y - 8;
    const page = pdf.page();
    for (const [row, column, length] of darkRuns(matrix)) {
      page.drawRectangle({
        x: left + (column + QUIET_ZONE) * module,
        y: top - (row + QUIET_ZONE + 1) * module,
        width: length * module,
        height: module,
        color: rgb(0, 0, 0),
      });
    }
    pdf.y = top - QR_POINTS - 16;
  }
  write(codeLabel, { size: 10 });
  write(content.groupedId, { font: bold, size: 16 });
  return pdf.doc.save();
}
