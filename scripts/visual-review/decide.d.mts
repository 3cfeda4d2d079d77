/** See decide.mjs: accept or reject one screenshot of the review. */
export class DecisionError extends Error {
  status: number;
}
export function decide(
  root: string,
  id: unknown,
  decision: unknown,
): { id: string; decision: 'accept' | 'reject'; baseline: string; status: string };
export function readReview(root: string): { changes: { id: string; status: string; baseline: string }[] } | null;
export function readDecisions(root: string): Record<string, { decision: string; at: string }>;
