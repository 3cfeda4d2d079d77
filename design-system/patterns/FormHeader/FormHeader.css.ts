import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { media } from '../../tokens/breakpoints';

export const header = style({
  display: 'grid',
  gap: vars.space.large,
  selectors: {
    '&[data-has-image]': {
      '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } },
    },
  },
});

/** The image comes first on small screens, beside the text from 900 px. */
export const image = style({
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  '@media': { [media.desktop]: { order: 2 } },
});

export const organization = style({ fontWeight: vars.font.weight.bold });

export const figures = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
});

export const collected = style({
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});
