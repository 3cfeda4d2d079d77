import { style } from '@vanilla-extract/css';

/**
 * The toggle sits after the input and wraps under it on narrow screens (the control row
 * wraps), its label on as many lines as it needs; the rest is the shared field chrome (internal/field.css.ts, internal/input.css.ts).
 */
export const toggle = style({
  display: 'flex',
  // Shrinks to the line once wrapped, its words wrapping in the button: at 375 px with
  // text at 200 % "Afficher le mot de passe" ran 136 px past the screen (WCAG 1.4.10).
  flex: '0 1 auto',
  minWidth: 0,
});
