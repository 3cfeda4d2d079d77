import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const stepper = style({
  display: 'inline-flex',
  gap: vars.space.small,
});
