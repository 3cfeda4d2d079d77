import { describe, expect, it } from 'vitest';
import { contrastRatio, hslToHex } from './color';
import { primary } from './palette';
import { themes, type SemanticColors, type ThemeName } from './themes';

const TEXT = 4.5; // WCAG 1.4.3
const UI = 3; // WCAG 1.4.11 and the focus indicator

type Pair = { name: string; foreground: string; background: string; minimum: number };

/** Every foreground/background pairing the design system renders. */
function pairsOf(theme: SemanticColors): Pair[] {
  const { text, background: bg, border, focus } = theme;
  const pageBackgrounds = { page: bg.page, surface: bg.surface, raised: bg.raised, sunken: bg.sunken };
  const pairs: Pair[] = [];
  for (const [bgName, bgValue] of Object.entries(pageBackgrounds)) {
    for (const key of ['default', 'muted', 'link', 'linkHover', 'error', 'success', 'warning', 'info'] as const) {
      pairs.push({ name: `text.${key} on ${bgName}`, foreground: text[key], background: bgValue, minimum: TEXT });
    }
    pairs.push({ name: `text.disabled on ${bgName}`, foreground: text.disabled, background: bgValue, minimum: UI });
    for (const key of ['strong', 'primary', 'error', 'success', 'warning', 'info'] as const) {
      pairs.push({ name: `border.${key} on ${bgName}`, foreground: border[key], background: bgValue, minimum: UI });
    }
    pairs.push({ name: `focus.ring on ${bgName}`, foreground: focus.ring, background: bgValue, minimum: UI });
    pairs.push({ name: `background.primary on ${bgName}`, foreground: bg.primary, background: bgValue, minimum: UI });
    pairs.push({ name: `background.danger on ${bgName}`, foreground: bg.danger, background: bgValue, minimum: UI });
  }
  for (const key of ['primary', 'primaryHover', 'primaryPressed'] as const) {
    pairs.push({ name: `text.onPrimary on ${key}`, foreground: text.onPrimary, background: bg[key], minimum: TEXT });
  }
  for (const key of ['danger', 'dangerHover'] as const) {
    pairs.push({ name: `text.onDanger on ${key}`, foreground: text.onDanger, background: bg[key], minimum: TEXT });
  }
  const statusPairs = [
    ['error', bg.errorSubtle],
    ['success', bg.successSubtle],
    ['warning', bg.warningSubtle],
    ['info', bg.infoSubtle],
  ] as const;
  for (const [key, subtle] of statusPairs) {
    pairs.push({ name: `text.${key} on ${key}Subtle`, foreground: text[key], background: subtle, minimum: TEXT });
    pairs.push({ name: `text.default on ${key}Subtle`, foreground: text.default, background: subtle, minimum: TEXT });
    pairs.push({ name: `border.${key} on ${key}Subtle`, foreground: border[key], background: subtle, minimum: UI });
    pairs.push({ name: `text.link on ${key}Subtle`, foreground: text.link, background: subtle, minimum: TEXT });
  }
  pairs.push({
    name: 'text.default on primarySubtle',
    foreground: text.default,
    background: bg.primarySubtle,
    minimum: TEXT,
  });
  pairs.push({
    name: 'border.primary on primarySubtle',
    foreground: border.primary,
    background: bg.primarySubtle,
    minimum: UI,
  });
  pairs.push({ name: 'text.disabled on disabled', foreground: text.disabled, background: bg.disabled, minimum: UI });
  // The focus ring sits on the page right next to a primary button: it must stand out from both.
  pairs.push({ name: 'focus.ring on focus.offset', foreground: focus.ring, background: focus.offset, minimum: UI });
  return pairs;
}

describe('colour maths', () => {
  it('generates the brand colour from SPEC §9 hue 245, saturation 60 %, lightness 53 %', () => {
    expect(hslToHex(245, 60, 53)).toBe('#4B3FCF');
    expect(primary[600]).toBe('#4B3FCF');
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBeCloseTo(1, 5);
    // Known value: #767676 on white is the classic 4.54:1 grey.
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });
});

describe.each(Object.keys(themes) as ThemeName[])('theme %s', (themeName) => {
  const pairs = pairsOf(themes[themeName]);
  it.each(pairs.map((pair) => [pair.name, pair] as const))('%s meets WCAG AA', (_name, pair) => {
    const ratio = contrastRatio(pair.foreground, pair.background);
    expect(
      ratio,
      `${pair.foreground} on ${pair.background} is ${ratio.toFixed(2)}:1, needs ${pair.minimum}:1`,
    ).toBeGreaterThanOrEqual(pair.minimum);
  });
});
