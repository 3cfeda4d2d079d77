import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { basePath } from '@/lib/config';

/**
 * Whether the running server action was called by Next's router (JavaScript on: it sends
 * a `Next-Action` header) rather than by a plain form post (JavaScript off).
 */
export async function isCalledByRouter(): Promise<boolean> {
  return (await headers()).has('next-action');
}

/**
 * `redirect()` for server actions that also works without JavaScript.
 * When the browser runs JavaScript, the action is called by Next's router and Next adds
 * the base path itself. A plain form post (no JavaScript) gets a 303 whose Location
 * Next 16 leaves without the base path, which would land outside /forms; so we add it in
 * that case only. An absolute URL (another site) is left as it is.
 */
export async function actionRedirect(path: string): Promise<never> {
  if (/^https?:\/\//i.test(path)) redirect(path);
  redirect((await isCalledByRouter()) ? path : `${basePath}${path}`);
}
