/**
 * A printable document's layout (a ticket, a receipt): printed, no padding above and below;
 * its tables of row headers and values; what is left out of the print.
 */
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

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
  // A long word (an address, an email) wraps rather than widening the table past a narrow
  // screen with large text (WCAG 1.4.10 reflow).
  overflowWrap: 'anywhere',
});

/** The row headers' column: a ticket's short labels take less of the width than a receipt's. */
export const labelColumn = styleVariants({ narrow: { width: '35%' }, wide: { width: '40%' } });

globalStyle(`${table} th`, { fontWeight: 600 });

export const screenOnly = style({ '@media': { print: { display: 'none' } } });
