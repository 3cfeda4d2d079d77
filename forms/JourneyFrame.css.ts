/**
 * Layout only (MODELS §2.3 rule 2): colours, type and every other decision come from
 * the design system.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../design-system/tokens/contract.css';

/** Breathing room between the site's header and the form, and above the footer. */
export const page = style({ paddingBlock: vars.space.xlarge });
