import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { input as textInput } from '../../internal/input.css';

/** The label, then `− [n] +`, on one line; the stepper goes under the label when the line is too narrow. */
export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xxsmall} ${vars.space.small}`,
});

/**
 * `− [n] +`: never split, the field between its buttons. The field gives up width first
 * when the line is too narrow (a phone with text at 200 %, where the buttons are 88 px).
 */
export const buttons = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  gap: vars.space.xxsmall,
  flex: '0 1 auto',
  minWidth: 0,
});

/**
 * Before hydration with JavaScript on, the buttons are not there yet (they exist only once
 * JavaScript runs): their room is kept on both sides of the field, so that their arrival moves
 * nothing. Lighthouse counted their arrival as 0.01 to 0.08 of layout shift on the steps with
 * quantities (issue 41). Without JavaScript (`scripting: none`) the field stays alone.
 */
globalStyle(`${buttons}:not(:has(> button))`, {
  '@media': {
    '(scripting: enabled)': { paddingInline: `calc(${vars.size.touchTarget} + ${vars.space.xxsmall})` },
  },
});

/** Square buttons the size of a touch target (WCAG 2.5.8), the sign centred. */
globalStyle(`${buttons} > button`, {
  minWidth: vars.size.touchTarget,
  paddingInline: vars.space.xsmall,
  fontSize: vars.font.size.large,
});

/**
 * A bound reached: the button keeps its focus (aria-disabled, not disabled) and looks
 * unavailable, as a disabled button does; its name and state say it too.
 */
globalStyle(`${buttons} > button[aria-disabled="true"]`, {
  cursor: 'not-allowed',
  backgroundColor: vars.color.background.disabled,
  borderColor: vars.color.background.disabled,
  color: vars.color.text.disabled,
});

/** The text field of the shared inputs, as wide as three digits (it grows with the text size), two at least. */
export const input = style([
  textInput(),
  {
    flex: '0 1 4em',
    width: '4em',
    minWidth: '2.5em',
    textAlign: 'center',
    fontVariantNumeric: 'tabular-nums',
  },
]);
