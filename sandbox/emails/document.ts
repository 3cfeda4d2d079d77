/**
 * An email as a small document — a heading, an introduction, sections of blocks — and its
 * two renderings: accessible HTML and plain text, written from the same blocks so that the
 * text part says the same things and carries the same links.
 *
 * Template approach: typed blocks rendered to strings here, with every interpolated value
 * escaped (`escapeHtml`; nothing a payer or an association typed reaches the HTML
 * unescaped, and the messages themselves are escaped too). Why neither React nor MJML:
 * - `composeEmail` runs wherever the sandbox runs, and the app mounts the sandbox in a
 *   Next route handler (app/sandbox/[...path]/route.ts), which Next bundles under the
 *   `react-server` condition: there `react-dom/server` is a module that throws
 *   ("react-dom/server is not supported in React Server Components", see
 *   node_modules/react-dom/server.react-server.js). React Email's `render` and a plain
 *   `renderToStaticMarkup` both need it (react-email's PR #2689 and vercel/next.js#71865
 *   describe the same wall).
 * - MJML is a large Node-only toolchain (html-minifier, juice, a file-system include
 *   loader) that would compile markup we control fully anyway, and it leaves escaping to
 *   us all the same.
 * - What an email needs is small: layout tables marked `role="presentation"`, one h1,
 *   h2 sections, a data table of amounts, lists of links and one button. The sandbox
 *   already renders its 3-D Secure page and the app its widgets this way
 *   (sandbox/provider/threeDsPage.ts, features/widgets).
 *
 * Accessibility: `lang` on <html>, a <title>, one <main> landmark, one h1 then h2s,
 * layout tables with role="presentation", amounts in a real table (row headers), no
 * image, underlined links whose text names their target, fluid width (max 600px, no
 * fixed height: readable at 200 % zoom), and light and dark colours from the design
 * system's themes (contrast-checked pairs: design-system/tokens/contrast.test.ts) with
 * `color-scheme: light dark` and a `prefers-color-scheme: dark` block.
 */
import { themes, type SemanticColors } from '@/design-system/tokens/themes';
import { escapeHtml } from '@/lib/http/escapeHtml';

export type EmailLocale = 'fr' | 'en';

export interface EmailLink {
  readonly href: string;
  /** Text that names the target on its own ("Reçu fiscal – paiement 1 sur 3 (13,00 €)"). */
  readonly label: string;
}

export interface AmountRow {
  readonly label: string;
  /** Lines under the label: the participant, the options. */
  readonly details?: readonly string[];
  readonly amount: string;
}

export type Block =
  | { readonly kind: 'paragraph'; readonly text: string; readonly muted?: boolean }
  /** The email's main action, drawn as a button. */
  | { readonly kind: 'action'; readonly link: EmailLink }
  | { readonly kind: 'links'; readonly links: readonly EmailLink[] }
  | { readonly kind: 'list'; readonly items: readonly string[] }
  | {
      readonly kind: 'amounts';
      readonly caption: string;
      readonly rows: readonly AmountRow[];
      readonly total: { readonly label: string; readonly amount: string };
    };

export interface Section {
  readonly heading: string;
  readonly blocks: readonly Block[];
}

export interface EmailDocument {
  readonly locale: EmailLocale;
  readonly subject: string;
  /** Who the email is about, above the heading: the association's name. */
  readonly sender: string;
  readonly heading: string;
  readonly intro: readonly Block[];
  readonly sections: readonly Section[];
  readonly footer: readonly string[];
}

// ---------------------------------------------------------------- styles

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** Each class's declarations in a theme: written inline (clients that drop <style>) and in the sheet. */
function classStyles(c: SemanticColors) {
  return {
    body: `margin:0;padding:0;background-color:${c.background.surface};color:${c.text.default};font-family:${FONT};font-size:16px;line-height:1.5`,
    outer: `width:100%;background-color:${c.background.surface}`,
    card: `width:100%;max-width:600px;background-color:${c.background.raised};border:1px solid ${c.border.subtle};border-radius:8px`,
    cell: `padding:24px;color:${c.text.default}`,
    sender: `margin:0 0 8px;color:${c.text.muted};font-size:14px;font-weight:700`,
    h1: `margin:0 0 16px;color:${c.text.default};font-size:24px;line-height:1.25`,
    h2: `margin:32px 0 12px;color:${c.text.default};font-size:20px;line-height:1.25`,
    p: `margin:0 0 12px;color:${c.text.default}`,
    muted: `margin:0 0 12px;color:${c.text.muted};font-size:14px`,
    link: `color:${c.text.link};text-decoration:underline`,
    list: `margin:0 0 12px;padding-left:24px;color:${c.text.default}`,
    action: `display:inline-block;padding:12px 24px;border-radius:999px;background-color:${c.background.primary};color:${c.text.onPrimary};font-weight:700;text-decoration:underline`,
    amounts: `width:100%;border-collapse:collapse;margin:0 0 12px`,
    caption: `text-align:left;padding:0 0 8px;color:${c.text.muted};font-size:14px`,
    th: `text-align:left;font-weight:400;padding:8px 8px 8px 0;border-top:1px solid ${c.border.subtle};color:${c.text.default};vertical-align:top`,
    td: `text-align:right;padding:8px 0;border-top:1px solid ${c.border.subtle};color:${c.text.default};vertical-align:top;white-space:nowrap`,
    detail: `display:block;color:${c.text.muted};font-size:14px`,
    totalTh: `text-align:left;font-weight:700;padding:8px 8px 8px 0;border-top:2px solid ${c.border.strong};color:${c.text.default}`,
    totalTd: `text-align:right;font-weight:700;padding:8px 0;border-top:2px solid ${c.border.strong};color:${c.text.default};white-space:nowrap`,
    footer: `padding:16px 24px 24px;color:${c.text.muted};font-size:14px;border-top:1px solid ${c.border.subtle}`,
  };
}

