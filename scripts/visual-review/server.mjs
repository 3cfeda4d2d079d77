#!/usr/bin/env node
// `npm run visual:review`: the review page on http://127.0.0.1:6107 (VISUAL_REVIEW_PORT),
// written first from the last passes' results when it is not there yet. Accept and reject
// are POSTs that change the baseline at once (decide.mjs). Local and tiny on purpose:
// node:http, a fixed list of files, no framework.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DecisionError, decide, readDecisions, readReview } from './decide.mjs';
import { paths } from './manifest.mjs';
import { writeVisualReview } from './report.mjs';

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.png': 'image/png' };
/** The page's own files; images are matched by name below. */
const pageFiles = /^\/(index\.html|[a-z]+\.(js|css))$/;
const imageFile = /^\/images\/[a-z0-9-]+\.png$/;
/** A decision is a few dozen bytes: anything much larger is not one. */
const maxBody = 4096;

function send(response, status, body, type = 'application/json') {
  response.writeHead(status, {
    'content-type': `${type}; charset=utf-8`,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  response.end(type === 'application/json' ? JSON.stringify(body) : body);
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      body += chunk;
      if (body.length > maxBody) reject(new DecisionError('body too large', 413));
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

async function postDecision(root, request, response) {
  // A JSON content type makes another site's request a preflighted one, which this server
  // never approves; a browser's Origin, when sent, must be this server.
  const origin = request.headers.origin;
  if (origin && origin !== `http://${request.headers.host}`) throw new DecisionError('cross-origin request', 403);
  if (!String(request.headers['content-type']).startsWith('application/json')) {
    throw new DecisionError('expected application/json', 415);
  }
  let parsed;
  try {
    parsed = JSON.parse(await readBody(request));
  } catch (error) {
    if (error instanceof DecisionError) throw error;
    throw new DecisionError('invalid JSON');
  }
  send(response, 200, decide(root, parsed?.id, parsed?.decision));
}

function getFile(root, pathname, response) {
  const reviewDir = path.join(root, paths.review);
  if (pathname === '/decisions.json') return send(response, 200, readDecisions(root));
  const name = pathname === '/' ? '/index.html' : pathname;
  if (!pageFiles.test(name) && name !== '/review.json' && !imageFile.test(name)) {
    return send(response, 404, { error: 'not found' });
  }
  const file = path.join(reviewDir, name);
  if (!existsSync(file)) return send(response, 404, { error: 'not found' });
  response.writeHead(200, {
    'content-type': types[path.extname(file)] ?? 'application/json',
    'cache-control': 'no-store',
  });
  response.end(readFileSync(file));
}

/** Starts the server; `port` 0 takes a free one (the tests). Resolves with its address. */
export function startReviewServer({ root = process.cwd(), port = 6107 } = {}) {
  const server = createServer(async (request, response) => {
    try {
      const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
      if (request.method === 'POST' && pathname === '/api/decisions')
        return await postDecision(root, request, response);
      if (request.method === 'GET' || request.method === 'HEAD') return getFile(root, pathname, response);
      send(response, 405, { error: 'method not allowed' });
    } catch (error) {
      const status = error instanceof DecisionError ? error.status : 500;
      if (!response.headersSent) send(response, status, { error: error.message });
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const url = `http://127.0.0.1:${server.address().port}/`;
      resolve({ url, close: () => new Promise((done) => server.close(done)) });
    });
  });
}

/**
 * Opens the page where a desktop exists (macOS, or a Linux display); a container, CI or
 * an SSH session has none, and the printed address is all there is.
 */
function openBrowser(url) {
  const command =
    process.platform === 'darwin' ? 'open'
    : (process.env.DISPLAY || process.env.WAYLAND_DISPLAY) && !process.env.CI ? 'xdg-open'
    : null;
  if (!command) return;
  const child = spawn(command, [url], { stdio: 'ignore', detached: true });
  child.on('error', () => {}); // no opener installed: the address was printed
  child.unref();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.cwd();
  // The page is written by the passes; after a decision it is kept (rewriting it from the
  // passes' manifest would forget what was decided).
  if (!readReview(root)) {
    const { line, page } = writeVisualReview({ root });
    console.log(line);
    if (!page) process.exit(0);
  }
  const { url } = await startReviewServer({ root, port: Number(process.env.VISUAL_REVIEW_PORT ?? 6107) });
  console.log(`visual review: ${url} (Ctrl+C to stop)`);
  openBrowser(url);
}
