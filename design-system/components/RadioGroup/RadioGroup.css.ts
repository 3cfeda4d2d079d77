import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { checkedInput, focusVisibleInput, indicatorFocus, indicatorSize } from '../../internal/choice.css';
import { focusRing } from '../../internal/input.css';

/** One option: a plain row, or a bordered card (amounts, tiers) selectable anywhere. */
export const radioField = recipe({
  base: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  variants: {
    appearance: {
      plain: {},
      card: {
        position: 'relative',
        paddingInline: vars.space.medium,
        paddingBlock: vars.space.xsmall,
        border: `${vars.size.controlBorderWidth} solid ${vars.color.border.strong}`,
        borderRadius: vars.radius.medium,
        backgroundColor: vars.color.background.raised,
        selectors: {
          '&:has([data-hovered]), &:hover': { borderColor: vars.color.text.default },
          [`&${checkedInput}`]: {
            borderColor: vars.color.border.primary,
            boxShadow: `inset 0 0 0 ${vars.size.borderWidth} ${vars.color.border.primary}`,
            backgroundColor: vars.color.background.primarySubtle,
          },
          // As specific as the checked rule, so an invalid or disabled card still shows it.
          [`&[data-invalid], &[data-invalid]${checkedInput}`]: { borderColor: vars.color.border.error },
          [`&:has([data-focus-visible]), &${focusVisibleInput}`]: focusRing,
          [`&[data-disabled], &[data-disabled]${checkedInput}`]: {
            backgroundColor: vars.color.background.disabled,
            borderColor: vars.color.text.disabled,
          },
        },
      },
    },
  },
  defaultVariants: { appearance: 'plain' },
});

/** In a card, the label's click area stretches over the whole card (description included). */
export const cardButton = style({
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.medium } },
});

/** The radio circle: a thick inner border when selected, 3:1 in every theme. */
export const indicator = style({
  flexShrink: 0,
  width: indicatorSize,
  height: indicatorSize,
  borderRadius: vars.radius.full,
  border: `${vars.size.controlBorderWidth} solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.background.raised,
  transitionProperty: 'border-width, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    ...indicatorFocus,
    '[data-hovered] > &, :hover > &': { borderColor: vars.color.text.default },
    [`${checkedInput} > &`]: { borderWidth: '0.4375rem', borderColor: vars.color.background.primary },
    '[data-invalid] > &': { borderColor: vars.color.border.error },
    [`[data-invalid]${checkedInput} > &`]: { borderColor: vars.color.background.primary },
    [`[data-disabled] > &, [data-disabled]${checkedInput} > &`]: {
      borderColor: vars.color.text.disabled,
      backgroundColor: vars.color.background.disabled,
    },
  },
});

/** In a card the focus ring goes around the card, not the circle. */
export const cardIndicator = style({
  selectors: { [`[data-focus-visible] > &, ${focusVisibleInput} > &`]: { outline: 'none' } },
});
