/**
 * Layout only (MODELS §2.3 rule 2): colours, type and every other decision come from
 * the design system.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/tokens/contract.css';

/** The tiers of step 1: a list read as such, without bullets, spaced like a stack. */
export const tierList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  // A card is never wider than the list, whatever its content's widest line: the card
  // wraps and shrinks its stepper instead (reflow at 375 px with text at 200 %).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
});
