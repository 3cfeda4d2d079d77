/** SPEC §9 breakpoints, mobile first. Named so components never write a raw pixel width. */
export const breakpoints = { tablet: 600, desktop: 900, wide: 1200 } as const;

export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
} as const;
