/**
 * An app instance of the e2e build started by a test itself (`next start` on a port of
 * its own), for what the configured servers must not go through: a database made
 * unusable (tests/e2e/readiness.spec.ts), an instance killed mid-journey
 * (tests/e2e/instances.spec.ts). Ports from E2E_PORT + 4 (the configuration's servers
 * use E2E_PORT to E2E_PORT + 2).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { port } from './journey';

export interface ExtraInstance {
  readonly origin: string;
  /** Everything the server wrote (stdout and stderr). */
  output(): string;
  /** SIGKILL (a crash) or SIGTERM (a stop); resolves once the process is gone. */
  stop(signal?: 'SIGKILL' | 'SIGTERM'): Promise<void>;
}

export const extraPort = (offset: number) => port + 4 + offset;

export async function startExtraInstance(listenOn: number, env: Record<string, string>): Promise<ExtraInstance> {
  const child: ChildProcess = spawn('node_modules/.bin/next', ['start', '-p', String(listenOn)], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', SANDBOX_TEST_MODE: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://localhost:${listenOn}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/forms/healthz`, { signal: AbortSignal.timeout(2_000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the instance on ${listenOn} did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
