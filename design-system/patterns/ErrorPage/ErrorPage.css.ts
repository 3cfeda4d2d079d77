import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const code = style({
  display: 'inline-block',
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.small,
  color: vars.color.text.muted,
});

export const hint = style({
  padding: vars.space.medium,
  borderInlineStart: `4px solid ${vars.color.border.info}`,
  backgroundColor: vars.color.background.infoSubtle,
  color: vars.color.text.default,
});
