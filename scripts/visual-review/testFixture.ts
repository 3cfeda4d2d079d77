// A repository in a temporary folder as the visual passes leave it: real baselines copied
// from tests/visual/baselines and the e2e screenshots, "received" images made by
// repainting a block of their pixels (pngjs, as jest-image-snapshot decodes them), real
// pixelmatch diffs, the Storybook pass's manifest lines and a Playwright JSON report of
// the shape Playwright 1.65 writes (checked on a real failing toHaveScreenshot).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { describeBaselineFile } from './manifest.mjs';

interface Png {
  width: number;
  height: number;
  data: Buffer;
}
// pngjs has no types in the project; it is jest-image-snapshot's own decoder.
const { PNG } = createRequire(import.meta.url)('pngjs') as {
  PNG: { sync: { read(buffer: Buffer): Png; write(png: Png): Buffer } };
};

const repo = path.resolve(import.meta.dirname, '../..');
const storybookBaselines = 'tests/visual/baselines';
const e2eBaselines = 'tests/e2e/__screenshots__/control-states.spec.ts';

/**
 * Decoding and encoding cost most of a fixture (about 2 s for its dozen images on the
 * busy 2-core machine): each image is made once per test file and written per test.
 */
function memo<T extends unknown[]>(make: (...args: T) => Buffer) {
  const made = new Map<string, Buffer>();
  return (key: string, ...args: T) => {
    if (!made.has(key)) made.set(key, make(...args));
    return made.get(key)!;
  };
}

/** A copy of `png` with a magenta block painted over its top left corner. */
function repaintImage(png: Buffer): Buffer {
  const image = PNG.sync.read(png);
  for (let y = 8; y < Math.min(40, image.height); y += 1) {
    for (let x = 8; x < Math.min(120, image.width); x += 1) {
      const at = (y * image.width + x) * 4;
      image.data.set([255, 0, 255, 255], at);
    }
  }
  return PNG.sync.write(image);
}

function diffImage(baseline: Buffer, received: Buffer): Buffer {
  const a = PNG.sync.read(baseline);
  const b = PNG.sync.read(received);
  const out = { width: a.width, height: a.height, data: Buffer.alloc(a.data.length) };
  pixelmatch(a.data, b.data, out.data, a.width, a.height, { threshold: 0.2 });
  return PNG.sync.write(out);
}

const repainted = memo(repaintImage);
const diffs = memo(diffImage);
const repaint = (relative: string, png: Buffer) => repainted(relative, png);
const diffOf = (relative: string, baseline: Buffer, received: Buffer) => diffs(relative, baseline, received);

export interface Fixture {
  root: string;
  /** Every id the review should list, by what it is. */
  ids: {
    changed: string[];
    added: string;
    missing: string;
    e2e: string[];
    same: string[];
    updated: string;
  };
  /** The images each id's acceptance should write (null: the baseline is deleted). */
  received: Record<string, Buffer | null>;
  /** Baselines as the run left them, by path relative to root. */
  baselinesBefore(): Map<string, Buffer>;
  read(relative: string): Buffer | null;
  cleanup(): void;
}

