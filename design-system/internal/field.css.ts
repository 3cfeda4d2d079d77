import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

/** Shared field chrome: label, description and error text of every field. */
export const label = style({
  display: 'block',
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.default,
});

export const legend = style([
  label,
  { fontSize: vars.font.size.medium, padding: 0, marginBlockEnd: vars.space.xsmall },
]);

export const description = style({
  display: 'block',
  fontSize: vars.font.size.small,
  color: vars.color.text.muted,
});

export const errorText = style({
  display: 'block',
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.error,
});

export const optionalMarker = style({ fontWeight: vars.font.weight.regular, color: vars.color.text.muted });
