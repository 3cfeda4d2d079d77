import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

/** The popover of a Select or ComboBox: as wide as its trigger, scrolls when long. */
export const popover = style({
  width: 'var(--trigger-width)',
  minWidth: '12em',
  overflow: 'auto',
  border: `${vars.size.controlBorderWidth} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background.raised,
  color: vars.color.text.default,
  boxShadow: `0 ${vars.space.xxsmall} ${vars.space.medium} color-mix(in srgb, ${vars.color.background.overlay} 25%, transparent)`,
});

export const listBox = style({ outline: 'none', paddingBlock: vars.space.xxsmall });

/**
 * An option: a touch-sized row. The option under the keyboard or pointer is filled with
 * the primary colour (a pair checked at 4.5:1); the selected one has a check mark.
 */
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': {
      backgroundColor: vars.color.background.primary,
      color: vars.color.text.onPrimary,
    },
    '&[data-selected]': { fontWeight: vars.font.weight.bold },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled },
  },
});

/** The check mark keeps its place on every option so the labels line up. */
export const optionCheck = style({
  flexShrink: 0,
  visibility: 'hidden',
  selectors: { '[data-selected] > &': { visibility: 'visible' } },
});

/** "Aucun résultat" in an empty list. */
export const emptyState = style({
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  color: vars.color.text.muted,
});
