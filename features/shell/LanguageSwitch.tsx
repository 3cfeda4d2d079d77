import { getLocale, getTranslations } from 'next-intl/server';
import { PlainButton } from '@/design-system/components/Button/PlainButton';
import { setLocale } from './actions';
import { currentPath } from '@/lib/http/currentPath';

/**
 * Offers the other language. A plain form post to a server action: it works without
 * JavaScript and the cookie is readable by the server on the very next request.
 */
export async function LanguageSwitch() {
  const [locale, t, returnTo] = await Promise.all([getLocale(), getTranslations('Shell'), currentPath()]);
  const target = locale === 'fr' ? 'en' : 'fr';
  return (
    <form action={setLocale}>
      <input type="hidden" name="locale" value={target} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <PlainButton type="submit" variant="tertiary" size="small">
        <span lang={target}>{t(target === 'en' ? 'switchToEnglish' : 'switchToFrench')}</span>
      </PlainButton>
    </form>
  );
}
