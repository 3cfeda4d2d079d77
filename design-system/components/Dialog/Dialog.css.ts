import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { media } from '../../tokens/breakpoints';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
// `translate` (not `transform`) so the entrance composes with the centring transform.
// Only the position moves, never the opacity of the content: text is at full contrast
// from the first frame (and axe never measures a half-faded dialog).
const slideIn = keyframes({ from: { translate: `0 ${vars.space.large}` }, to: { translate: '0 0' } });

/** The backdrop: the overlay colour at 60 % so the page stays recognisable behind the dialog. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 900,
  backgroundColor: `color-mix(in srgb, ${vars.color.background.overlay} 60%, transparent)`,
  selectors: {
    '&[data-state="open"]': {
      animationName: fadeIn,
      animationDuration: vars.motion.duration.medium,
      animationTimingFunction: vars.motion.easing.standard,
    },
  },
});

/** Full-screen sheet on phones (< 600 px), a centred card from the tablet breakpoint. */
export const content = style({
  position: 'fixed',
  inset: 0,
  zIndex: 901,
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  height: '100%',
  backgroundColor: vars.color.background.raised,
  color: vars.color.text.default,
  outline: 'none',
  selectors: {
    '&[data-state="open"]': {
      animationName: slideIn,
      animationDuration: vars.motion.duration.medium,
      animationTimingFunction: vars.motion.easing.standard,
    },
  },
  '@media': {
    [media.tablet]: {
      inset: 'auto',
      insetBlockStart: '50%',
      insetInlineStart: '50%',
      transform: 'translate(-50%, -50%)',
      height: 'auto',
      maxHeight: `calc(100dvh - 2 * ${vars.space.xlarge})`,
      borderRadius: vars.radius.large,
      border: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
      boxShadow: `0 ${vars.space.xsmall} ${vars.space.xlarge} color-mix(in srgb, ${vars.color.background.overlay} 30%, transparent)`,
    },
  },
});

export const contentWidth = styleVariants({
  small: {
    '@media': {
      [media.tablet]: { width: `min(calc(100% - 2 * ${vars.space.large}), calc(${vars.size.readingMax} * 0.75))` },
    },
  },
  medium: {
    '@media': { [media.tablet]: { width: `min(calc(100% - 2 * ${vars.space.large}), ${vars.size.readingMax})` } },
  },
  large: {
    '@media': {
      [media.tablet]: { width: `min(calc(100% - 2 * ${vars.space.large}), calc(${vars.size.readingMax} * 1.4))` },
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInlineStart: vars.space.large,
  paddingInlineEnd: vars.space.small,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
});

export const title = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'center',
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

/** The only scrolling part: header and footer stay in view on long content. */
export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus.ring}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
    },
  },
});

export const description = style({ color: vars.color.text.muted });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
});
