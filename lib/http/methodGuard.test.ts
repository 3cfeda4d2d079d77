import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { refuseUnservedMethods } from './methodGuard';
import { REFUSED_ADDRESS_HEADER } from './requestGuard';

function send(port: number, method: string, path = '/forms/api/x', headers: Record<string, string> = {}) {
  return new Promise<{ status: number; allow: string | undefined; body: string }>((resolve, reject) => {
    const outgoing = request({ port, host: '127.0.0.1', method, path, headers }, (response) => {
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

  it('refuses a raw query that is not valid percent-encoding (Next re-encodes it before the proxy)', async () => {
    refuseUnservedMethods();
    const server = createServer((incoming, response) =>
      response.end(`handled ${incoming.url} ${incoming.headers[REFUSED_ADDRESS_HEADER] ?? ''}`),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const api = await send(port, 'GET', '/forms/api/agg/form?x=%ZZ');
      expect(api.status).toBe(400);
      expect(JSON.parse(api.body).errors[0].code).toBe('VALIDATION_ERROR');
      // A page visit goes on, marked, for the proxy to render the 400 page in its language.
      const page = await send(port, 'GET', '/forms/associations?x=%ZZ', { accept: 'text/html' });
      expect(page.body).toBe('handled /forms/erreur/400 1');
      // An address Next could not decode is not handed to it.
      const path = await send(port, 'GET', '/forms/erreur/%ED%A0%80', { accept: 'text/html' });
      expect(path.body).toBe('handled /forms/erreur/400 1');
      const english = await send(port, 'GET', '/forms/associations/x/en?x=%ZZ', { accept: 'text/html' });
      expect(english.body).toBe('handled /forms/erreur/400 en');
      // A client cannot set the mark itself.
      const forged = await send(port, 'GET', '/forms/associations', { [REFUSED_ADDRESS_HEADER]: '1' });
      expect(forged.body).toBe('handled /forms/associations ');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
