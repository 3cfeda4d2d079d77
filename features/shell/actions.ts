'use server';

import { cookies } from 'next/headers';
import { actionRedirect } from '@/lib/http/actionRedirect';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, isLocale } from '@/lib/i18n/locales';
import {
  DISPLAY_COOKIE,
  DISPLAY_COOKIE_MAX_AGE,
  displaySettingsFromForm,
  parseDisplaySettings,
  serializeDisplaySettings,
} from '@/lib/display/settings';
import { firstPartyCookie } from '@/lib/http/cookiePolicy';
import { safeReturnPath } from '@/lib/http/returnPath';

/** Language and display preferences: no secret, read on every path (scripts may read them). */
const preferenceCookie = (maxAge: number) => firstPartyCookie({ path: '/', maxAge, readableByScripts: true });

/** Language switch (SPEC §1): a cookie for 365 days; the form posts without JavaScript too. */
export async function setLocale(formData: FormData) {
  const locale = formData.get('locale');
  if (!isLocale(locale)) return;
  (await cookies()).set(LOCALE_COOKIE, locale, preferenceCookie(LOCALE_COOKIE_MAX_AGE));
  const returnTo = safeReturnPath(formData.get('returnTo'));
  if (returnTo) await actionRedirect(returnTo);
}

/** Stores the display settings and goes back to the page the visitor came from. */
export async function saveDisplaySettings(formData: FormData) {
  const store = await cookies();
  const settings = displaySettingsFromForm(formData, parseDisplaySettings(store.get(DISPLAY_COOKIE)?.value));
  store.set(DISPLAY_COOKIE, serializeDisplaySettings(settings), preferenceCookie(DISPLAY_COOKIE_MAX_AGE));
  const returnTo = safeReturnPath(formData.get('returnTo'));
  await actionRedirect(`/parametres-affichage?saved=1${returnTo ? `&returnTo=${encodeURIComponent(returnTo)}` : ''}`);
}
