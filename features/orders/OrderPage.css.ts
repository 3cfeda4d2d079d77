/** Layout only: breathing room, and the schedule's table (a row per payment, headers announced). */
import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/tokens/contract.css';

export const page = style({ paddingBlock: vars.space.xlarge });

/** Wide tables scroll inside their box on a narrow screen instead of widening the page. */
export const tableBox = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse' });

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.bold,
  paddingBlockEnd: vars.space.small,
});

export const cell = style({
  textAlign: 'start',
  verticalAlign: 'top',
  paddingBlock: vars.space.small,
  paddingInlineEnd: vars.space.medium,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium, alignItems: 'center' });
