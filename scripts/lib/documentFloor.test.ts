import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { documentParts, preloadedFonts, writeDocumentFloor } from './documentFloor.mjs';

const font = 'inter_latin_wght_normal-s.p.0gsaq8ukbf34m.woff2';
const page = `<!DOCTYPE html><html lang="fr" class="xx7eTa_variable" data-theme="system"><head>
<style data-precedence="next">@font-face{font-family:interLatin;src:url(/forms/_next/static/media/${font}) format("woff2")}</style>
<style>.xx7eTa_variable{--font-inter-latin:'interLatin'}main{display:grid}</style>
<script>self.__next_f.push([1,""])</script></head>
<body><main id="contenu"><h1>Votre don</h1><input name="amount" value="50"></main><script>x()</script></body></html>`;

describe('the document floor (bench)', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('keeps the document’s <html> attributes, its styles in order and its body, not its scripts', () => {
    const parts = documentParts(page);
    expect(parts.htmlAttributes).toEqual({ lang: 'fr', className: 'xx7eTa_variable', 'data-theme': 'system' });
    expect(parts.css.indexOf('@font-face')).toBeLessThan(parts.css.indexOf('main{display:grid}'));
    expect(parts.css).not.toContain('__next_f');
    expect(parts.elements).toBe(3);
    expect(JSON.stringify(parts.nodes)).toContain('Votre don');
  });

  it('points the fonts at its own copies and copies them from the app’s build', () => {
    const parts = documentParts(page);
    expect(parts.fonts).toEqual([font]);
    expect(parts.css).toContain(`url(/forms/media/${font})`);
    expect(parts.css).not.toContain('/_next/static/media/');

    const root = mkdtempSync(join(tmpdir(), 'document-floor-'));
    dirs.push(root);
    const appStatic = join(root, 'static');
    mkdirSync(join(appStatic, 'media'), { recursive: true });
    writeFileSync(join(appStatic, 'media', font), 'woff2 bytes');
    const floor = join(root, 'floor');
    const written = writeDocumentFloor(floor, [{ name: 'donation step 1', html: page }], appStatic);

    expect(written).toEqual([{ name: 'donation step 1', path: '/d-0', elements: 3 }]);
    expect(readFileSync(join(floor, 'public', 'media', font), 'utf8')).toBe('woff2 bytes');
    expect(readFileSync(join(floor, 'app', 'd-0', 'page.css'), 'utf8')).toBe(parts.css);
    expect(readFileSync(join(floor, 'app', 'd-0', 'page.jsx'), 'utf8')).toContain("renderDocument('d-0')");
    const documents = JSON.parse(readFileSync(join(floor, 'documents.json'), 'utf8'));
    expect(documents.htmlAttributes.className).toBe('xx7eTa_variable');
    expect(documents.pages['d-0'].nodes).toEqual(parts.nodes);
  });

  it('reads the fonts a Link header preloads, and has the floor’s layout preload them', () => {
    const link = `</forms/_next/static/media/${font}>; rel=preload; as="font"; crossorigin=""; nonce="abc"; type="font/woff2", </forms/x.css>; rel=stylesheet`;
    expect(preloadedFonts(link)).toEqual([font]);
    expect(preloadedFonts(null)).toEqual([]);

    const root = mkdtempSync(join(tmpdir(), 'document-floor-'));
    dirs.push(root);
    mkdirSync(join(root, 'static', 'media'), { recursive: true });
    writeFileSync(join(root, 'static', 'media', font), 'woff2 bytes');
    const bare = page.replace(/<style[\s\S]*?<\/style>/g, '');
    writeDocumentFloor(join(root, 'floor'), [{ name: 'home', html: bare, link }], join(root, 'static'));
    const documents = JSON.parse(readFileSync(join(root, 'floor', 'documents.json'), 'utf8'));
    expect(documents.fontPreloads).toEqual([`/forms/media/${font}`]);
    expect(existsSync(join(root, 'floor', 'public', 'media', font))).toBe(true);
  });

  it('leaves no page of an earlier run behind', () => {
    const root = mkdtempSync(join(tmpdir(), 'document-floor-'));
    dirs.push(root);
    const floor = join(root, 'floor');
    mkdirSync(join(root, 'static', 'media'), { recursive: true });
    writeFileSync(join(root, 'static', 'media', font), '');
    writeDocumentFloor(
      floor,
      [
        { name: 'a', html: page },
        { name: 'b', html: page },
      ],
      join(root, 'static'),
    );
    writeDocumentFloor(floor, [{ name: 'a', html: page }], join(root, 'static'));
    expect(existsSync(join(floor, 'app', 'd-1'))).toBe(false);
  });
});
