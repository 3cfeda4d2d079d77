/**
 * Non-colour scales. Sizes are in rem so the "taille du texte" display setting
 * (html font-size 100/125/150/200 %) scales text, spacing and touch targets together.
 */
export const space = {
  none: '0',
  xxsmall: '0.25rem',
  xsmall: '0.5rem',
  small: '0.75rem',
  medium: '1rem',
  large: '1.5rem',
  xlarge: '2rem',
  xxlarge: '3rem',
  xxxlarge: '4rem',
} as const;

export const radius = { none: '0', small: '0.25rem', medium: '0.5rem', large: '1rem', full: '999px' } as const;

/** Type scale (ratio ≈ 1.2). Line heights stay unitless so text spacing can override them. */
export const fontSize = {
  xsmall: '0.75rem',
  small: '0.875rem',
  medium: '1rem',
  large: '1.25rem',
  xlarge: '1.5rem',
  xxlarge: '2rem',
  xxxlarge: '2.5rem',
} as const;

export const fontWeight = { regular: '400', medium: '500', bold: '700' } as const;
export const lineHeight = { tight: '1.25', body: '1.5' } as const;

export const motion = {
  duration: { fast: '120ms', medium: '200ms', slow: '320ms' },
  easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)' },
} as const;

export const size = {
  /** WCAG 2.5.8 asks 24 px; we aim for 44 px (2.75rem) on primary controls. */
  touchTarget: '2.75rem',
  borderWidth: '1px',
  controlBorderWidth: '2px',
  focusRingWidth: '3px',
  focusRingOffset: '2px',
  contentMax: '75rem',
  readingMax: '40rem',
} as const;
