import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/tokens/contract.css';

/** Room around each control for its focus ring (outline plus offset) in a screenshot. */
export const controlItem = style({
  padding: vars.space.medium,
});
