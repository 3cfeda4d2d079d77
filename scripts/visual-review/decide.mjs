// Accepting or rejecting one screenshot of the review, shared by the review server and
// `npm run visual:approve`. Only ids of reports/visual-review/review.json are known, and a
// baseline is only ever written inside the two baseline folders: no path comes from the
// caller.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { idPattern, paths } from './manifest.mjs';

/** The folders a decision may write in (Storybook's and the e2e's baselines). */
const baselineFolders = ['tests/visual/baselines', 'tests/e2e/__screenshots__'];

export class DecisionError extends Error {
  constructor(message, status = 400) {
    super(message);
    this.status = status;
  }
}

/** The review written by report.mjs, or null when there is none. */
export function readReview(root) {
  const file = path.join(root, paths.review, 'review.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** Decisions taken so far, by id: `{ decision: 'accept' | 'reject', at }`. */
export function readDecisions(root) {
  const file = path.join(root, paths.review, 'decisions.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/** The baseline's absolute path, refused unless it lies in a baseline folder under root. */
function baselinePath(root, relative) {
  const absolute = path.resolve(root, relative);
  const inside = baselineFolders.some((folder) => {
    const base = path.resolve(root, folder) + path.sep;
    return absolute.startsWith(base) && absolute.endsWith('.png');
  });
  if (!inside) throw new DecisionError(`refused: ${relative} is not a baseline`, 500);
  return absolute;
}

/** Puts `image` (an image of the review, or null: no file) where the baseline is. */
function putBaseline(root, reviewDir, image, target) {
  if (!image) return rmSync(target, { force: true });
  mkdirSync(path.dirname(target), { recursive: true });
  copyFileSync(path.join(reviewDir, image), target);
}

/**
 * Applies a decision at once. Accept: the received image becomes the baseline (a missing
 * screenshot's baseline is deleted). Reject: the decision is recorded and the baseline
 * left as the run found it — put back from the review's copy if it had been accepted.
 */
export function decide(root, id, decision) {
  if (decision !== 'accept' && decision !== 'reject') throw new DecisionError('decision must be accept or reject');
  if (typeof id !== 'string' || !idPattern.test(id)) throw new DecisionError('unknown screenshot id');
  const review = readReview(root);
  const change = review?.changes.find((entry) => entry.id === id);
  if (!change) throw new DecisionError(`unknown screenshot id: ${id}`, 404);
  const reviewDir = path.join(root, paths.review);
  const target = baselinePath(root, change.baseline);
  const decisions = readDecisions(root);
  if (decision === 'accept') {
    if (change.status !== 'missing' && !change.images.received) {
      throw new DecisionError(`${id}: the received image is gone; run the pass again`, 409);
    }
    putBaseline(root, reviewDir, change.status === 'missing' ? null : change.images.received, target);
  } else if (decisions[id]?.decision === 'accept') {
    // Undo: the run's baseline (none for a new screenshot) comes back.
    putBaseline(root, reviewDir, change.status === 'new' ? null : change.images.baseline, target);
  }
  decisions[id] = { decision, at: new Date().toISOString() };
  writeFileSync(path.join(reviewDir, 'decisions.json'), `${JSON.stringify(decisions, null, 2)}\n`);
  return { id, decision, baseline: change.baseline, status: change.status };
}
