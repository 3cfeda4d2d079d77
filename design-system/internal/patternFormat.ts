'use client';

import { useDesignSystemLocale } from '../providers/DesignSystemProvider';
import { patternFormatOf } from './patternFormatOf';

/** `patternFormatOf` (./patternFormatOf) in the locale of the DesignSystemProvider. */
export function usePatternFormat() {
  return patternFormatOf(useDesignSystemLocale());
}
