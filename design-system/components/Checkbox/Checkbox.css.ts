import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { checkedInput, indicatorFocus, indicatorSize } from '../../internal/choice.css';

/** The field: its error above (standalone only), the box and label, the description. */
export const checkboxField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

/** A checkbox on its own in error gets the field's error bar (in a group, the group has it). */
export const standalone = style({
  selectors: {
    '&[data-invalid]': {
      borderInlineStart: `${vars.size.focusRingWidth} solid ${vars.color.border.error}`,
      paddingInlineStart: vars.space.small,
    },
  },
});

/** The box: 2 px border at 3:1, filled with the primary colour and a check mark when ticked. */
export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: indicatorSize,
  height: indicatorSize,
  border: `${vars.size.controlBorderWidth} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background.raised,
  color: vars.color.text.onPrimary,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    ...indicatorFocus,
    '[data-hovered] > &, :hover > &': { borderColor: vars.color.text.default },
    [`${checkedInput} > &`]: {
      backgroundColor: vars.color.background.primary,
      borderColor: vars.color.background.primary,
    },
    '[data-invalid] > &': { borderColor: vars.color.border.error },
    [`[data-invalid]${checkedInput} > &`]: { borderColor: vars.color.background.primary },
    [`[data-disabled] > &, [data-disabled]${checkedInput} > &`]: {
      borderColor: vars.color.text.disabled,
      backgroundColor: vars.color.background.disabled,
    },
    [`[data-disabled]${checkedInput} > &`]: { color: vars.color.text.disabled },
  },
});

/** The check mark is drawn only when ticked (it keeps its place, so nothing moves). */
export const checkMark = style({
  width: '1rem',
  height: '1rem',
  visibility: 'hidden',
  selectors: { [`${checkedInput} > * > &`]: { visibility: 'visible' } },
});