const LIGHT = classStyles(themes.light);
const DARK = classStyles(themes.dark);
type ClassName = keyof typeof LIGHT;

/** `class` and inline `style` of an element: the light theme inline, the sheet overrides it in dark mode. */
const styled = (name: ClassName) => `class="${name}" style="${LIGHT[name]}"`;

/** The dark theme's declarations, `!important` so they win over the inline light ones. */
const darkSheet = (Object.keys(DARK) as ClassName[])
  .map(
    (name) =>
      `.${name}{${DARK[name]
        .split(';')
        .map((declaration) => `${declaration} !important`)
        .join(';')}}`,
  )
  .join('');

const STYLE_SHEET = `:root{color-scheme:light dark;supported-color-schemes:light dark}
a:focus-visible{outline:3px solid ${themes.light.focus.ring};outline-offset:2px}
@media (prefers-color-scheme: dark){${darkSheet}a:focus-visible{outline-color:${themes.dark.focus.ring} !important}}
@media (max-width: 480px){.cell{padding:16px !important}.footer{padding:16px !important}}`;

// ---------------------------------------------------------------- HTML

const linkHtml = (link: EmailLink) =>
  `<a ${styled('link')} href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`;

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p ${styled(block.muted ? 'muted' : 'p')}>${escapeHtml(block.text)}</p>`;
    case 'action':
      return `<p ${styled('p')}><a ${styled('action')} href="${escapeHtml(block.link.href)}">${escapeHtml(block.link.label)}</a></p>`;
    case 'links':
      return `<ul ${styled('list')}>${block.links.map((link) => `<li>${linkHtml(link)}</li>`).join('')}</ul>`;
    case 'list':
      return `<ul ${styled('list')}>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    case 'amounts':
      return `<table ${styled('amounts')}>
<caption ${styled('caption')}>${escapeHtml(block.caption)}</caption>
<tbody>${block.rows
        .map(
          (row) =>
            `<tr><th scope="row" ${styled('th')}>${escapeHtml(row.label)}${(row.details ?? [])
              .map((detail) => `<span ${styled('detail')}>${escapeHtml(detail)}</span>`)
              .join('')}</th><td ${styled('td')}>${escapeHtml(row.amount)}</td></tr>`,
        )
        .join('\n')}</tbody>
<tfoot><tr><th scope="row" ${styled('totalTh')}>${escapeHtml(block.total.label)}</th><td ${styled('totalTd')}>${escapeHtml(block.total.amount)}</td></tr></tfoot>
</table>`;
  }
}

export function renderHtml(email: EmailDocument): string {
  const sections = email.sections
    .map(
      (section) =>
        `<h2 ${styled('h2')}>${escapeHtml(section.heading)}</h2>\n${section.blocks.map(blockHtml).join('\n')}`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${email.locale}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(email.subject)}</title>
<style>${STYLE_SHEET}</style>
</head>
<body ${styled('body')}>
<main>
<table role="presentation" ${styled('outer')} width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td align="center" style="padding:16px 8px">
<table role="presentation" ${styled('card')} width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td ${styled('cell')}>
<p ${styled('sender')}>${escapeHtml(email.sender)}</p>
<h1 ${styled('h1')}>${escapeHtml(email.heading)}</h1>
${email.intro.map(blockHtml).join('\n')}
${sections}
</td></tr>
<tr><td ${styled('footer')}>${email.footer.map((line) => `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`).join('')}</td></tr>
</table>
</td></tr>
</table>
</main>
</body>
</html>
`;
}

// ---------------------------------------------------------------- plain text

function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'action':
      return `${block.link.label} :\n${block.link.href}`;
    case 'links':
      return block.links.map((link) => `- ${link.label} :\n  ${link.href}`).join('\n');
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'amounts':
      return [
        `${block.caption}`,
        ...block.rows.map((row) =>
          [`- ${row.label} : ${row.amount}`, ...(row.details ?? []).map((detail) => `  ${detail}`)].join('\n'),
        ),
        `${block.total.label} : ${block.total.amount}`,
      ].join('\n');
  }
}

const underline = (text: string, char: string) => `${text}\n${char.repeat(Math.min(text.length, 72))}`;

export function renderText(email: EmailDocument): string {
  const colon = email.locale === 'fr' ? ' :' : ':';
  const parts = [
    email.sender,
    '',
    underline(email.heading, '='),
    '',
    ...email.intro.map((block) => `${blockText(block)}\n`),
    ...email.sections.flatMap((section) => [
      underline(section.heading, '-'),
      '',
      ...section.blocks.map((block) => `${blockText(block)}\n`),
    ]),
    '--',
    ...email.footer,
  ];
  // "Label :" in French (a space before the colon), "Label:" in English.
  return `${parts.join('\n').replace(/ :(\n| )/gu, `${colon}$1`)}\n`;
}
