import 'server-only';
import { cookies, headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { basePath } from '@/lib/config';
import { expiredCookie, firstPartyCookie } from '@/lib/http/cookiePolicy';

/**
 * "Erreur : " at the start of the page title after a failed submit (GOV.UK, RGAA 8.5).
 * With JavaScript the form sets it; without, the page is rendered by the form post
 * itself and only the metadata can say it. The action that refuses a submit leaves a
 * short-lived flag; the metadata prefixes the title when the page answers a form post
 * and the flag is there (a later reload is a GET: no prefix).
 */
const FLAG = 'forms-form-error';

export async function flagFormError(): Promise<void> {
  (await cookies()).set(FLAG, '1', firstPartyCookie({ path: basePath, maxAge: 60 }));
}

export async function clearFormError(): Promise<void> {
  const store = await cookies();
  if (store.has(FLAG)) store.set(FLAG, '', expiredCookie(firstPartyCookie({ path: basePath })));
}

/** This render answers a form post that an action refused. */
export async function isRefusedFormPost(): Promise<boolean> {
  const [requestHeaders, store] = await Promise.all([headers(), cookies()]);
  const contentType = requestHeaders.get('content-type') ?? '';
  const isFormPost =
    contentType.startsWith('multipart/form-data') || contentType.startsWith('application/x-www-form-urlencoded');
  return isFormPost && store.get(FLAG)?.value === '1';
}

/** A page's metadata title, prefixed with "Erreur : " when the page answers a refused form post. */
export async function formPageTitle(title: string): Promise<string> {
  if (!(await isRefusedFormPost())) return title;
  const t = await getTranslations('Forms');
  return t('errorTitle', { title });
}
