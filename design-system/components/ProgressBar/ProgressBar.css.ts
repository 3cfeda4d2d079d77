import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** Filled share of the track, from 0 to 100 %, set inline by the component. */
export const fillWidth = createVar();

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
});

export const label = style({ fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere', minWidth: 0 });

export const value = style({
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.default,
});

/** The track's border keeps the bar's extent visible at 3:1 (WCAG 1.4.11), even when empty. */
export const track = style({
  position: 'relative',
  height: vars.space.small,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  border: `${vars.size.borderWidth} solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.background.sunken,
});

export const fill = style({
  height: '100%',
  width: fillWidth,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.primary,
  transitionProperty: 'width',
  transitionDuration: vars.motion.duration.slow,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    // Goal reached or exceeded: the bar is full and turns to the success colour.
    '[data-complete] &': { backgroundColor: vars.color.border.success },
  },
  '@media': { '(forced-colors: active)': { backgroundColor: 'Highlight' } },
});

export const description = style({ fontSize: vars.font.size.small, color: vars.color.text.muted });
