/**
 * Reads a ticket's QR code back in tests (jsQR): from a PNG (a screenshot of the page's
 * SVG) or from a PDF made by features/tickets/ticketPdf.ts, whose code is drawn as filled
 * rectangles (pdf-lib writes each as `1 0 0 1 x y cm … 0 0 m 0 h l w h l w 0 l h f`):
 * they are put back on a grid of modules and rasterised.
 */
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { pdfContentStreams } from './pdfText';

/** The text of the QR code in a PNG, or null when none is read. */
export function decodeQrPng(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

function pdfRectangles(pdf: Uint8Array): Rect[] {
  const shape =
    /1 0 0 1 ([\d.-]+) ([\d.-]+) cm\n1 0 0 1 0 0 cm\n1 0 0 1 0 0 cm\n0 0 m\n0 ([\d.]+) l\n([\d.]+) [\d.]+ l\n[\d.]+ 0 l\nh\nf/gu;
  return pdfContentStreams(pdf).flatMap((content) =>
    [...content.matchAll(shape)].map(([, x, y, height, width]) => ({
      x: Number(x),
      y: Number(y),
      width: Number(width),
      height: Number(height),
    })),
  );
}

/** The text of the QR code drawn in the PDF, or null. */
export function decodeQrPdf(pdf: Uint8Array): string | null {
  const rects = pdfRectangles(pdf);
  if (rects.length === 0) return null;
  const module = Math.min(...rects.map((rect) => rect.height));
  const left = Math.min(...rects.map((rect) => rect.x));
  const top = Math.max(...rects.map((rect) => rect.y + rect.height));
  const columns = Math.round((Math.max(...rects.map((rect) => rect.x + rect.width)) - left) / module);
  const rows = Math.round((top - Math.min(...rects.map((rect) => rect.y))) / module);
  const quiet = 4;
  const scale = 4;
  const width = (columns + 2 * quiet) * scale;
  const height = (rows + 2 * quiet) * scale;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const rect of rects) {
    const row = Math.round((top - rect.y - rect.height) / module);
    const column = Math.round((rect.x - left) / module);
    const length = Math.round(rect.width / module);
    for (let dy = 0; dy < scale; dy += 1)
      for (let dx = 0; dx < length * scale; dx += 1) {
        const offset = (((row + quiet) * scale + dy) * width + (column + quiet) * scale + dx) * 4;
        data[offset] = 0;
        data[offset + 1] = 0;
        data[offset + 2] = 0;
      }
  }
  return jsQR(data, width, height)?.data ?? null;
}
