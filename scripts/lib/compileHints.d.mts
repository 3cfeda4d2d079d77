/** V8's compile hint, the first line of every browser chunk of a build. */
export const COMPILE_HINT: string;
/** Puts the hint at the top of every `.js` file under `{distDir}/static/chunks`; returns how many it changed. */
export function addCompileHints(distDir: string): number;
/** `compiler.runAfterProductionCompile` of a Next config. */
export function runAfterProductionCompile(metadata: { distDir: string; projectDir: string }): Promise<void>;
