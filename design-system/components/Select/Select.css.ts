import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusRing } from '../../internal/input.css';

/** The button that opens the list: drawn like a text input, with a chevron at the end. */
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  width: '100%',
  minHeight: vars.size.touchTarget,
  margin: 0,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  border: `${vars.size.controlBorderWidth} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background.raised,
  color: vars.color.text.default,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.body,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text.default },
    '&[data-focus-visible], &:focus-visible': focusRing,
    '[data-invalid] &': { borderColor: vars.color.border.error },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.background.disabled,
      borderColor: vars.color.text.disabled,
      color: vars.color.text.disabled,
    },
  },
});

/** The chosen option, or the placeholder in the muted colour (4.5:1). */
export const value = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
  selectors: { '&[data-placeholder]': { color: vars.color.text.muted } },
});

export const chevron = style({ flexShrink: 0 });
