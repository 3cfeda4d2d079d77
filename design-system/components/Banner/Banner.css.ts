import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** Subtle background + strong left border + coloured icon: every pair is in the contrast test. */
export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xsmall,
    paddingBlock: vars.space.small,
    paddingInlineStart: vars.space.medium,
    paddingInlineEnd: vars.space.xsmall,
    borderRadius: vars.radius.medium,
    border: `${vars.size.borderWidth} solid`,
    borderInlineStartWidth: vars.space.xxsmall,
    color: vars.color.text.default,
  },
  variants: {
    tone: {
      info: { backgroundColor: vars.color.background.infoSubtle, borderColor: vars.color.border.info },
      success: { backgroundColor: vars.color.background.successSubtle, borderColor: vars.color.border.success },
      warning: { backgroundColor: vars.color.background.warningSubtle, borderColor: vars.color.border.warning },
      error: { backgroundColor: vars.color.background.errorSubtle, borderColor: vars.color.border.error },
    },
  },
  defaultVariants: { tone: 'info' },
});

/** The live region: icon and text, without the close button (its name is not news). */
export const live = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  // Aligns the text with the 44 px close button on one-line banners.
  paddingBlock: vars.space.xsmall,
});

export const icon = style({ display: 'flex', paddingBlockStart: '0.125em', fontSize: vars.font.size.large });

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  overflowWrap: 'anywhere',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.body,
});

export const message = style({ margin: 0 });
