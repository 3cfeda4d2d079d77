/** The door's answer: large, on a tinted panel with its icon; the tone is also said in words. */
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../design-system/tokens/contract.css';

export const answer = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.medium,
    padding: vars.space.large,
    borderRadius: vars.radius.medium,
    border: `${vars.size.borderWidth} solid`,
    borderInlineStartWidth: vars.space.xsmall,
    color: vars.color.text.default,
    overflowWrap: 'anywhere',
  },
  variants: {
    tone: {
      none: { backgroundColor: vars.color.background.infoSubtle, borderColor: vars.color.border.info },
      success: { backgroundColor: vars.color.background.successSubtle, borderColor: vars.color.border.success },
      warning: { backgroundColor: vars.color.background.warningSubtle, borderColor: vars.color.border.warning },
      error: { backgroundColor: vars.color.background.errorSubtle, borderColor: vars.color.border.error },
    },
  },
});

export const answerIcon = style({ display: 'flex', fontSize: vars.font.size.xxxlarge, flexShrink: 0 });

export const answerTitle = style({
  margin: 0,
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const answerDetail = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  lineHeight: vars.font.lineHeight.tight,
});

export const count = style({ margin: 0, fontSize: vars.font.size.xlarge, fontWeight: vars.font.weight.bold });

export const entry = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium, alignItems: 'flex-end' });

export const video = style({
  display: 'block',
  width: '100%',
  maxWidth: '30rem',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.infoSubtle,
});
