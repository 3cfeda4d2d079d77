import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

const shimmer = keyframes({ from: { backgroundPosition: '100% 0' }, to: { backgroundPosition: '0 0' } });

export const group = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

/**
 * A light band sweeps across the placeholder. Its duration comes from the motion tokens,
 * and reduced motion (setting or system) removes the animation: the placeholder stays
 * still, in the sunken colour.
 */
export const skeleton = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.background.sunken,
    backgroundImage: `linear-gradient(90deg, ${vars.color.background.sunken} 30%, ${vars.color.border.subtle} 50%, ${vars.color.background.sunken} 70%)`,
    backgroundSize: '300% 100%',
    animationName: shimmer,
    animationDuration: `calc(${vars.motion.duration.slow} * 5)`,
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
    '@media': {
      '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' },
      // In forced colours the background disappears: a border keeps the shape visible.
      '(forced-colors: active)': { border: `${vars.size.borderWidth} solid CanvasText` },
    },
    selectors: { ':root[data-motion="reduced"] &': { animation: 'none', backgroundImage: 'none' } },
  },
  variants: {
    shape: {
      text: { height: '1em', marginBlock: '0.25em', borderRadius: vars.radius.small },
      heading: { height: '1.5em', borderRadius: vars.radius.small },
      rect: { borderRadius: vars.radius.medium },
      circle: { borderRadius: vars.radius.full, flexShrink: 0 },
    },
    width: {
      full: { width: '100%' },
      threeQuarters: { width: '75%' },
      half: { width: '50%' },
      quarter: { width: '25%' },
    },
    height: {
      auto: {},
      small: { height: vars.size.touchTarget },
      medium: { height: `calc(${vars.space.xxxlarge} * 1.5)` },
      large: { height: `calc(${vars.space.xxxlarge} * 3)` },
    },
    size: {
      none: {},
      small: { width: vars.space.xlarge, height: vars.space.xlarge },
      medium: { width: vars.space.xxlarge, height: vars.space.xxlarge },
      large: { width: vars.space.xxxlarge, height: vars.space.xxxlarge },
    },
  },
  defaultVariants: { shape: 'text', width: 'full', height: 'auto', size: 'none' },
});
