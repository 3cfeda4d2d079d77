import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { media } from '../../tokens/breakpoints';

export const footer = style({
  marginBlockStart: vars.space.xxlarge,
  paddingBlock: vars.space.xlarge,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.default,
});

export const top = style({
  display: 'grid',
  gap: vars.space.xlarge,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const callToAction = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `${vars.size.borderWidth} solid ${vars.color.border.primary}`,
  backgroundColor: vars.color.background.primarySubtle,
});

export const featureList = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const featureItem = style({ display: 'flex', gap: vars.space.xsmall, alignItems: 'flex-start' });

/** Keeps the icon on the first line of a wrapping item. */
export const check = style({ flexShrink: 0, lineHeight: vars.font.lineHeight.body });

export const logoList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const logo = style({
  display: 'block',
  width: '4.5rem',
  height: '3rem',
  padding: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  border: `${vars.size.borderWidth} solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.background.raised,
  color: vars.color.text.default,
});

export const logoAccent = style({ fill: vars.color.background.primary });

export const linkList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  fontSize: vars.font.size.small,
});

/** Items keep their small-text links far enough apart for WCAG 2.5.8's spacing exception. */
export const footerLink = style({ paddingBlock: vars.space.xxsmall });
