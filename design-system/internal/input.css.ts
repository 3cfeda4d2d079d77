import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';

/** The outline every field control draws when focused (3 px, 3:1 on every theme). */
export const focusRing = {
  outline: `${vars.size.focusRingWidth} solid ${vars.color.focus.ring}`,
  outlineOffset: vars.size.focusRingOffset,
} as const;

/**
 * Widths hinting at the expected length (GOV.UK fixed-width inputs), in em so they grow
 * with the text size setting. `short` fits a date or a postcode, `medium` an amount or a
 * phone number.
 */
const widths = { full: {}, medium: { maxWidth: '16em' }, short: { maxWidth: '9em' } } as const;

/** The row holding the control and what is attached to it (currency suffix, toggle button). */
export const control = recipe({
  base: { display: 'flex', alignItems: 'stretch', width: '100%' },
  variants: {
    width: widths,
    wrap: { true: { flexWrap: 'wrap', gap: vars.space.xsmall }, false: {} },
  },
  defaultVariants: { width: 'full', wrap: false },
});

/** Text inputs and text areas; states come from react-aria's data attributes. */
export const input = recipe({
  base: {
    position: 'relative',
    flex: '1 1 12em',
    minWidth: 0,
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
    outline: 'none',
    selectors: {
      '&[data-hovered], &:hover': { borderColor: vars.color.text.default },
      // Text inputs show the ring on any focus: where the caret is matters for everyone.
      // Above an attached suffix or button, so the whole ring shows. `:focus` and
      // aria-invalid too: react-aria's data-* attributes need JavaScript.
      '&[data-focused], &[data-focus-visible], &:focus': { ...focusRing, zIndex: 1 },
      '&[data-invalid], &[aria-invalid="true"]': { borderColor: vars.color.border.error },
      '&[readonly]': { backgroundColor: vars.color.background.sunken, borderStyle: 'dashed' },
      '&[data-disabled]': {
        cursor: 'not-allowed',
        backgroundColor: vars.color.background.disabled,
        borderColor: vars.color.text.disabled,
        color: vars.color.text.disabled,
      },
    },
  },
  variants: {
    /** A suffix is attached on the end side: square the corners that touch it. */
    attached: { true: { borderStartEndRadius: 0, borderEndEndRadius: 0 }, false: {} },
    multiline: { true: { resize: 'vertical', minHeight: '6em' }, false: {} },
  },
  defaultVariants: { attached: false, multiline: false },
});

/** A unit shown after the input (€), drawn as part of the input's box. */
export const suffix = style({
  display: 'flex',
  alignItems: 'center',
  flex: 'none',
  paddingInline: vars.space.small,
  border: `${vars.size.controlBorderWidth} solid ${vars.color.border.strong}`,
  borderInlineStart: 0,
  borderStartEndRadius: vars.radius.small,
  borderEndEndRadius: vars.radius.small,
  backgroundColor: vars.color.background.sunken,
  color: vars.color.text.default,
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
});
