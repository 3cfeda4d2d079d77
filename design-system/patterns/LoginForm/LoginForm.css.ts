import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const form = style({ display: 'grid', gap: vars.space.large });

export const passwordGroup = style({ display: 'grid', gap: vars.space.xsmall, justifyItems: 'start' });

export const firstConnection = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
});
