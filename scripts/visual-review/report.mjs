#!/usr/bin/env node
// The visual passes' one line, and the review page when a screenshot differs.
// Usage: node scripts/visual-review/report.mjs [--fail-on-change]
// Gathers the Storybook pass's manifest (reports/visual/storybook.jsonl) and the e2e
// screenshots of Playwright's JSON report, then writes reports/visual-review/ — only the
// differing screenshots' images (baseline copy, received, diff), their list and the static
// page — or, when nothing differs, removes it: an old page must not outlive its run.
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectE2eEntries } from './e2e.mjs';
import { paths, readStorybookManifest, reviewable } from './manifest.mjs';

const pageSource = fileURLToPath(new URL('./page/', import.meta.url));

/** Copies `from` (relative to root) into the review's images as `name`; null when it is gone. */
function copyImage(root, from, imagesDir, name) {
  if (!from || !existsSync(path.join(root, from))) return null;
  copyFileSync(path.join(root, from), path.join(imagesDir, name));
  return `images/${name}`;
}

const order = (entry) =>
  [entry.source === 'e2e' ? 1 : 0, entry.component, entry.variant, String(entry.width ?? 0).padStart(5, '0')].join(
    '\u0000',
  );

/** The summary grid's cells: every screenshot of each component that has a change. */
function componentGrids(entries, pending) {
  const components = [...new Set(pending.map((entry) => entry.component))].sort();
  return components.map((component) => ({
    component,
    cells: entries
      .filter((entry) => entry.component === component)
      .map(({ id, variant, width, status, updated }) => ({
        id,
        variant,
        width,
        status: updated ? 'same' : status,
      })),
  }));
}

/** The review's own record of one change: where accepting writes, and its copied images. */
function reviewEntry(root, entry, imagesDir) {
  return {
    id: entry.id,
    source: entry.source,
    storyId: entry.storyId ?? null,
    component: entry.component,
    mode: entry.mode,
    variant: entry.variant,
    width: entry.width,
    status: entry.status,
    baseline: entry.baseline,
    projects: entry.projects,
    images: {
      baseline: entry.status === 'new' ? null : copyImage(root, entry.baseline, imagesDir, `${entry.id}--baseline.png`),
      received: copyImage(root, entry.received, imagesDir, `${entry.id}--received.png`),
      diff: copyImage(root, entry.diff, imagesDir, `${entry.id}--diff.png`),
    },
  };
}

/**
 * Writes (or removes) reports/visual-review under `root` and returns the one line to print.
 * `changed` counts every screenshot to review (changed, new and missing alike); `compared`
 * the screenshots taken; `page` is the page's path, or null when nothing differs.
 */
export function writeVisualReview({ failOnChange = false, root = process.cwd() } = {}) {
  const entries = [...readStorybookManifest(root), ...collectE2eEntries(root)];
  const compared = entries.filter((entry) => entry.status !== 'missing').length;
  // Baselines the pass wrote itself (--update, a new story's first local run) are decided.
  const pending = entries
    .filter((entry) => reviewable.has(entry.status) && !entry.updated)
    // The order of the grid (jest's two workers write in no set order): Storybook first.
    .sort((a, b) => order(a).localeCompare(order(b)));
  const reviewDir = path.join(root, paths.review);
  rmSync(reviewDir, { recursive: true, force: true });
  if (pending.length === 0) {
    // --update, or a new story's first local run: said, since the baselines did change.
    const written = entries.filter((entry) => entry.updated).length;
    const line =
      written > 0 ?
        `visual: ${compared} screenshots compared, none to review (${written} ${written === 1 ? 'baseline' : 'baselines'} written by the pass)`
      : `visual: ${compared} screenshots compared, none changed`;
    return { changed: 0, compared, page: null, line, exitCode: 0 };
  }
  const imagesDir = path.join(reviewDir, 'images');
  mkdirSync(imagesDir, { recursive: true });
  const review = {
    generatedAt: new Date().toISOString(),
    compared,
    changes: pending.map((entry) => reviewEntry(root, entry, imagesDir)),
    grids: componentGrids(entries, pending),
  };
  writeFileSync(path.join(reviewDir, 'review.json'), `${JSON.stringify(review, null, 2)}\n`);
  for (const file of readdirSync(pageSource)) copyFileSync(path.join(pageSource, file), path.join(reviewDir, file));
  const page = `${paths.review}/index.html`;
  const noun = pending.length === 1 ? 'screenshot' : 'screenshots';
  const kinds = ['new', 'missing']
    .map((status) => [status, pending.filter((entry) => entry.status === status).length])
    .filter(([, count]) => count > 0)
    .map(([status, count]) => `${count} ${status}`);
  const detail = kinds.length > 0 ? ` (${kinds.join(', ')})` : '';
  const line = `visual: ${pending.length} ${noun} changed${detail} — review: ${page} (npm run visual:review)`;
  return { changed: pending.length, compared, page, line, exitCode: failOnChange ? 1 : 0 };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = writeVisualReview({ failOnChange: process.argv.includes('--fail-on-change') });
  console.log(result.line);
  process.exitCode = result.exitCode;
}
