import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const countdown = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.small,
    maxWidth: '100%',
    paddingBlock: vars.space.xsmall,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.medium,
    border: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
    backgroundColor: vars.color.background.surface,
    color: vars.color.text.default,
    margin: 0,
  },
  variants: {
    /** `soon` from the warning threshold; `expired` at zero. Colour never works alone: an icon and words change too. */
    state: {
      running: {},
      soon: {
        backgroundColor: vars.color.background.warningSubtle,
        borderColor: vars.color.border.warning,
      },
      expired: {
        backgroundColor: vars.color.background.errorSubtle,
        borderColor: vars.color.border.error,
      },
    },
  },
  defaultVariants: { state: 'running' },
});

export const time = style({
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.large,
  // Digits of equal width: the text does not jiggle every second.
  fontVariantNumeric: 'tabular-nums',
});

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' });

export const label = style({ fontSize: vars.font.size.small });

export const icon = style({ display: 'flex', fontSize: vars.font.size.large });
