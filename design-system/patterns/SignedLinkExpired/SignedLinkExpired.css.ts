import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const page = style({
  paddingBlock: vars.space.xlarge,
  '@media': { print: { paddingBlock: 0 } },
});
