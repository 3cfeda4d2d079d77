import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const link = recipe({
  base: {
    color: vars.color.text.link,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    cursor: 'pointer',
    borderRadius: vars.radius.small,
    outline: 'none',
    selectors: {
      '&[data-hovered]': { color: vars.color.text.linkHover, textDecorationThickness: '2px' },
      // :focus-visible too: a link shows its focus before hydration and without JavaScript.
      '&[data-focus-visible], &:focus-visible': {
        outline: `${vars.size.focusRingWidth} solid ${vars.color.focus.ring}`,
        outlineOffset: vars.size.focusRingOffset,
      },
    },
  },
  variants: {
    variant: {
      inline: {},
      standalone: {
        fontWeight: vars.font.weight.bold,
        textDecoration: 'none',
        selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});
