/**
 * A ticket's QR code as a matrix of dark modules (npm `qrcode`, server side), drawn as an
 * SVG path on the page and as rectangles in the PDF: no image, nothing but the code.
 * Error correction M: the signed code (~180 characters) is a version 9–10 symbol, read
 * from a phone's screen or a printed A4 page at 4 cm and more.
 */
import QRCode from 'qrcode';

export interface QrMatrix {
  /** Modules per side (without the quiet zone). */
  readonly size: number;
  /** Row-major, true = dark. */
  isDark(row: number, column: number): boolean;
}

/** The quiet zone around the symbol, in modules (ISO/IEC 18004 asks for 4). */
export const QUIET_ZONE = 4;

export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, isDark: (row, column) => modules.get(row, column) === 1 };
}

/** Runs of dark modules per row: [row, first column, length]: one rectangle each. */
export function darkRuns(matrix: QrMatrix): [number, number, number][] {
  const runs: [number, number, number][] = [];
  for (let row = 0; row < matrix.size; row += 1) {
    let start = -1;
    for (let column = 0; column <= matrix.size; column += 1) {
      const dark = column < matrix.size && matrix.isDark(row, column);
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        runs.push([row, start, column - start]);
        start = -1;
      }
    }
  }
  return runs;
}

/** The SVG path of the dark modules, in module units, offset by the quiet zone. */
export function qrSvgPath(matrix: QrMatrix): string {
  return darkRuns(matrix)
    .map(([row, column, length]) => `M${column + QUIET_ZONE} ${row + QUIET_ZONE}h${length}v1h-${length}z`)
    .join('');
}
