import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

/**
 * The square "Fermer" icon button of Dialog, Toast and Banner: a native button (Radix
 * `Close`, or Banner's own), styled by `:hover` and `:focus-visible`; the data attributes
 * of react-aria's Button are styled too, for any react-aria close button.
 * 44 px target (WCAG 2.5.8 asks 24).
 */
export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: `${vars.size.borderWidth} solid transparent`,
  borderRadius: vars.radius.medium,
  backgroundColor: 'transparent',
  color: 'inherit',
  fontSize: vars.font.size.large,
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:hover, &[data-hovered]': { borderColor: vars.color.border.strong },
    '&:focus-visible, &[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus.ring}`,
      outlineOffset: vars.size.focusRingOffset,
    },
  },
});
