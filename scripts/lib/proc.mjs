// Small process helpers shared by the test, bench and start scripts.
import { spawn } from 'node:child_process';

/** Runs a command, streaming its output; resolves with the exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs a command in the background with its output kept (not streamed): resolves with
 * the exit code and the output, to print when it matters. Ended if this process exits first.
 */
export function runQuietly(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
      env: { ...process.env, ...options.env },
    });
    let output = '';
    const keep = (chunk) => (output += chunk);
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const stop = () => child.kill('SIGTERM');
    process.on('exit', stop);
    child.on('exit', (code, signal) => {
      process.off('exit', stop);
      resolve({ code: code ?? (signal ? 1 : 0), output });
    });
  });
}

/** Starts a long-running server; returns a function that stops it (and its children). */
export function startServer(command, args, options = {}) {
  const child = spawn(command, args, {
    stdio: options.quiet ? 'ignore' : 'inherit',
    detached: true,
    ...options,
    env: { ...process.env, ...options.env },
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  return stop;
}

/** Polls a URL until it answers (any HTTP status), or throws after `timeoutMs`. */
export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export const bin = (name) => new URL(`../../node_modules/.bin/${name}`, import.meta.url).pathname;
