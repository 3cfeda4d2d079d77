/** See manifest.mjs: where the visual passes leave their results (relative to a root). */
export const paths: {
  baselines: string;
  storybookManifest: string;
  received: string;
  diffs: string;
  playwrightReport: string;
  review: string;
};
export const reviewable: Set<string>;
export const idPattern: RegExp;
export const visualFailureMark: string;
export function describeBaselineFile(file: string): {
  id: string;
  storyId: string | null;
  component: string;
  mode: string;
  variant: string;
  width: number | null;
};
export function readStorybookManifest(root: string): Record<string, unknown>[];
export function visualFailuresOnly(jestReport: string): boolean;
