import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const icon = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: '-0.125em',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  },
  variants: {
    /** `text` follows the surrounding font size (1em), so it grows with the text-size setting. */
    size: {
      text: { width: '1em', height: '1em' },
      small: { width: vars.space.medium, height: vars.space.medium },
      medium: { width: vars.space.large, height: vars.space.large },
      large: { width: vars.space.xlarge, height: vars.space.xlarge },
    },
    tone: {
      current: {},
      muted: { color: vars.color.text.muted },
      info: { color: vars.color.text.info },
      success: { color: vars.color.text.success },
      warning: { color: vars.color.text.warning },
      error: { color: vars.color.text.error },
      link: { color: vars.color.text.link },
    },
  },
  defaultVariants: { size: 'text', tone: 'current' },
});
