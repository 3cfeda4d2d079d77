import { style } from '@vanilla-extract/css';
import { OTHER_AMOUNT } from './otherAmount';
import { scripted } from '../../internal/scriptFlag';
import { vars } from '../../tokens/contract.css';

export const picker = style({ display: 'grid', gap: vars.space.medium });

export const amount = style({
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.large,
  fontVariantNumeric: 'tabular-nums',
});

/** The free amount, attached to the choices like GOV.UK's conditional reveal. */
export const other = style({
  paddingInlineStart: vars.space.medium,
  borderInlineStart: `${vars.size.focusRingWidth} solid ${vars.color.border.strong}`,
  // From the checked radio, not a data attribute, so a payer without JavaScript sees it too.
  selectors: {
    [`:has(input[value="${OTHER_AMOUNT}"]:checked) ~ &`]: { borderInlineStartColor: vars.color.border.primary },
    // The server renders the field for a payer without JavaScript; a page that runs it
    // shows the field only with "Autre montant" chosen, from the first paint (not at
    // hydration, which would move the page: internal/scriptFlag).
    [`${scripted} &`]: { display: 'none' },
    [`${scripted} :has(input[value="${OTHER_AMOUNT}"]:checked) ~ &`]: { display: 'block' },
  },
});
