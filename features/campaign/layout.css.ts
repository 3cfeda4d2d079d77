/**
 * Layout only (MODELS §2.3 rule 2): the space under a section legend. Colours, type and
 * every other decision come from the design system.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/tokens/contract.css';

export const fieldset = style({ minWidth: 0 });

export const legend = style({ padding: 0, marginBlockEnd: vars.space.medium });

/** Breathing room between the header and the campaign, and above the footer. */
export const page = style({ paddingBlock: vars.space.xlarge });
