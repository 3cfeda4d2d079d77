import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { media } from './breakpoints';

/** Responsive layout properties behind the layout primitives (Stack, Inline, Grid, Container). */
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
    rowGap: vars.space,
    columnGap: vars.space,
    paddingBlock: vars.space,
    paddingInline: vars.space,
    flexDirection: ['row', 'column'],
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
export type Space = keyof typeof vars.space;
