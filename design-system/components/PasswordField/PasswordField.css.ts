import { style } from '@vanilla-extract/css';

/**
 * The toggle sits after the input and wraps under it on narrow screens (the control row
 * wraps); the rest is the shared field chrome (internal/field.css.ts, internal/input.css.ts).
 */
export const toggle = style({ display: 'flex', flex: 'none' });
