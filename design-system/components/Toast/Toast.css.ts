import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { media } from '../../tokens/breakpoints';

// Position only (never opacity): the text is at full contrast from the first frame.
const slideIn = keyframes({ from: { translate: `0 ${vars.space.large}` }, to: { translate: '0 0' } });

/** Bottom of the screen, full width on phones, bottom-right from the tablet breakpoint. */
export const viewport = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInline: 0,
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  maxWidth: '100vw',
  maxHeight: '100dvh',
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.medium,
  listStyle: 'none',
  outline: 'none',
  '@media': {
    [media.tablet]: {
      insetInlineStart: 'auto',
      width: `calc(${vars.size.readingMax} * 0.65)`,
      padding: vars.space.large,
    },
  },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    paddingBlock: vars.space.small,
    paddingInlineStart: vars.space.medium,
    paddingInlineEnd: vars.space.xsmall,
    backgroundColor: vars.color.background.raised,
    color: vars.color.text.default,
    border: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
    borderInlineStartWidth: vars.space.xxsmall,
    borderRadius: vars.radius.medium,
    boxShadow: `0 ${vars.space.xxsmall} ${vars.space.medium} color-mix(in srgb, ${vars.color.background.overlay} 25%, transparent)`,
    outline: 'none',
    selectors: {
      '&:focus-visible': {
        outline: `${vars.size.focusRingWidth} solid ${vars.color.focus.ring}`,
        outlineOffset: vars.size.focusRingOffset,
      },
      '&[data-state="open"]': {
        animationName: slideIn,
        animationDuration: vars.motion.duration.medium,
        animationTimingFunction: vars.motion.easing.standard,
      },
      // Radix swipe-to-dismiss (touch): follow the finger, snap back when cancelled.
      '&[data-swipe="move"]': { translate: 'var(--radix-toast-swipe-move-x) 0' },
      '&[data-swipe="cancel"]': {
        translate: '0 0',
        transitionProperty: 'translate',
        transitionDuration: vars.motion.duration.fast,
      },
    },
  },
  variants: {
    tone: {
      info: { borderInlineStartColor: vars.color.border.info },
      success: { borderInlineStartColor: vars.color.border.success },
      warning: { borderInlineStartColor: vars.color.border.warning },
      error: { borderInlineStartColor: vars.color.border.error },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = style({ display: 'flex', paddingBlock: vars.space.xsmall, fontSize: vars.font.size.large });

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingBlock: vars.space.xsmall,
  overflowWrap: 'anywhere',
});

export const title = style({ fontWeight: vars.font.weight.bold });
export const message = style({ fontSize: vars.font.size.small });
