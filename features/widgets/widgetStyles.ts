/**
 * The widgets' stylesheet, built from the design system's tokens (plain objects): a
 * route handler's document links none of the app's vanilla-extract CSS, and one small
 * inline <style> costs no request (the CSP's style-src allows inline styles).
 *
 * The body is transparent (the association's page shows through); colours are the light
 * theme's, whose text/background pairs the contrast test checks against white: the host
 * page is assumed white or near white (docs/widgets.md).
 */
import { themes } from '@/design-system/tokens/themes';
import { fontFamilies } from '@/design-system/tokens/palette';
import { fontSize, fontWeight, lineHeight, radius, size, space } from '@/design-system/tokens/scales';

const colors = themes.light;

const BASE = `
:root{color-scheme:light}
*,*::before,*::after{box-sizing:border-box}
html,body{margin:0;background:transparent}
body{font-family:${fontFamilies.sans};font-size:${fontSize.medium};line-height:${lineHeight.body};color:${colors.text.default};padding:${space.xsmall}}
h1,p{margin:0}
.sr-only{position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.stack{display:flex;flex-direction:column;gap:${space.xsmall}}
.title{font-size:${fontSize.large};line-height:${lineHeight.tight};font-weight:${fontWeight.bold};overflow-wrap:anywhere}
.muted{color:${colors.text.muted}}
.figure{font-size:${fontSize.xlarge};line-height:${lineHeight.tight};font-weight:${fontWeight.bold}}
.state{font-weight:${fontWeight.bold};color:${colors.text.default};border-left:4px solid ${colors.border.info};padding-left:${space.xsmall}}
.bar{height:${space.xsmall};border-radius:${radius.full};background:${colors.border.subtle};overflow:hidden}
.bar>span{display:block;height:100%;max-width:100%;background:${colors.background.primary}}
.action{display:inline-flex;align-items:center;justify-content:center;align-self:flex-start;min-height:${size.touchTarget};padding:${space.xsmall} ${space.large};border:${size.controlBorderWidth} solid transparent;border-radius:${radius.full};background:${colors.background.primary};color:${colors.text.onPrimary};font-weight:${fontWeight.bold};text-decoration:none;text-align:center}
.action:hover{background:${colors.background.primaryHover};text-decoration:underline}
.action:focus-visible{outline:${size.focusRingWidth} solid ${colors.focus.ring};outline-offset:${size.focusRingOffset}}
.card{display:flex;flex-direction:column;gap:${space.small};max-width:100%}
.media{aspect-ratio:16/9;border-radius:${radius.medium};overflow:hidden;background:${colors.background.primarySubtle}}
.media img{display:block;width:100%;height:100%;object-fit:cover}
.placeholder{display:flex;align-items:center;justify-content:center;width:100%;height:100%;font-size:${fontSize.xxxlarge};font-weight:${fontWeight.bold};color:${colors.text.link}}
.button{display:flex;flex-direction:column;align-items:center;gap:${space.xsmall}}
.button .action{align-self:center}
@media (min-width:30rem){.horizontal{flex-direction:row;align-items:stretch}.horizontal .media{flex:0 0 40%;aspect-ratio:auto;min-height:8rem}}
@media (prefers-reduced-motion:no-preference){.action{transition:background-color 120ms}}
`;

/** Whitespace between rules is for the source only. */
export const widgetCss = BASE.replace(/\n/g, '');
