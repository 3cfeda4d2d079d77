import { style } from '@vanilla-extract/css';

export const inline = style({ display: 'flex', flexWrap: 'wrap', minWidth: 0 });
