import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { checkedInput, indicatorFocus } from '../../internal/choice.css';

export const switchField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

/** The track: 2 px border at 3:1; filled with the primary colour when on. */
export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '2.75rem',
  height: '1.5rem',
  border: `${vars.size.controlBorderWidth} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.raised,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    ...indicatorFocus,
    '[data-hovered] > &, :hover > &': { borderColor: vars.color.text.default },
    [`${checkedInput} > &`]: {
      backgroundColor: vars.color.background.primary,
      borderColor: vars.color.background.primary,
    },
    [`[data-disabled] > &, [data-disabled]${checkedInput} > &`]: {
      borderColor: vars.color.text.disabled,
      backgroundColor: vars.color.background.disabled,
    },
  },
});

/** The thumb moves to the end when on: position, not colour alone, says the state. */
export const thumb = style({
  position: 'absolute',
  insetBlockStart: '0.125rem',
  insetInlineStart: '0.125rem',
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border.strong,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${checkedInput} > * > &`]: { transform: 'translateX(1.25rem)', backgroundColor: vars.color.text.onPrimary },
    [`[dir="rtl"] ${checkedInput} > * > &`]: { transform: 'translateX(-1.25rem)' },
    [`[data-disabled] > * > &, [data-disabled]${checkedInput} > * > &`]: { backgroundColor: vars.color.text.disabled },
  },
});
