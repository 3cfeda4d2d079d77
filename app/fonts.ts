import localFont from 'next/font/local';

/**
 * Inter's Latin subset (every character of French, € included), the only font the first
 * paint needs: next/font preloads it and declares a fallback sized to its metrics, so the
 * swap from the fallback to Inter moves nothing (no layout shift, text never blocked).
 * Inter's other subsets (latin-ext, greek, cyrillic) and Atkinson Hyperlegible (the
 * "police très lisible" setting) stay in @fontsource's CSS: loaded only when a character
 * or the setting asks for them.
 */
export const interLatin = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  preload: true,
  adjustFontFallback: 'Arial',
  variable: '--font-inter-latin',
  // @fontsource's range for this file: the face is used for these characters only.
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
});
