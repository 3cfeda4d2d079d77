import { execFile } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { approve } from './approve.mjs';
import { describeBaselineFile, visualFailuresOnly } from './manifest.mjs';
import { writeVisualReview } from './report.mjs';
import { startReviewServer } from './server.mjs';
import { makeFixture, type Fixture } from './testFixture';

const run = promisify(execFile);
const approveScript = path.join(import.meta.dirname, 'approve.mjs');

let fixture: Fixture;
beforeEach(() => {
  fixture = makeFixture();
});
afterEach(() => fixture.cleanup());

/** The baselines whose bytes differ from the run's, by path. */
function changedBaselines(before: Map<string, Buffer>) {
  return [...before]
    .filter(([relative, bytes]) => !fixture.read(relative)?.equals(bytes))
    .map(([relative]) => relative);
}

const baselineOf = (id: string) =>
  id.startsWith('e2e--') ?
    `tests/e2e/__screenshots__/control-states.spec.ts/${id.replace('e2e--control-states--', '')}.png`
  : `tests/visual/baselines/${id}.png`;

describe('writeVisualReview', () => {
  it('writes only the differing screenshots and the page, and prints one line', () => {
    const result = writeVisualReview({ root: fixture.root });
    const { changed, added, missing, e2e } = fixture.ids;
    expect(result.changed).toBe(7);
    // The Storybook pass's screenshots (not the missing baseline) and the two e2e ones.
    expect(result.compared).toBe(7 + 2);
    expect(result.line).toBe(
      'visual: 7 screenshots changed (1 new, 1 missing) — review: reports/visual-review/index.html (npm run visual:review)',
    );
    expect(result.exitCode).toBe(0);
    expect(writeVisualReview({ root: fixture.root, failOnChange: true }).exitCode).toBe(1);
    const reviewDir = path.join(fixture.root, 'reports/visual-review');
    expect(readdirSync(reviewDir).sort()).toEqual(
      ['grid.js', 'images', 'index.html', 'review.css', 'review.js', 'review.json', 'views.js'].sort(),
    );
    const images = readdirSync(path.join(reviewDir, 'images')).sort();
    const expected = [
      ...[...changed, ...e2e].flatMap((id) => [`${id}--baseline.png`, `${id}--received.png`, `${id}--diff.png`]),
      `${added}--received.png`,
      `${missing}--baseline.png`,
    ].sort();
    expect(images).toEqual(expected);
    const review = JSON.parse(fixture.read('reports/visual-review/review.json')!.toString());
    const e2eEntry = review.changes.find((change: { id: string }) => change.id === e2e[0]);
    expect(e2eEntry).toMatchObject({ source: 'e2e', status: 'changed', projects: ['js', 'no-js'] });
    expect(e2eEntry.baseline).toBe(baselineOf(e2e[0]!));
    // The summary grid lists the component's every screenshot, the same ones included.
    const grid = review.grids.find((entry: { component: string }) => entry.component === 'components-amountfield');
    expect(grid.cells).toHaveLength(8);
    expect(grid.cells.find((cell: { id: string }) => cell.id === fixture.ids.updated).status).toBe('same');
  });

  it('says none changed and writes no page (removing an old one) when every screenshot matches', () => {
    writeVisualReview({ root: fixture.root });
    const manifest = fixture.read('reports/visual/storybook.jsonl')!.toString().split('\n').filter(Boolean);
    const same = manifest.filter((line) => JSON.parse(line).status === 'same');
    writeFileSync(path.join(fixture.root, 'reports/visual/storybook.jsonl'), `${same.join('\n')}\n`);
    writeFileSync(path.join(fixture.root, 'reports/playwright.json'), JSON.stringify({ suites: [] }));
    const result = writeVisualReview({ root: fixture.root, failOnChange: true });
    expect(result).toMatchObject({ changed: 0, compared: 2, page: null, exitCode: 0 });
    expect(result.line).toBe('visual: 2 screenshots compared, none changed');
    expect(existsSync(path.join(fixture.root, 'reports/visual-review'))).toBe(false);

    // Baselines the pass wrote itself (--update) are not to review, but are said.
    const updated = manifest.filter((line) => JSON.parse(line).updated);
    writeFileSync(path.join(fixture.root, 'reports/visual/storybook.jsonl'), `${[...same, ...updated].join('\n')}\n`);
    expect(writeVisualReview({ root: fixture.root }).line).toBe(
      'visual: 3 screenshots compared, none to review (1 baseline written by the pass)',
    );
  });
});

