import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const summary = style({ display: 'grid', gap: vars.space.large });

/**
 * Three columns of words and amounts cannot shrink to a 375 px phone with text at 200 %
 * (537 px at least): the table then scrolls in its own box, not the page (WCAG 1.4.10
 * exempts data tables from reflow, not the page around them). Chromium makes such a box
 * keyboard-scrollable.
 */
export const tableScroller = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  color: vars.color.text.default,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBlockEnd: vars.space.small,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.large,
});

export const columnHeader = style({
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.xxsmall,
  borderBlockEnd: `${vars.size.controlBorderWidth} solid ${vars.color.border.strong}`,
  textAlign: 'start',
  fontSize: vars.font.size.small,
  color: vars.color.text.muted,
  selectors: { '&[data-numeric]': { textAlign: 'end' } },
});

export const row = style({
  selectors: {
    '&[data-kind="tip"]': { backgroundColor: vars.color.background.surface },
  },
});

export const cell = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.xxsmall,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
  verticalAlign: 'top',
  textAlign: 'start',
  fontWeight: vars.font.weight.regular,
  selectors: {
    '&[data-numeric]': { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  },
});

export const lineDetails = style({
  display: 'block',
  marginBlockStart: vars.space.xxsmall,
  fontSize: vars.font.size.small,
  color: vars.color.text.muted,
});

export const tipTag = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xsmall,
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  border: `${vars.size.borderWidth} solid ${vars.color.border.info}`,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.info,
});

export const tipAction = style({ display: 'block', marginBlockStart: vars.space.xxsmall });

export const totalCell = style([
  cell,
  {
    borderBlockEnd: 'none',
    borderBlockStart: `${vars.size.controlBorderWidth} solid ${vars.color.border.strong}`,
    fontWeight: vars.font.weight.bold,
    fontSize: vars.font.size.large,
  },
]);
