import { randomBytes } from 'node:crypto';

/** Unguessable ids for rows reachable without a login (carts, payment requests, files). */
export function newId(prefix: 'crt' | 'pr' | 'pay' | 'file' | 'tds' | 'ses'): string {
  return `${prefix}_${randomBytes(15).toString('base64url')}`;
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
