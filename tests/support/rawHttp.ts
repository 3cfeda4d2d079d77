/**
 * Requests as a hostile client writes them, over node:http: any method (fetch refuses
 * TRACE), any bytes in the path (no URL normalisation), any Host, any body.
 */
import { request as httpRequest } from 'node:http';

export interface RawAnswer {
  readonly status: number;
  readonly text: string;
  readonly headers: Record<string, string | string[] | undefined>;
}

export function sendRaw(
  origin: string,
  method: string,
  path: string,
  body?: string | Buffer,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = httpRequest(`${origin}${path}`, { method, headers }, (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          text: Buffer.concat(chunks).toString('utf8'),
          headers: response.headers,
        }),
      );
    });
    // A server may answer (413) and close before it has read the whole body: the write
    // then fails, the answer stands.
    outgoing.on('error', (error) => (answered ? undefined : reject(error)));
    outgoing.end(body);
  });
}

/** The SPEC §8 error body: `{ errors: [{ code, message }] }`. */
export function hasErrorCode(text: string): boolean {
  try {
    return typeof (JSON.parse(text) as { errors?: { code?: unknown }[] }).errors?.[0]?.code === 'string';
  } catch {
    return false;
  }
}