export function makeFixture(): Fixture {
  const root = mkdtempSync(path.join(tmpdir(), 'visual-review-'));
  const write = (relative: string, content: Buffer | string) => {
    mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    writeFileSync(path.join(root, relative), content);
  };
  const original = (relative: string) => readFileSync(path.join(repo, relative));
  const lines: object[] = [];
  const received: Record<string, Buffer | null> = {};

  const storybook = (file: string, status: string, extra: object = {}) => {
    const { id, storyId, component, mode, variant, width } = describeBaselineFile(file);
    lines.push({
      id,
      storyId,
      component,
      mode,
      variant,
      width,
      status,
      baseline: `${storybookBaselines}/${file}`,
      ...extra,
    });
    return id;
  };
  // Baselines the pass matched, changed or found unused.
  const files = [
    'components-amountfield--default--375.png',
    'components-amountfield--dark--375.png',
    'components-amountfield--disabled--375.png',
    'components-amountfield--filled--375.png',
    'components-amountfield--invalid--375.png',
    'components-amountfield--with-warning--375.png',
    'components-amountfield--english--375.png',
  ];
  for (const file of files) write(`${storybookBaselines}/${file}`, original(`${storybookBaselines}/${file}`));

  const changed = files.slice(0, 3).map((file) => {
    const before = original(`${storybookBaselines}/${file}`);
    const image = repaint(file, before);
    const id = file.replace(/\.png$/, '');
    write(`reports/visual/received/${id}.png`, image);
    write(`test-results/visual-diffs/${id}-diff.png`, diffOf(file, before, image));
    received[id] = image;
    return storybook(file, 'changed', {
      received: `reports/visual/received/${id}.png`,
      diff: `test-results/visual-diffs/${id}-diff.png`,
      updated: false,
    });
  });
  const same = files.slice(3, 5).map((file) => storybook(file, 'same'));
  // --update rewrote this one: decided already, left out of the review.
  const updated = storybook(files[6]!, 'changed', { received: 'reports/visual/received/x.png', updated: true });
  // A story with no baseline yet (CI does not write it).
  const newSource = `${storybookBaselines}/components-amountfield--normalised--375.png`;
  const newImage = repaint(newSource, original(newSource));
  write('reports/visual/received/components-amountfield--brand-new--375.png', newImage);
  const added = storybook('components-amountfield--brand-new--375.png', 'new', {
    received: 'reports/visual/received/components-amountfield--brand-new--375.png',
    diff: null,
  });
  received[added] = newImage;
  // As storybook-test.mjs appends a baseline no story used.
  const missing = storybook(files[5]!, 'missing', { received: null, diff: null });
  received[missing] = null;
  write('reports/visual/storybook.jsonl', lines.map((line) => `${JSON.stringify(line)}\n`).join(''));

  // The e2e pass: one screenshot differs in both projects, one in the js project only.
  const e2eNames = ['amount-card-checked', 'button-focused'];
  for (const name of e2eNames) write(`${e2eBaselines}/${name}.png`, original(`${e2eBaselines}/${name}.png`));
  const testsOf = (name: string, projects: string[]) =>
    projects.map((projectName) => {
      const before = original(`${e2eBaselines}/${name}.png`);
      const image = repaint(name, before);
      const dir = `test-results/e2e-control-states-${name}-${projectName}`;
      write(`${dir}/${name}-actual.png`, image);
      write(`${dir}/${name}-diff.png`, diffOf(name, before, image));
      return {
        projectName,
        results: [
          {
            status: 'failed',
            attachments: [
              {
                name: `${name}-expected.png`,
                contentType: 'image/png',
                path: path.join(root, e2eBaselines, `${name}.png`),
              },
              {
                name: `${name}-actual.png`,
                contentType: 'image/png',
                path: path.join(root, dir, `${name}-actual.png`),
              },
              { name: `${name}-diff.png`, contentType: 'image/png', path: path.join(root, dir, `${name}-diff.png`) },
              { name: 'error-context', contentType: 'text/markdown', path: path.join(root, dir, 'error-context.md') },
            ],
          },
        ],
      };
    });
  const report = {
    suites: [
      {
        title: 'e2e/control-states.spec.ts',
        file: 'e2e/control-states.spec.ts',
        specs: [],
        suites: [
          {
            title: 'control states',
            file: 'e2e/control-states.spec.ts',
            specs: [
              {
                title: 'amount card',
                file: 'e2e/control-states.spec.ts',
                tests: testsOf(e2eNames[0]!, ['js', 'no-js']),
              },
              { title: 'button', file: 'e2e/control-states.spec.ts', tests: testsOf(e2eNames[1]!, ['js']) },
            ],
          },
        ],
      },
    ],
  };
  write('reports/playwright.json', JSON.stringify(report));
  const e2e = e2eNames.map((name) => `e2e--control-states--${name}`);
  for (const [i, id] of e2e.entries()) {
    received[id] = readFileSync(
      path.join(root, `test-results/e2e-control-states-${e2eNames[i]}-js/${e2eNames[i]}-actual.png`),
    );
  }

  const read = (relative: string) => {
    try {
      return readFileSync(path.join(root, relative));
    } catch {
      return null;
    }
  };
  const baselinesBefore = () =>
    new Map(
      [
        ...files.map((file) => `${storybookBaselines}/${file}`),
        ...e2eNames.map((name) => `${e2eBaselines}/${name}.png`),
      ].map((relative) => [relative, read(relative)!]),
    );
  return {
    root,
    ids: { changed, added, missing, e2e, same, updated },
    received,
    baselinesBefore,
    read,
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}
