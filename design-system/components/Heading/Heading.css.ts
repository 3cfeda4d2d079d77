import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { media } from '../../tokens/breakpoints';

export const heading = recipe({
  base: {
    color: vars.color.text.default,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
    scrollMarginBlockStart: vars.space.large,
  },
  variants: {
    size: {
      xxlarge: { fontSize: vars.font.size.xlarge, '@media': { [media.tablet]: { fontSize: vars.font.size.xxxlarge } } },
      xlarge: { fontSize: vars.font.size.xlarge, '@media': { [media.tablet]: { fontSize: vars.font.size.xxlarge } } },
      large: { fontSize: vars.font.size.large, '@media': { [media.tablet]: { fontSize: vars.font.size.xlarge } } },
      medium: { fontSize: vars.font.size.large },
      small: { fontSize: vars.font.size.medium },
    },
  },
  defaultVariants: { size: 'large' },
});
