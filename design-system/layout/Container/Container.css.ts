import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { media } from '../../tokens/breakpoints';

export const container = style({
  width: '100%',
  marginInline: 'auto',
  paddingInline: vars.space.medium,
  '@media': {
    [media.tablet]: { paddingInline: vars.space.large },
    [media.desktop]: { paddingInline: vars.space.xlarge },
  },
});

export const containerWidth = {
  reading: style({ maxWidth: vars.size.readingMax }),
  content: style({ maxWidth: vars.size.contentMax }),
  full: style({ maxWidth: 'none' }),
};
