// What a stopped e2e run leaves behind does not hold the next one: the clock lock it held
// is gone before the next run's e2e step, unless a server (and so perhaps a run) is on the port.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clockLockRoot, resetE2eData } from './e2eData.mjs';

function listen(): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

const portOf = (server: Server) => {
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
};

/** A lock as a run stopped mid-test leaves it: taken exclusively, one journey's token. */
function leaveLocks(port: number) {
  const root = clockLockRoot(port);
  mkdirSync(join(root, 'exclusive'), { recursive: true });
  mkdirSync(join(root, 'shared'), { recursive: true });
  writeFileSync(join(root, 'shared', 'stopped-run'), '');
  roots.push(root);
  return root;
}

const servers: Server[] = [];
const roots: string[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('resetE2eData', () => {
  it('removes the clock locks a stopped run left', async () => {
    // A port nothing listens on any more.
    const server = await listen();
    const port = portOf(server);
    await new Promise((resolve) => server.close(resolve));
    const root = leaveLocks(port);
    await resetE2eData(port);
    expect(existsSync(root)).toBe(false);
  });

  it('keeps them while a server listens on the port: a run may be using them', async () => {
    const server = await listen();
    servers.push(server);
    const root = leaveLocks(portOf(server));
    await resetE2eData(portOf(server));
    expect(existsSync(join(root, 'exclusive'))).toBe(true);
  });
});
