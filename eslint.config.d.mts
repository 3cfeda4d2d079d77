// The types of what tests read from eslint.config.mjs (plain JavaScript, outside the
// type check: allowJs is off).
import type { Linter } from 'eslint';

/** What each layer may import: element types of eslint-plugin-boundaries. */
export declare const LAYER_IMPORTS: Readonly<Record<string, readonly unknown[]>>;

declare const config: Linter.Config[];
export default config;
