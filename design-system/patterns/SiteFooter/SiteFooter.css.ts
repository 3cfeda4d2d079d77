import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const footer = style({
  marginBlockStart: vars.space.xxlarge,
  paddingBlock: vars.space.xlarge,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  fontSize: vars.font.size.small,
});

export const linkList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});
