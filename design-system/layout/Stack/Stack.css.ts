import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
