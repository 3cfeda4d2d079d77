import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { basePath } from '@/lib/config';

/**
 * `redirect()` for server actions that also works without JavaScript.
 * When the browser runs JavaScript, the action is called by Next's router (it sends a
 * `Next-Action` header) and Next adds the base path itself. A plain form post (no
 * JavaScript) gets a 303 whose Location Next 16 leaves without the base path, which
 * would land outside /forms; so we add it in that case only.
 */
export async function actionRedirect(path: string): Promise<never> {
  const calledByRouter = (await headers()).has('next-action');
  redirect(calledByRouter ? path : `${basePath}${path}`);
}
