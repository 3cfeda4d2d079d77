// The bench's document floor (scripts/bench-document, issue 41): each measured page's own
// document — its body's elements, attributes and text, its inlined styles, its `<html>`
// attributes, its fonts — rendered again by a bare App Router page of the floor's config.
// Lighthouse on it says what the framework alone costs a phone for that document (parsing,
// styling, laying out, painting and hydrating that many elements); the page's own figures
// above it are what our components, providers, islands and messages add.
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM, VirtualConsole } from 'jsdom';
import { markupTree } from './markupTree.mjs';

/** `<html>` attribute names React spells otherwise. */
const REACT_NAMES = { class: 'className' };
/** Where the app's build serves its fonts, and where the document floor serves its copies. */
const APP_MEDIA = '/forms/_next/static/media/';
const FLOOR_MEDIA = '/forms/media/';

/**
 * The parts of a server-rendered document the document floor renders again:
 * `{ htmlAttributes, css, fonts, nodes, elements }`. `css`: every `<style>` of the document,
 * in order, its font addresses moved to the floor's copies; `fonts`: the file names it uses.
 */
export function documentParts(html) {
  // The inlined CSS is read as text: JSDOM's own CSS parser is not needed (and complains).
  const { document } = new JSDOM(html, { virtualConsole: new VirtualConsole() }).window;
  const htmlAttributes = Object.fromEntries(
    [...document.documentElement.attributes].map(({ name, value }) => [REACT_NAMES[name] ?? name, value]),
  );
  const appCss = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  const fonts = [
    ...new Set([...appCss.matchAll(/url\(\s*["']?\/forms\/_next\/static\/media\/([^"')\s]+)/g)].map((m) => m[1])),
  ];
  const css = appCss.split(APP_MEDIA).join(FLOOR_MEDIA);
  const { nodes, elements } = markupTree(html);
  return { htmlAttributes, css, fonts, nodes, elements };
}

/**
 * The font files a response's `Link` header preloads from the app's build (next/font's
 * preload of the first paint's font), by file name.
 */
export function preloadedFonts(linkHeader) {
  return [
    ...(linkHeader ?? '').matchAll(/<\/forms\/_next\/static\/media\/([^>]+)>;[^,]*rel=preload[^,]*as="font"/g),
  ].map((match) => match[1]);
}

/**
 * Writes the document floor's pages into `dir` (scripts/bench-document): `documents.json`,
 * one folder `app/d-N` per document (its page and its CSS, which Next inlines as it does the
 * app's) and the fonts they use, copied from the app's build (`appStaticDir`) to `public/media`.
 * `documents`: `[{ name, html, link }]`, `link` the response's `Link` header, whose font
 * preloads the floor's layout makes too. Returns `[{ name, path, elements }]`, paths under
 * basePath.
 */
export function writeDocumentFloor(dir, documents, appStaticDir) {
  const parts = documents.map(({ name, html, link }) => {
    const document = documentParts(html);
    const preloads = preloadedFonts(link);
    return { name, ...document, preloads, fonts: [...new Set([...document.fonts, ...preloads])] };
  });
  // An earlier run's pages and fonts go: the build serves exactly this run's documents.
  rmSync(join(dir, 'public'), { recursive: true, force: true });
  if (existsSync(join(dir, 'app')))
    for (const entry of readdirSync(join(dir, 'app')))
      if (/^d-\d+$/.test(entry)) rmSync(join(dir, 'app', entry), { recursive: true, force: true });
  mkdirSync(join(dir, 'public', 'media'), { recursive: true });
  for (const file of new Set(parts.flatMap((part) => part.fonts)))
    copyFileSync(join(appStaticDir, 'media', file), join(dir, 'public', 'media', file));
  const pages = {};
  const written = parts.map((part, index) => {
    const key = `d-${index}`;
    const folder = join(dir, 'app', key);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'page.css'), part.css);
    writeFileSync(
      join(folder, 'page.jsx'),
      `// Written by \`npm run bench\` (scripts/lib/documentFloor.mjs): ${part.name}.\n` +
        `import './page.css';\nimport { renderDocument } from '../renderDocument.jsx';\n\n` +
        `export const dynamic = 'force-dynamic';\n\n` +
        `export default function DocumentPage() {\n  return renderDocument('${key}');\n}\n`,
    );
    pages[key] = { name: part.name, nodes: part.nodes };
    return { name: part.name, path: `/${key}`, elements: part.elements };
  });
  // The pages measured without a cookie share one set of `<html>` attributes (the settings'
  // defaults) and one font preload (the root layout's); the first document's are the layout's.
  writeFileSync(
    join(dir, 'documents.json'),
    JSON.stringify({
      htmlAttributes: parts[0]?.htmlAttributes ?? {},
      fontPreloads: (parts[0]?.preloads ?? []).map((file) => `${FLOOR_MEDIA}${file}`),
      pages,
    }),
  );
  return written;
}
