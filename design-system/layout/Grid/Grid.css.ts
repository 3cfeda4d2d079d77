import { style } from '@vanilla-extract/css';

export const grid = style({ display: 'grid', minWidth: 0 });
