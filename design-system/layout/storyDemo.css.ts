import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

/** Stories only: a visible box so the layout primitives' spacing can be seen. */
export const box = style({
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `${vars.size.borderWidth} solid ${vars.color.border.primary}`,
  backgroundColor: vars.color.background.primarySubtle,
  color: vars.color.text.default,
  fontWeight: vars.font.weight.bold,
});

export const outline = style({
  outline: `${vars.size.borderWidth} dashed ${vars.color.border.strong}`,
});
