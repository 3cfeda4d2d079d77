import 'server-only';
import { headers } from 'next/headers';
import { PATHNAME_HEADER } from '@/lib/http/requestHeaders';

/** The current path (without /forms), as seen by the proxy; "/" when unknown. */
export async function currentPath(): Promise<string> {
  return (await headers()).get(PATHNAME_HEADER) ?? '/';
}
