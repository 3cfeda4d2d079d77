/**
 * How the one Storybook pass treats a story (`.storybook/test-runner.ts`: the story's
 * play function, axe, then its screenshots, all in one browser visit).
 *
 * **Widths.** A story is screenshotted only at the widths where it can look different:
 * - Foundations and Components: 375 px alone — their CSS has no breakpoint, so a wider
 *   viewport only stretches what 375 px already shows (measured over every story: see
 *   docs/testing.md);
 * - Patterns and Features: 375 and 1200 px (phone and desktop);
 * - a story whose CSS changes at the 600 or 900 px breakpoint says so with the tag
 *   `'screenshot-widths:375,600,900,1200'` (on a story, or on its meta; Storybook's
 *   indexer only reads tags written as string literals).
 *
 * **Play width.** A story renders and plays at 375 px; one whose play function needs a
 * wider layout (the desktop header) says `parameters: { playWidth: 1200 }`.
 *
 * **Display modes.** The language, theme, contrast, text size, text spacing and font
 * settings are not written as one story each: `parameters: inDisplayModes(...)` on a
 * story renders it again in each mode — axe and screenshots in each — and gives
 * Chromatic the same list as its modes. A mode's screenshot is named
 * `{component}--{mode}--{width}.png` (e.g. `components-button--dark--375.png`).
 */

/** The display settings a component is checked in (Storybook globals). */
export const displayModes = {
  English: { locale: 'en' },
  Dark: { theme: 'dark' },
  HighContrast: { contrast: 'high' },
  DarkHighContrast: { theme: 'dark', contrast: 'high' },
  LargeText: { textSize: '200' },
  TextSpacing: { textSpacing: 'increased' },
  Hyperlegible: { font: 'hyperlegible' },
} as const;

export type DisplayModeName = keyof typeof displayModes;

/** The six settings every component is shown in, plus English. */
export const everyDisplayMode = Object.keys(displayModes) as DisplayModeName[];

/** Story parameters that render the story in each named display mode. */
export function inDisplayModes(...names: DisplayModeName[]) {
  const chosen = names.length > 0 ? names : everyDisplayMode;
  return {
    displayModes: chosen,
    chromatic: { modes: Object.fromEntries(chosen.map((name) => [name, displayModes[name]])) },
  };
}

export const screenshotWidthsTagPrefix = 'screenshot-widths:';

/** The viewport widths the visual pass uses (SPEC §9: small phone, then each breakpoint). */
export type ScreenshotWidth = 375 | 600 | 900 | 1200;

/** The widths a story is screenshotted at: its tag, else the default of its section. */
export function widthsForStory(title: string, tags: readonly string[] = []): ScreenshotWidth[] {
  // Storybook lists the meta's tags before the story's: the story's own tag wins.
  const tagged = [...tags].reverse().find((tag) => tag.startsWith(screenshotWidthsTagPrefix));
  if (tagged) {
    return tagged
      .slice(screenshotWidthsTagPrefix.length)
      .split(',')
      .map((width) => Number(width) as ScreenshotWidth);
  }
  return title.startsWith('Patterns/') || title.startsWith('Features/') ? [375, 1200] : [375];
}

/** The file-name part of a display mode (`DarkHighContrast` → `dark-high-contrast`). */
export function modeSlug(name: DisplayModeName): string {
  return name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
}
