import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusRing } from '../../internal/input.css';

/** Without JavaScript: the native input, its button styled like a secondary Button. */
export const nativeInput = style({
  maxWidth: '100%',
  color: vars.color.text.default,
  selectors: {
    '&::file-selector-button': {
      minHeight: vars.size.touchTarget,
      marginInlineEnd: vars.space.small,
      paddingInline: vars.space.large,
      border: `${vars.size.controlBorderWidth} solid ${vars.color.border.primary}`,
      borderRadius: vars.radius.medium,
      backgroundColor: vars.color.background.raised,
      color: vars.color.text.link,
      font: 'inherit',
      fontWeight: vars.font.weight.bold,
      cursor: 'pointer',
    },
    '&:focus-visible': focusRing,
  },
});

/** With JavaScript: the button and the name of the chosen file, wrapping on narrow screens. */
export const enhanced = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

export const picker = style({ position: 'relative', display: 'inline-flex' });

/**
 * The real input, transparent, laid over the visible button: clicks, taps, drops and
 * keyboard focus all reach the native control.
 */
export const overlaidInput = style({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.large,
  border: `${vars.size.controlBorderWidth} solid ${vars.color.border.primary}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.raised,
  color: vars.color.text.link,
  fontWeight: vars.font.weight.bold,
  selectors: {
    [`${overlaidInput}:hover + &`]: { backgroundColor: vars.color.background.primarySubtle },
    [`${overlaidInput}:focus-visible + &`]: focusRing,
    [`${overlaidInput}:disabled + &`]: {
      backgroundColor: vars.color.background.disabled,
      borderColor: vars.color.background.disabled,
      color: vars.color.text.disabled,
    },
    '[data-invalid] &': { borderColor: vars.color.border.error },
  },
});

export const fileName = style({ minWidth: 0, overflowWrap: 'anywhere', color: vars.color.text.default });
