/**
 * The receipt's print stylesheet: printed, the page is the receipt only (the site's
 * header, footer and, by design-system/patterns/DocumentPage, the receipt's own links are
 * left out) in black on white.
 */
import { globalStyle } from '@vanilla-extract/css';

globalStyle('body', { '@media': { print: { background: '#fff', color: '#000' } } });
globalStyle('body > header, body > footer, header[role="banner"], footer[role="contentinfo"], nav', {
  '@media': { print: { display: 'none' } },
});
