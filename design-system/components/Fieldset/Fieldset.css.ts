import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const fieldset = style({ minWidth: 0, margin: 0, padding: 0, border: 0 });

export const legend = style({ padding: 0, marginBlockEnd: vars.space.medium });
