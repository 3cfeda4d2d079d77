/** Layout only: breathing room, and the schedule as a list without bullets (each instalment has its heading). */
import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/tokens/contract.css';

export const page = style({ paddingBlock: vars.space.xlarge });

export const schedule = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.large,
});
