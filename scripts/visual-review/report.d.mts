/** See report.mjs: the one line of the visual passes, and the review page when something differs. */
export function writeVisualReview(options?: { failOnChange?: boolean; root?: string }): {
  /** Screenshots to review: changed, new and missing. */
  changed: number;
  /** Screenshots taken (the Storybook pass's, and the e2e's that differ). */
  compared: number;
  /** reports/visual-review/index.html, or null when nothing differs (no page is written). */
  page: string | null;
  /** The line to print. */
  line: string;
  /** 1 with failOnChange and something to review, else 0. */
  exitCode: number;
};
