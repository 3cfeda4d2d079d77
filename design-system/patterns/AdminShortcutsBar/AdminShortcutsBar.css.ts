import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { media } from '../../tokens/breakpoints';

/**
 * Fixed to the bottom edge on small screens, floating at the bottom right from 900 px.
 * Both cover the page, so the page reserves room for it (below) and focused elements
 * scroll clear of it (scroll-padding): WCAG 2.4.11, focus not obscured.
 */
export const bar = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: 10,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  borderBlockStart: `${vars.size.controlBorderWidth} solid ${vars.color.border.primary}`,
  backgroundColor: vars.color.background.raised,
  color: vars.color.text.default,
  '@media': {
    [media.desktop]: {
      insetInlineStart: 'auto',
      insetInlineEnd: vars.space.large,
      insetBlockEnd: vars.space.large,
      maxWidth: '18rem',
      padding: vars.space.small,
      border: `${vars.size.controlBorderWidth} solid ${vars.color.border.primary}`,
      borderRadius: vars.radius.large,
    },
  },
});

const reserved = { mobile: '7rem', desktop: '16rem' };

globalStyle(`body:has(${bar})`, {
  paddingBlockEnd: reserved.mobile,
  '@media': { [media.desktop]: { paddingBlockEnd: vars.space.none } },
});
globalStyle(`html:has(${bar})`, {
  scrollPaddingBlockEnd: reserved.mobile,
  '@media': { [media.desktop]: { scrollPaddingBlockEnd: reserved.desktop } },
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  fontSize: vars.font.size.small,
});

export const icon = style({ width: '1.25rem', height: '1.25rem', flexShrink: 0, color: vars.color.text.link });
