import { describe, expect, it } from 'vitest';
import { inDisplayModes, modeSlug, widthsForStory } from './storyModes';

describe('widthsForStory', () => {
  it('screenshots components once and patterns on phone and desktop', () => {
    expect(widthsForStory('Components/Button')).toEqual([375]);
    expect(widthsForStory('Foundations/Layout/Stack')).toEqual([375]);
    expect(widthsForStory('Patterns/TierCard')).toEqual([375, 1200]);
    expect(widthsForStory('Features/Campaign/Amount step')).toEqual([375, 1200]);
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
