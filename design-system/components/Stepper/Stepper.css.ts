import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/**
 * The list needs room: it shows when the stepper itself is at least 34rem wide (544 px
 * at 100 %). A container query in rem, not a viewport breakpoint, so that with larger
 * text (200 %) it stays compact instead of squeezing four titles into narrow columns
 * (WCAG 1.4.4, 1.4.10).
 */
const roomy = '(min-width: 34rem)';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  containerType: 'inline-size',
});

export const summary = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'break-word',
  // With room for the list, the list says it all; the sentence stays for screen readers.
  '@container': {
    [roomy]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});

/** Narrow: one bar per step, the current and completed ones filled. Decorative (the summary says it). */
export const segments = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  '@container': { [roomy]: { display: 'none' } },
});

export const segment = style({
  flex: 1,
  borderBlockStart: `${vars.space.xxsmall} solid`,
  borderRadius: vars.radius.small,
  selectors: {
    '&[data-status="complete"], &[data-status="current"]': { borderColor: vars.color.border.primary },
    // Decorative (the summary gives the position in words): the subtle colour is enough.
    '&[data-status="upcoming"]': { borderColor: vars.color.border.subtle },
  },
  '@media': { '(forced-colors: active)': { selectors: { '&[data-status="upcoming"]': { borderStyle: 'dashed' } } } },
});

export const list = style({
  display: 'none',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gap: vars.space.xsmall,
  '@container': { [roomy]: { display: 'flex' } },
});

export const item = style({
  flex: '1 1 0',
  minWidth: 0,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  paddingBlockStart: vars.space.small,
  borderBlockStart: `${vars.space.xxsmall} solid`,
  color: vars.color.text.muted,
  fontSize: vars.font.size.small,
  overflowWrap: 'break-word',
  hyphens: 'auto',
  selectors: {
    '&[data-status="complete"]': { borderColor: vars.color.border.primary, color: vars.color.text.default },
    '&[data-status="current"]': {
      borderColor: vars.color.border.primary,
      color: vars.color.text.default,
      fontWeight: vars.font.weight.bold,
    },
    '&[data-status="upcoming"]': { borderColor: vars.color.border.strong },
  },
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: vars.space.large,
  height: vars.space.large,
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  border: `${vars.size.controlBorderWidth} solid ${vars.color.border.strong}`,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1,
  selectors: {
    '[data-status="complete"] > &, [data-status="current"] > &': {
      borderColor: vars.color.background.primary,
      backgroundColor: vars.color.background.primary,
      color: vars.color.text.onPrimary,
    },
  },
});

export const title = style({ paddingBlockStart: '0.125em' });
