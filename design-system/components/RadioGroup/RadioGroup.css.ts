import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const options = recipe({
  base: { display: 'flex', gap: vars.space.xsmall },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.medium },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export const radio = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    minHeight: vars.size.touchTarget,
    paddingBlock: vars.space.xsmall,
    cursor: 'pointer',
    color: vars.color.text.default,
    selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled } },
  },
  variants: {
    appearance: {
      plain: {},
      card: {
        padding: vars.space.medium,
        border: `${vars.size.borderWidth} solid ${vars.color.border.strong}`,
        borderRadius: vars.radius.medium,
        backgroundColor: vars.color.background.raised,
        selectors: {
          '&[data-selected]': {
            borderColor: vars.color.border.primary,
            boxShadow: `inset 0 0 0 1px ${vars.color.border.primary}`,
            backgroundColor: vars.color.background.primarySubtle,
          },
          '&[data-hovered]': { borderColor: vars.color.border.primary },
        },
      },
    },
  },
  defaultVariants: { appearance: 'plain' },
});

export const indicator = style({
  flexShrink: 0,
  width: '1.5rem',
  height: '1.5rem',
  marginBlockStart: '0.0625rem',
  borderRadius: vars.radius.full,
  border: `${vars.size.controlBorderWidth} solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.background.raised,
  transitionProperty: 'border-width, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '[data-selected] > &': { borderWidth: '0.4375rem', borderColor: vars.color.background.primary },
    '[data-focus-visible] > &': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus.ring}`,
      outlineOffset: vars.size.focusRingOffset,
    },
    '[data-invalid] > &': { borderColor: vars.color.border.error },
    '[data-disabled] > &': { borderColor: vars.color.text.disabled, backgroundColor: vars.color.background.disabled },
  },
});

export const optionText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });
