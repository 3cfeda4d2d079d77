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

/**
 * Root of a field: label, description, messages, control, in that order (GOV.UK: the
 * error sits above the control, where it is seen and read before the control). A field
 * in error gets a bar on its start side, a cue that does not rely on colour alone
 * together with the "Erreur :" text.
 */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xxsmall,
  minWidth: 0,
  selectors: {
    '&[data-invalid]': {
      borderInlineStart: `${vars.size.focusRingWidth} solid ${vars.color.border.error}`,
      paddingInlineStart: vars.space.small,
    },
  },
});

/**
 * The live region of a field's messages (DSFR: messages grouped in an aria-live
 * container). It is always rendered, so a message that appears is announced; while empty
 * it cancels the gap it would add.
 */
export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  // An address quoted in a message ("vouliez-vous dire marie.dupont@gmail.com ?") is one
  // word: it breaks rather than widen the page at 375 px with text at 200 % (WCAG 1.4.10).
  overflowWrap: 'anywhere',
  selectors: { '&:empty': { marginBlockStart: `calc(-1 * ${vars.space.xxsmall})` } },
});

export const warningText = style({
  display: 'block',
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.warning,
});
