import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.medium,
  insetBlockStart: vars.space.medium,
  zIndex: 1000,
  padding: `${vars.space.small} ${vars.space.medium}`,
  backgroundColor: vars.color.background.raised,
  color: vars.color.text.link,
  fontWeight: vars.font.weight.bold,
  borderRadius: vars.radius.small,
  // Off screen until focused: it must become visible on focus (WCAG 2.4.1 / 2.4.7).
  transform: 'translateY(-200%)',
  selectors: { '&:focus, &:focus-visible': { transform: 'none' } },
});
