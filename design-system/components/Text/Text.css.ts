import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const text = recipe({
  base: { margin: 0, overflowWrap: 'anywhere' },
  variants: {
    size: {
      small: { fontSize: vars.font.size.small },
      medium: { fontSize: vars.font.size.medium },
      large: { fontSize: vars.font.size.large },
    },
    tone: {
      default: { color: vars.color.text.default },
      muted: { color: vars.color.text.muted },
      error: { color: vars.color.text.error },
      success: { color: vars.color.text.success },
    },
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      bold: { fontWeight: vars.font.weight.bold },
    },
  },
  defaultVariants: { size: 'medium', tone: 'default', weight: 'regular' },
});
