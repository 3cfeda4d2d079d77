import { style } from '@vanilla-extract/css';

/**
 * DateField uses the shared field chrome and input (internal/), at the `short` width
 * (10 characters). Its hint has two lines: the optional description, then the format.
 */
export const hintLine = style({ display: 'block' });
