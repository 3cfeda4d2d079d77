import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/contract.css';
import { focusRing } from './input.css';

/**
 * A choice's checked and focused states, read from its native input rather than from
 * react-aria's `data-selected` / `data-focus-visible`: those are written by JavaScript, so
 * before hydration and without it the server's `data-selected` stays on the option that
 * was checked when the page was sent, whatever the payer picks next, and focus shows
 * nothing. With JavaScript the input's state is the same as react-aria's (it renders the
 * input controlled). Each selects the element holding the control's hidden input.
 */
export const checkedInput = ':has(input:checked)';
export const focusVisibleInput = ':has(input:focus-visible)';

/**
 * Shared by the single-choice controls (Checkbox, Switch, Radio): a clickable row at
 * least as tall as a touch target, the indicator first, then the label text.
 */
export const choiceRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.xsmall,
  cursor: 'pointer',
  color: vars.color.text.default,
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled },
    '&[data-readonly]': { cursor: 'default' },
  },
});

/** Size of a box or radio indicator: 1.5rem, with the text's first line. */
export const indicatorSize = '1.5rem';

/** The ring drawn around an indicator when its hidden input has keyboard focus. */
export const indicatorFocus = { [`[data-focus-visible] > &, ${focusVisibleInput} > &`]: focusRing } as const;

/** Label text next to an indicator. */
export const choiceText = style({ display: 'block', paddingBlockStart: '0.0625rem' });

/** Description under a choice, aligned with its label text (after the indicator). */
export const choiceDescription = style({
  display: 'block',
  fontSize: vars.font.size.small,
  color: vars.color.text.muted,
  paddingInlineStart: `calc(${indicatorSize} + ${vars.space.small})`,
  marginBlockStart: `calc(-1 * ${vars.space.xsmall})`,
  paddingBlockEnd: vars.space.xsmall,
});

/** The options of a RadioGroup or CheckboxGroup, stacked or side by side; cards get more room. */
export const groupOptions = recipe({
  base: {
    display: 'flex',
    gap: vars.space.xxsmall,
    selectors: { '&:has(> [data-appearance="card"])': { gap: vars.space.small } },
  },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: {
        flexDirection: 'row',
        flexWrap: 'wrap',
        columnGap: vars.space.large,
        selectors: {
          // Cards side by side share one width, and wrap a whole card at a time: sized by
          // their text they were ragged once wrapped on a phone ("Une fois" narrower than
          // "Tous les mois", "Autre montant" than the amounts). One column at 375 px.
          '&:has(> [data-appearance="card"])': {
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))',
            columnGap: vars.space.small,
          },
        },
      },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});
