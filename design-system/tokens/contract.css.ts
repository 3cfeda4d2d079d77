import { createGlobalThemeContract } from '@vanilla-extract/css';
import { themes } from './themes';
import { fontSize, fontWeight, lineHeight, motion, radius, size, space } from './scales';

type Shape<T> = { [K in keyof T]: T[K] extends string ? null : Shape<T[K]> };

function shapeOf<T extends object>(value: T): Shape<T> {
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, typeof child === 'string' ? null : shapeOf(child as object)]),
  ) as Shape<T>;
}

/**
 * The semantic contract. Variable names are stable and readable (--ds-color-text-default)
 * so they can be inspected in the browser and overridden by display settings.
 */
export const vars = createGlobalThemeContract(
  {
    color: shapeOf(themes.light),
    space: shapeOf(space),
    radius: shapeOf(radius),
    font: {
      family: { body: null, mono: null },
      size: shapeOf(fontSize),
      weight: shapeOf(fontWeight),
      lineHeight: shapeOf(lineHeight),
    },
    motion: shapeOf(motion),
    size: shapeOf(size),
  },
  (_value, path) => `ds-${path.join('-')}`,
);
