import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { scripted } from '../../internal/scriptFlag';
import { media } from '../../tokens/breakpoints';

export const header = style({
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.raised,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlock: vars.space.small,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  color: vars.color.text.default,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.large,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.text.link, textDecoration: 'underline' } },
});

export const logo = style({ width: '2rem', height: '2rem', flexShrink: 0 });
export const logoTile = style({ fill: vars.color.background.primary });
export const logoMark = style({ fill: vars.color.text.onPrimary });

/**
 * The "Menu" button exists only below 900 px, and only on a page that runs JavaScript:
 * shown from the first paint (internal/scriptFlag), not at hydration.
 */
export const toggle = style({
  display: 'none',
  selectors: { [`${scripted} &`]: { display: 'block' } },
  '@media': { [media.desktop]: { selectors: { [`${scripted} &`]: { display: 'none' } } } },
});

/**
 * Navigation and account. Small screens: a full-width column on its own line, hidden
 * behind the toggle on a page that runs JavaScript, from the first paint (so hydration
 * moves nothing). Desktop: one row.
 */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  flexBasis: '100%',
  selectors: {
    [`${scripted} &:not([data-open])`]: { display: 'none' },
  },
  '@media': {
    [media.desktop]: {
      flexDirection: 'row',
      alignItems: 'center',
      flexBasis: 'auto',
      selectors: { [`${scripted} &:not([data-open])`]: { display: 'flex' } },
    },
  },
});

export const account = style({ display: 'flex', alignItems: 'center' });

export const popover = style({
  minWidth: '14rem',
  maxWidth: 'calc(100vw - 2rem)',
  padding: vars.space.xxsmall,
  borderRadius: vars.radius.medium,
  border: `${vars.size.borderWidth} solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.background.raised,
  color: vars.color.text.default,
  outline: 'none',
});

export const menu = style({ display: 'flex', flexDirection: 'column', outline: 'none' });

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  color: vars.color.text.default,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered], &:focus, &:hover': { backgroundColor: vars.color.background.primarySubtle },
    // Native states too: the header's links are used before hydration and without JavaScript.
    '&[data-focus-visible], &:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus.ring}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
    },
  },
});

export const separator = style({
  height: vars.size.borderWidth,
  marginBlock: vars.space.xxsmall,
  border: 0,
  backgroundColor: vars.color.border.subtle,
});

/** Without JavaScript: a native disclosure listing the account links. */
export const fallback = style({ position: 'relative' });
export const fallbackSummary = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.small,
  cursor: 'pointer',
  fontWeight: vars.font.weight.bold,
});
export const fallbackList = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  paddingBlock: vars.space.xsmall,
  paddingInlineStart: vars.space.large,
});
