#!/usr/bin/env node
// `npm run visual:approve <id...>` or `npm run visual:approve -- --all`: accepts screenshots
// of the last review from the command line, as the page's Accept does (decide.mjs).
import { fileURLToPath } from 'node:url';
import { DecisionError, decide, readReview } from './decide.mjs';
import { writeVisualReview } from './report.mjs';

/** Accepts `ids` (or every change, `'all'`); returns the decisions, or throws before writing any. */
export function approve(root, ids) {
  let review = readReview(root);
  if (!review) {
    writeVisualReview({ root });
    review = readReview(root);
  }
  if (!review) throw new DecisionError('nothing to approve: no screenshot differs');
  const known = new Set(review.changes.map((change) => change.id));
  const chosen = ids === 'all' ? [...known] : ids;
  // All or nothing: a typo in the tenth id must not leave nine baselines written.
  const unknown = chosen.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new DecisionError(`unknown screenshot id: ${unknown.join(', ')}`, 404);
  return chosen.map((id) => decide(root, id, 'accept'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const ids = args.includes('--all') ? 'all' : args.filter((arg) => !arg.startsWith('--'));
  if (ids !== 'all' && ids.length === 0) {
    console.error('usage: npm run visual:approve -- <screenshot id...> | --all');
    process.exit(2);
  }
  try {
    const decisions = approve(process.cwd(), ids);
    for (const { id, baseline, status } of decisions) {
      console.log(`accepted ${id}: ${status === 'missing' ? 'deleted' : 'wrote'} ${baseline}`);
    }
  } catch (error) {
    console.error(`visual:approve: ${error.message}`);
    process.exit(1);
  }
}
