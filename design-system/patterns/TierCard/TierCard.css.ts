import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const card = style({
  display: 'grid',
  // One column as wide as the card: its lines wrap rather than widen it.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  // Narrower on a phone with large text, where the padding (in rem) grows with the text
  // and left the quantity stepper no room: at 375 px with text at 200 %, the card ran
  // 43 px past the screen (WCAG 1.4.10). Unchanged at 100 % text (1rem < 5vw at 375 px).
  paddingInline: `min(${vars.space.medium}, 5vw)`,
  borderRadius: vars.radius.medium,
  border: `${vars.size.borderWidth} solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.background.raised,
  color: vars.color.text.default,
  selectors: {
    // Sold out is told by the badge text and icon; the dashed border and sunken
    // background only repeat it (never colour alone, WCAG 1.4.1).
    '&[data-availability="soldOut"]': {
      borderStyle: 'dashed',
      backgroundColor: vars.color.background.sunken,
    },
    '&:has(input:checked)': {
      borderColor: vars.color.border.primary,
      boxShadow: `inset 0 0 0 1px ${vars.color.border.primary}`,
    },
  },
});

export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
});

/** The price and the choice made beside it (a quantity stepper), on one line while it fits. */
export const priceLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
});

export const price = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.large,
  fontVariantNumeric: 'tabular-nums',
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifySelf: 'start',
    gap: vars.space.xxsmall,
    margin: 0,
    paddingBlock: vars.space.xxsmall,
    paddingInline: vars.space.xsmall,
    borderRadius: vars.radius.small,
    border: `${vars.size.borderWidth} solid`,
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.bold,
  },
  variants: {
    availability: {
      available: {},
      limited: {
        borderColor: vars.color.border.warning,
        backgroundColor: vars.color.background.warningSubtle,
        color: vars.color.text.warning,
      },
      lastAvailable: {
        borderColor: vars.color.border.warning,
        backgroundColor: vars.color.background.warningSubtle,
        color: vars.color.text.warning,
      },
      soldOut: {
        borderColor: vars.color.border.strong,
        backgroundColor: vars.color.background.raised,
        color: vars.color.text.default,
      },
    },
  },
});

export const badgeIcon = style({ width: '1rem', height: '1rem', flexShrink: 0 });

export const description = style({ color: vars.color.text.muted, fontSize: vars.font.size.small });

export const control = style({
  paddingBlockStart: vars.space.xsmall,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
});
