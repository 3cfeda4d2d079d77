/**
 * Docs only (Foundations/Colours): every semantic colour token of a theme, the colour it
 * is meant to sit on or carry, and their WCAG contrast ratio, computed with tokens/color.ts.
 */
import { contrastRatio } from '../tokens/color';
import { themes, type SemanticColors, type ThemeName } from '../tokens/themes';

export interface ColourRow {
  /** Token path, as in `vars.color.<token>` (`text.default`). */
  token: string;
  value: string;
  /** The token it is checked against. */
  against: string;
  againstValue: string;
  ratio: number;
  /** WCAG minimum: 4.5 for text, 3 for UI parts and the focus ring, 0 when decorative. */
  minimum: number;
}

type Group = keyof SemanticColors;

/** What each token is checked against, and the minimum it needs. */
function pairOf(group: Group, key: string): { against: string; minimum: number } {
  if (group === 'text') {
    if (key === 'onPrimary') return { against: 'background.primary', minimum: 4.5 };
    if (key === 'onDanger') return { against: 'background.danger', minimum: 4.5 };
    if (key === 'disabled') return { against: 'background.disabled', minimum: 3 };
    return { against: 'background.page', minimum: 4.5 };
  }
  if (group === 'background') {
    if (key.startsWith('primary') && key !== 'primarySubtle') return { against: 'text.onPrimary', minimum: 4.5 };
    if (key.startsWith('danger')) return { against: 'text.onDanger', minimum: 4.5 };
    if (key === 'disabled') return { against: 'text.disabled', minimum: 3 };
    // The backdrop is shown at 60 % over the page: decorative.
    if (key === 'overlay') return { against: 'background.page', minimum: 0 };
    return { against: 'text.default', minimum: 4.5 };
  }
  if (group === 'border') return { against: 'background.page', minimum: key === 'subtle' ? 0 : 3 };
  return key === 'ring' ? { against: 'background.page', minimum: 3 } : { against: 'focus.ring', minimum: 3 };
}

function valueAt(theme: SemanticColors, path: string): string {
  const [group, key] = path.split('.') as [Group, string];
  return (theme[group] as Record<string, string>)[key]!;
}

export function colourRows(themeName: ThemeName): ColourRow[] {
  const theme = themes[themeName];
  return (Object.keys(theme) as Group[]).flatMap((group) =>
    Object.entries(theme[group] as Record<string, string>).map(([key, value]) => {
      const { against, minimum } = pairOf(group, key);
      const againstValue = valueAt(theme, against);
      return {
        token: `${group}.${key}`,
        value,
        against,
        againstValue,
        ratio: contrastRatio(value, againstValue),
        minimum,
      };
    }),
  );
}

export const themeNames = Object.keys(themes) as ThemeName[];

/** "7,12:1" in French. */
export const formatRatio = (ratio: number) =>
  `${ratio.toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}:1`;
