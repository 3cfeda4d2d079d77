/**
 * The ticket's code and its print stylesheet (its layout: design-system/patterns/DocumentPage):
 * printed, the page is the ticket only (the site's header, footer and the ticket's own
 * links left out), black on white, the QR code kept whole on one page and large enough to
 * be read at the door.
 */
import { globalStyle, style } from '@vanilla-extract/css';

/** Always black modules on white, in either theme: a dark theme must not invert the code. */
export const qr = style({
  display: 'block',
  width: '16rem',
  maxWidth: '100%',
  height: 'auto',
  background: '#fff',
  '@media': { print: { width: '6cm', breakInside: 'avoid' } },
});

/** The id for manual entry: large, monospaced, groups of four kept apart. */
export const manualCode = style({
  fontFamily: 'ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace',
  fontSize: '1.5rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  wordSpacing: '0.3em',
});

globalStyle('body', { '@media': { print: { background: '#fff', color: '#000' } } });
// The site's chrome, wherever the shell nests it: the ticket page itself has no header or footer.
globalStyle('body header, body footer, header[role="banner"], footer[role="contentinfo"], nav', {
  '@media': { print: { display: 'none' } },
});
