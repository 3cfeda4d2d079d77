import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/**
 * The button that opens the list, attached at the end of the input (the input uses the
 * shared `input({ attached: true })`): a square touch target with a chevron.
 */
export const openButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  minWidth: vars.size.touchTarget,
  margin: 0,
  padding: 0,
  border: `${vars.size.controlBorderWidth} solid ${vars.color.border.strong}`,
  borderInlineStart: 0,
  borderStartEndRadius: vars.radius.small,
  borderEndEndRadius: vars.radius.small,
  backgroundColor: vars.color.background.sunken,
  color: vars.color.text.default,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.background.disabled },
    '[data-invalid] &': { borderColor: vars.color.border.error },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      color: vars.color.text.disabled,
      borderColor: vars.color.text.disabled,
    },
  },
});
