import { expect, test } from '@playwright/test';

/**
 * What a page's document carries besides the page: with `experimental.inlineCss`, each
 * stylesheet is in a `<style>` tag and once more in the RSC payload that hydration reads
 * (Next's documented cost). Next 16.4.6 added a third copy of the root layout's styles,
 * for the global error boundary (vercel/next.js#98110); scripts/patch-next.mjs, run after
 * every install, removes it. This fails if an upgrade of Next drops or breaks the patch,
 * or if a page fetches a stylesheet before its first paint (docs/performance.md).
 */

/** The RSC payload streamed inside the document: the `self.__next_f.push([1, "…"])` strings. */
function flightPayload(html: string): string {
  const chunks = [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)];
  return chunks.map(([, literal]) => JSON.parse(literal ?? '""') as string).join('');
}

function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

const pages = [
  { name: 'home', path: './' },
  { name: 'donation step 1', path: 'associations/les-amis-du-quartier/formulaires/soutenir-nos-actions' },
  { name: 'event step 1', path: 'associations/les-amis-du-quartier/evenements/fete-de-quartier' },
];

for (const { name, path } of pages) {
  test(`${name}: its styles are all inlined, each once in the RSC payload`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    // Every style is in the document: no stylesheet for the browser to fetch before the
    // first paint (a step form's parts come with the page: design-system/styles/formParts).
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
    // React merges the inlined stylesheets of one precedence into one tag, listing them.
    const hrefs = [...html.matchAll(/<style[^>]*data-href="([^"]+)"/g)].flatMap(([, list]) => (list ?? '').split(' '));
    // The root layout's stylesheets (fonts, tokens, the shell) are in every page.
    expect(hrefs.length).toBeGreaterThan(5);
    const payload = flightPayload(html);
    for (const href of hrefs) {
      // Each inlined stylesheet is a style element with its text (or a reference to it).
      expect(occurrences(payload, `"href":"${href}","children":`), href).toBe(1);
    }
    // The text itself: the fonts' first rule, in the tag and once in the payload.
    const fontFace = /@font-face\{[^}]+\}/.exec(html)?.[0] ?? '';
    expect(fontFace).not.toBe('');
    expect(occurrences(payload, fontFace)).toBe(1);
  });
}
