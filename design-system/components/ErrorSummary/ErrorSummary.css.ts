import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusRing } from '../../internal/input.css';

/** A box with a thick error border (GOV.UK), focused after a failed submit. */
export const summary = style({
  padding: vars.space.medium,
  border: `${vars.size.focusRingWidth} solid ${vars.color.border.error}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background.raised,
  color: vars.color.text.default,
  scrollMarginBlockStart: vars.space.large,
  // Focus arrives from a script after a mouse click too: always show where it is.
  selectors: { '&:focus': focusRing },
});

/** A quoted address or code in a message breaks rather than widen the page (WCAG 1.4.10). */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  overflowWrap: 'anywhere',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  paddingInlineStart: vars.space.large,
});

/** Links in the error colour (4.5:1), bold and underlined. */
export const link = style({
  color: vars.color.text.error,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { color: vars.color.text.error, textDecorationThickness: '2px' },
    '&:focus-visible': focusRing,
  },
});
