/**
 * Global tokens and display settings. The settings are attributes on <html> written by
 * the server from a cookie (so the first byte is right, no flash) and by the client
 * when the panel changes them:
 *   data-theme="light|dark|system"  data-contrast="standard|high"
 *   data-text-size="100|125|150|200" data-text-spacing="standard|increased"
 *   data-motion="system|reduced"     data-font="standard|hyperlegible"
 */
import { assignVars, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { fontFamilies } from './palette';
import { fontSize, fontWeight, lineHeight, motion, radius, size, space } from './scales';
import { themes } from './themes';

const darkScheme = '(prefers-color-scheme: dark)';

globalStyle(':root', {
  vars: {
    ...assignVars(vars.color, themes.light),
    ...assignVars(vars.space, space),
    ...assignVars(vars.radius, radius),
    ...assignVars(vars.font, {
      family: { body: fontFamilies.sans, mono: fontFamilies.mono },
      size: fontSize,
      weight: fontWeight,
      lineHeight,
    }),
    ...assignVars(vars.motion, motion),
    ...assignVars(vars.size, size),
  },
  colorScheme: 'light',
});

globalStyle(':root[data-theme="dark"]', { vars: assignVars(vars.color, themes.dark), colorScheme: 'dark' });
globalStyle(':root[data-theme="system"]', {
  '@media': { [darkScheme]: { vars: assignVars(vars.color, themes.dark), colorScheme: 'dark' } },
});
globalStyle(':root[data-contrast="high"]', { vars: assignVars(vars.color, themes.lightHighContrast) });
globalStyle(':root[data-contrast="high"][data-theme="dark"]', {
  vars: assignVars(vars.color, themes.darkHighContrast),
});
globalStyle(':root[data-contrast="high"][data-theme="system"]', {
  '@media': { [darkScheme]: { vars: assignVars(vars.color, themes.darkHighContrast) } },
});

// Text size: everything is in rem, so the root size scales the whole interface (WCAG 1.4.4).
for (const percent of ['125', '150', '200']) {
  globalStyle(`:root[data-text-size="${percent}"]`, { fontSize: `${percent}%` });
}

// Reduced motion: the explicit setting and the system preference both zero the durations.
const noMotion = assignVars(vars.motion.duration, { fast: '0ms', medium: '0ms', slow: '0ms' });
globalStyle(':root[data-motion="reduced"]', { vars: noMotion });
globalStyle(':root', { '@media': { '(prefers-reduced-motion: reduce)': { vars: noMotion } } });
globalStyle(
  ':root[data-motion="reduced"] *, :root[data-motion="reduced"] *::before, :root[data-motion="reduced"] *::after',
  {
    animationDuration: '0ms !important',
    animationIterationCount: '1 !important',
    transitionDuration: '0ms !important',
    scrollBehavior: 'auto !important' as 'auto',
  },
);

globalStyle(':root[data-font="hyperlegible"]', {
  vars: { [vars.font.family.body]: fontFamilies.hyperlegible },
});

// WCAG 1.4.12 text spacing: line height 1.5, paragraph spacing 2em, letter 0.12em, word 0.16em.
globalStyle(':root[data-text-spacing="increased"] body *', {
  lineHeight: '1.5 !important',
  letterSpacing: '0.12em !important',
  wordSpacing: '0.16em !important',
});
globalStyle(':root[data-text-spacing="increased"] p', { marginBlockEnd: '2em !important' });

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  backgroundColor: vars.color.background.page,
  color: vars.color.text.default,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.body,
  WebkitFontSmoothing: 'antialiased',
});

// The widget layout is framed on the association's own site: no page background.
globalStyle('body:has([data-layout="widget"])', { backgroundColor: 'transparent' });

globalStyle('h1, h2, h3, h4, h5, h6, p, ul, ol, dl, figure, fieldset', { margin: 0 });
globalStyle('fieldset', { padding: 0, border: 0, minWidth: 0 });
globalStyle('img, svg', { maxWidth: '100%' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

// One focus style for everything that has no component-specific one: a 3 px ring
// with an offset, visible on every theme (checked by the contrast test).
globalStyle(':focus-visible', {
  outline: `${vars.size.focusRingWidth} solid ${vars.color.focus.ring}`,
  outlineOffset: vars.size.focusRingOffset,
});

globalStyle('a', { color: vars.color.text.link, textUnderlineOffset: '0.2em' });
globalStyle('a:hover', { color: vars.color.text.linkHover, textDecorationThickness: '2px' });

globalStyle('::selection', {
  backgroundColor: vars.color.background.primary,
  color: vars.color.text.onPrimary,
});