describe('the review server', () => {
  it('accepts half and rejects half: exactly the accepted baselines change, at once', async () => {
    const before = fixture.baselinesBefore();
    writeVisualReview({ root: fixture.root });
    const server = await startReviewServer({ root: fixture.root, port: 0 });
    const post = (body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
      fetch(`${server.url}api/decisions`, { method: 'POST', headers, body: JSON.stringify(body) });
    try {
      const page = await fetch(server.url);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<h1>Visual review</h1>');

      const { changed, added, missing, e2e } = fixture.ids;
      const accepted = [changed[0]!, added, missing, e2e[0]!];
      const rejected = [changed[1]!, changed[2]!, e2e[1]!];
      for (const id of accepted) {
        const response = await post({ id, decision: 'accept' });
        expect(response.status).toBe(200);
        // At once: the baseline is the received image (or gone) before the next request.
        const expected = fixture.received[id];
        if (expected) expect(fixture.read(baselineOf(id))?.equals(expected)).toBe(true);
        else expect(fixture.read(baselineOf(id))).toBeNull();
      }
      for (const id of rejected) expect((await post({ id, decision: 'reject' })).status).toBe(200);

      expect(changedBaselines(before).sort()).toEqual(
        [changed[0]!, missing, e2e[0]!].map(baselineOf).sort(), // plus the new one, which had none
      );
      expect(fixture.read(baselineOf(added))?.equals(fixture.received[added]!)).toBe(true);
      const decisions = (await (await fetch(`${server.url}decisions.json`)).json()) as Record<
        string,
        { decision: string }
      >;
      expect(Object.fromEntries(Object.entries(decisions).map(([id, { decision }]) => [id, decision]))).toEqual({
        ...Object.fromEntries(accepted.map((id) => [id, 'accept'])),
        ...Object.fromEntries(rejected.map((id) => [id, 'reject'])),
      });

      // Rejecting after accepting puts the run's baseline back (and removes a new one).
      await post({ id: changed[0], decision: 'reject' });
      await post({ id: added, decision: 'reject' });
      expect(fixture.read(baselineOf(changed[0]!))?.equals(before.get(baselineOf(changed[0]!))!)).toBe(true);
      expect(fixture.read(baselineOf(added))).toBeNull();
    } finally {
      await server.close();
    }
  });

  it('refuses ids that are not in the review, paths, other sites and other bodies, and writes nothing', async () => {
    const before = fixture.baselinesBefore();
    writeVisualReview({ root: fixture.root });
    const server = await startReviewServer({ root: fixture.root, port: 0 });
    const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
      fetch(`${server.url}api/decisions`, { method: 'POST', headers, body }).then((response) => response.status);
    try {
      const id = fixture.ids.changed[0]!;
      expect(await post(JSON.stringify({ id: '../../package.json', decision: 'accept' }))).toBe(400);
      expect(await post(JSON.stringify({ id: 'components-unknown--default--375', decision: 'accept' }))).toBe(404);
      expect(await post(JSON.stringify({ id: fixture.ids.same[0], decision: 'accept' }))).toBe(404);
      expect(await post(JSON.stringify({ id, decision: 'delete' }))).toBe(400);
      expect(await post(JSON.stringify({ id: [id], decision: 'accept' }))).toBe(400);
      expect(await post('{"id":')).toBe(400);
      expect(await post('x'.repeat(10_000))).toBe(413);
      expect(await post(JSON.stringify({ id, decision: 'accept' }), { 'content-type': 'text/plain' })).toBe(415);
      const crossSite = { 'content-type': 'application/json', origin: 'https://example.com' };
      expect(await post(JSON.stringify({ id, decision: 'accept' }), crossSite)).toBe(403);
      for (const pathname of ['images/..%2f..%2f..%2fpackage.json', '..%2f..%2fpackage.json', 'images/x.png.json']) {
        expect((await fetch(`${server.url}${pathname}`)).status).toBe(404);
      }
      expect(changedBaselines(before)).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

describe('npm run visual:approve', () => {
  it('accepts the ids given, refuses an unknown one without writing any, and --all takes the rest', async () => {
    const before = fixture.baselinesBefore();
    writeVisualReview({ root: fixture.root });
    const [first, second] = fixture.ids.changed;
    const refused = await run('node', [approveScript, first!, 'components-typo--375'], { cwd: fixture.root }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('unknown screenshot id: components-typo--375'),
    });
    expect(changedBaselines(before)).toEqual([]);

    const { stdout } = await run('node', [approveScript, first!, second!], { cwd: fixture.root });
    expect(stdout).toContain(`accepted ${first}: wrote tests/visual/baselines/${first}.png`);
    expect(changedBaselines(before).sort()).toEqual([baselineOf(first!), baselineOf(second!)].sort());

    const all = approve(fixture.root, 'all');
    expect(all).toHaveLength(7);
    expect(fixture.read(baselineOf(fixture.ids.missing))).toBeNull();
    for (const id of [...fixture.ids.changed, ...fixture.ids.e2e]) {
      expect(fixture.read(baselineOf(id))?.equals(fixture.received[id]!)).toBe(true);
    }
  });
});

describe('the manifest', () => {
  it('names a baseline by story, or by component and display mode', () => {
    expect(describeBaselineFile('components-amountfield--with-warning--375.png')).toMatchObject({
      storyId: 'components-amountfield--with-warning',
      mode: 'default',
      width: 375,
    });
    expect(describeBaselineFile('patterns-siteheader--dark-high-contrast--1200.png')).toMatchObject({
      storyId: null,
      component: 'patterns-siteheader',
      mode: 'dark-high-contrast',
      width: 1200,
    });
  });

  it('counts unused baselines as missing only when every failure of the pass is a screenshot', () => {
    const report = (messages: string[]) => {
      const file = path.join(fixture.root, 'reports/storybook.json');
      const assertionResults = messages.map((message) => ({ status: 'failed', failureMessages: [message] }));
      writeFileSync(file, JSON.stringify({ testResults: [{ assertionResults }] }));
      return file;
    };
    expect(visualFailuresOnly(report(['Error: visual differences:\na: 3 % different']))).toBe(true);
    expect(visualFailuresOnly(report(['Error: visual differences:\na', 'Error: axe found 1 violation']))).toBe(false);
    expect(visualFailuresOnly(path.join(fixture.root, 'absent.json'))).toBe(false);
  });
});
