import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

/**
 * Hover and press from data attributes set on the element (../../internal/pointerStates,
 * or react-aria's for the account menu's trigger), focus and disabled from the element's
 * own state, so the look is the same before hydration and without JavaScript.
 */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.large,
    borderRadius: vars.radius.medium,
    border: `${vars.size.controlBorderWidth} solid transparent`,
    fontWeight: vars.font.weight.bold,
    fontSize: vars.font.size.medium,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    outline: 'none',
    selectors: {
      // :focus-visible too: a button shows its focus before hydration and without JavaScript.
      '&[data-focus-visible], &:focus-visible': {
        outline: `${vars.size.focusRingWidth} solid ${vars.color.focus.ring}`,
        outlineOffset: vars.size.focusRingOffset,
      },
      '&:disabled, &[data-disabled]': {
        cursor: 'not-allowed',
        backgroundColor: vars.color.background.disabled,
        borderColor: vars.color.background.disabled,
        color: vars.color.text.disabled,
      },
      // Pending (see Button.tsx): focusable, announced, and not pressable.
      '&[aria-disabled="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.background.primary,
        color: vars.color.text.onPrimary,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.background.primaryHover },
          '&[data-pressed]': { backgroundColor: vars.color.background.primaryPressed },
        },
      },
      secondary: {
        backgroundColor: vars.color.background.raised,
        borderColor: vars.color.border.primary,
        color: vars.color.text.link,
        selectors: {
          '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.background.primarySubtle },
        },
      },
      tertiary: {
        backgroundColor: 'transparent',
        borderColor: vars.color.border.strong,
        color: vars.color.text.default,
        selectors: {
          '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.background.sunken },
        },
      },
      danger: {
        backgroundColor: vars.color.background.danger,
        color: vars.color.text.onDanger,
        selectors: { '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.background.dangerHover } },
      },
      link: {
        minHeight: 'auto',
        paddingInline: 0,
        backgroundColor: 'transparent',
        color: vars.color.text.link,
        fontWeight: vars.font.weight.regular,
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        selectors: { '&[data-hovered]': { color: vars.color.text.linkHover, textDecorationThickness: '2px' } },
      },
    },
    size: {
      small: { minHeight: '2rem', paddingInline: vars.space.small, fontSize: vars.font.size.small },
      medium: {},
      large: { minHeight: '3.25rem', paddingInline: vars.space.xlarge, fontSize: vars.font.size.large },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false },
});
