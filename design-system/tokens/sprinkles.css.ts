import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { media } from './breakpoints';

/**
 * Responsive layout properties behind the layout primitives (Stack, Inline, Grid). Only
 * what they pass: sprinkles write one class per property, value and condition, and every
 * class is in every page's inlined CSS whether a page uses it or not (padding, row and
 * column gaps and flex direction here were most of the classes, and no component asked
 * for them: docs/performance.md, "Figures behind the code").
 */
const responsiveLayout = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': media.tablet },
    desktop: { '@media': media.desktop },
    wide: { '@media': media.wide },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop', 'wide'],
  properties: {
    gap: vars.space,
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gridTemplateColumns: {
      1: 'minmax(0, 1fr)',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
    },
  },
});

export const layoutSprinkles = createSprinkles(responsiveLayout);
export type LayoutSprinkles = Parameters<typeof layoutSprinkles>[0];
