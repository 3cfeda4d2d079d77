import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

const spin = keyframes({ from: { rotate: '0deg' }, to: { rotate: '360deg' } });

export const root = recipe({
  base: { display: 'inline-flex', flexShrink: 0, color: vars.color.background.primary },
  variants: {
    /** `text` is 1em: follows the text next to it (inside a button, for instance). */
    size: {
      text: { width: '1em', height: '1em' },
      small: { width: vars.space.large, height: vars.space.large },
      medium: { width: vars.space.xlarge, height: vars.space.xlarge },
      large: { width: vars.space.xxlarge, height: vars.space.xxlarge },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const svg = style({
  width: '100%',
  height: '100%',
  rotate: '-90deg',
  fill: 'none',
  selectors: {
    // One full turn per second; the rotation duration comes from the motion tokens, so
    // reduced motion stops it (the arc stays visible).
    '[data-indeterminate] > &': {
      animationName: spin,
      animationDuration: `calc(${vars.motion.duration.slow} * 3)`,
      animationTimingFunction: 'linear',
      animationIterationCount: 'infinite',
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const track = style({
  stroke: vars.color.border.subtle,
  '@media': { '(forced-colors: active)': { stroke: 'GrayText' } },
});

export const fill = style({
  stroke: 'currentColor',
  strokeLinecap: 'round',
  transitionProperty: 'stroke-dashoffset',
  transitionDuration: vars.motion.duration.medium,
  '@media': { '(forced-colors: active)': { stroke: 'Highlight' } },
});
