/**
 * The receipt's layout, and its print stylesheet: printed, the page is the receipt only
 * (the site's header, footer and the receipt's own links are left out) in black on white.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../design-system/tokens/contract.css';

export const page = style({
  paddingBlock: vars.space.xlarge,
  '@media': { print: { paddingBlock: 0 } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse' });

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  paddingBlock: vars.space.small,
  paddingInlineEnd: vars.space.medium,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

globalStyle(`${table} th`, { width: '40%', fontWeight: 600 });

export const screenOnly = style({ '@media': { print: { display: 'none' } } });

globalStyle('body', { '@media': { print: { background: '#fff', color: '#000' } } });
globalStyle('body > header, body > footer, header[role="banner"], footer[role="contentinfo"], nav', {
  '@media': { print: { display: 'none' } },
});
