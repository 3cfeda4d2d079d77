import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { everyDisplayMode, inDisplayModes, modeSlug, widthsForStory } from './storyModes';

/** The stories files under a folder. */
function storiesFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.stories.tsx'))
    .map((file) => join(folder, file));
}

describe('widthsForStory', () => {
  it('screenshots components once and patterns on phone and desktop', () => {
    expect(widthsForStory('Components/Button')).toEqual([375]);
    expect(widthsForStory('Foundations/Layout/Stack')).toEqual([375]);
    expect(widthsForStory('Patterns/TierCard')).toEqual([375, 1200]);
    expect(widthsForStory('Features/Journey/Amount step')).toEqual([375, 1200]);
  });

  it('follows a story tag, the story’s own over its meta’s', () => {
    expect(widthsForStory('Components/Dialog', ['dev', 'screenshot-widths:375,600'])).toEqual([375, 600]);
    expect(
      widthsForStory('Patterns/SiteHeader', ['screenshot-widths:375,600,900,1200', 'screenshot-widths:900,1200']),
    ).toEqual([900, 1200]);
  });
});

describe('inDisplayModes', () => {
  it('lists every mode by default and gives Chromatic the same globals', () => {
    const parameters = inDisplayModes();
    expect(parameters.displayModes).toHaveLength(7);
    expect(parameters.chromatic.modes.DarkHighContrast).toEqual({ theme: 'dark', contrast: 'high' });
  });

  // A mode's screenshot is named by the component, not the story (`{component}--{mode}`):
  // two stories of one file in the same mode would overwrite each other's baseline.
  it('is given each mode by one story of a file at most', () => {
    const claimedTwice: string[] = [];
    for (const file of [...storiesFiles('design-system'), ...storiesFiles('features')]) {
      const claims = [...readFileSync(file, 'utf8').matchAll(/inDisplayModes\(([^)]*)\)/gu)].flatMap(([, names]) => {
        const named = [...names!.matchAll(/'(\w+)'/gu)].map(([, name]) => name!);
        return named.length > 0 ? named : everyDisplayMode;
      });
      const twice = claims.filter((mode, index) => claims.indexOf(mode) !== index);
      if (twice.length > 0) claimedTwice.push(`${file}: ${[...new Set(twice)].join(', ')}`);
    }
    expect(claimedTwice).toEqual([]);
  });

  it('keeps only the named modes', () => {
    expect(inDisplayModes('Dark', 'LargeText').displayModes).toEqual(['Dark', 'LargeText']);
  });
});

describe('modeSlug', () => {
  it('names a mode screenshot like the story it replaced', () => {
    expect(modeSlug('DarkHighContrast')).toBe('dark-high-contrast');
    expect(modeSlug('English')).toBe('english');
  });
});
