import type { MarkupNode } from './markupTree.mjs';
/** See documentFloor.mjs: what the document floor renders again of a server-rendered document. */
export function documentParts(html: string): {
  htmlAttributes: Record<string, string>;
  css: string;
  fonts: string[];
  nodes: MarkupNode[];
  elements: number;
};
/** See documentFloor.mjs: the font files a `Link` header preloads. */
export function preloadedFonts(linkHeader: string | null | undefined): string[];
/** See documentFloor.mjs: writes the document floor's pages, styles and fonts into `dir`. */
export function writeDocumentFloor(
  dir: string,
  documents: { name: string; html: string; link?: string | null }[],
  appStaticDir: string,
): { name: string; path: string; elements: number }[];
