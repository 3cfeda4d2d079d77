import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

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
