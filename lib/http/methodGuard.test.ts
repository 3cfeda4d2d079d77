import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { refuseUnservedMethods } from './methodGuard';

function send(port: number, method: string) {
  return new Promise<{ status: number; allow: string | undefined; body: string }>((resolve, reject) => {
    const outgoing = request({ port, host: '127.0.0.1', method, path: '/forms/api/x' }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('method guard', () => {
  it('answers TRACE with a 405 before the server’s handler, and lets GET through', async () => {
    refuseUnservedMethods();
    const server = createServer((_request, response) => response.end('handled'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const trace = await send(port, 'TRACE');
      expect(trace.status).toBe(405);
      expect(trace.allow).toContain('GET');
      expect(JSON.parse(trace.body).errors[0].code).toBe('METHOD_NOT_ALLOWED');
      expect((await send(port, 'GET')).body).toBe('handled');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
