import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { media } from '../../tokens/breakpoints';

export const root = style({
  display: 'grid',
  gap: vars.space.large,
  paddingBlock: vars.space.xlarge,
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'start', columnGap: vars.space.xxlarge },
  },
});

/** Decorative; hidden on narrow screens so the title stays in the first screenful. */
export const illustration = style({
  display: 'none',
  width: '8rem',
  height: '8rem',
  color: vars.color.text.link,
  selectors: { '[data-variant="server"] &': { color: vars.color.text.error } },
  '@media': { [media.tablet]: { display: 'block' }, [media.desktop]: { width: '10rem', height: '10rem' } },
});

export const illustrationSoft = style({ fill: vars.color.background.primarySubtle });

export const code = style({
  display: 'inline-block',
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.small,
  color: vars.color.text.muted,
});

export const hint = style({
  padding: vars.space.medium,
  borderInlineStart: `${vars.size.focusRingWidth} solid ${vars.color.border.info}`,
  backgroundColor: vars.color.background.infoSubtle,
  color: vars.color.text.default,
});
