import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const list = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.xsmall,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.small,
  // Focus lands here after "load more": the ring shows where the new items start.
  selectors: {
    '&:focus-visible, &:focus': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus.ring}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
    },
  },
});

export const name = style({ fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });

export const amount = style({
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  textAlign: 'end',
});

export const meta = style({
  gridColumn: '1 / -1',
  fontSize: vars.font.size.small,
  color: vars.color.text.muted,
});

export const more = style({ paddingBlockStart: vars.space.medium });
