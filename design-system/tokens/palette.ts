/**
 * Options tier: raw values the semantic themes choose from. Nothing outside
 * design-system/tokens reads this file; components read the semantic `vars`.
 */
import { hslToHex } from './color';

/** SPEC §9: brand primary #4B3FCF = hsl(245 60% 53%). The ramp varies lightness only. */
export const brandHsl = { hue: 245, saturation: 60, lightness: 53 } as const;

const ramp = (lightness: number) => hslToHex(brandHsl.hue, brandHsl.saturation, lightness);

export const primary = {
  50: ramp(98),
  100: ramp(95),
  200: ramp(90),
  300: ramp(82),
  400: ramp(72),
  500: ramp(64),
  600: ramp(brandHsl.lightness), // #4B3FCF, the brand colour
  700: ramp(45),
  800: ramp(38),
  900: ramp(31),
  950: ramp(17),
} as const;

/** Neutrals carry a hint of the brand hue so greys do not look dirty next to it. */
const neutralRamp = (lightness: number) => hslToHex(brandHsl.hue, 12, lightness);

export const neutral = {
  0: '#FFFFFF',
  50: neutralRamp(97),
  100: neutralRamp(94),
  200: neutralRamp(88),
  300: neutralRamp(78),
  400: neutralRamp(64),
  500: neutralRamp(48),
  600: neutralRamp(38),
  700: neutralRamp(28),
  800: neutralRamp(18),
  850: neutralRamp(13),
  900: neutralRamp(10),
  950: neutralRamp(6),
  1000: '#000000',
} as const;

/** Status hues, chosen near the French public-service (DSFR) system colours. */
export const status = {
  error: { 50: '#FFEFEF', 600: '#C9191E', 700: '#A8141A', 300: '#FF9C9C', 950: '#3A0F12' },
  success: { 50: '#E8F6EE', 600: '#18753C', 700: '#125D30', 300: '#6FD69A', 950: '#0C2A19' },
  warning: { 50: '#FFF1E5', 600: '#B34000', 700: '#8F3300', 300: '#FFB870', 950: '#3A1D05' },
  info: { 50: '#EAF0FF', 600: '#0063CB', 700: '#004FA3', 300: '#8AB8FF', 950: '#0A1F3D' },
} as const;

export const fontFamilies = {
  /**
   * Self-hosted Inter: --font-inter-latin is the app's preloaded Latin subset with its
   * metric-matched fallback (app/fonts.ts); without it (Storybook), @fontsource's
   * 'Inter Variable', which also covers the other subsets.
   */
  sans: "var(--font-inter-latin, 'Inter Variable'), 'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  /** Self-hosted from @fontsource/atkinson-hyperlegible: the "police très lisible" setting. */
  hyperlegible: "'Atkinson Hyperlegible', 'Inter Variable', system-ui, Arial, sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
} as const;
