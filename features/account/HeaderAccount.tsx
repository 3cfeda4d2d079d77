import { getLocale, getMessages, getTimeZone, getTranslations } from 'next-intl/server';
import { currentPath } from '@/lib/http/currentPath';
import { pickMessages } from '@/lib/i18n/clientMessages';
import { AccountArea, type AccountAreaStrings } from './AccountArea';
import { getSessionUser } from './session';

/**
 * What the sign-in dialog reads: its own copy, nothing of the rest of the app. Its
 * action's refusals (field errors, wrong credentials, the service being down) come
 * translated by the server (./signInMessages).
 */
const SIGN_IN_MESSAGES = ['Auth.signIn'] as const;

/**
 * The header's account area as the layouts hand it to the chrome
 * (`<SiteChrome account={<HeaderAccount />}>`): the session's user, the area's copy and
 * the sign-in dialog's translator (the dialog loads on first use).
 */
export async function HeaderAccount() {
  const [t, locale, timeZone, messages, path, aggregate] = await Promise.all([
    getTranslations('Auth'),
    getLocale(),
    getTimeZone(),
    getMessages(),
    currentPath(),
    getSessionUser(),
  ]);
  const strings: AccountAreaStrings = {
    signIn: t('signIn.title'),
    signOut: t('signOut.label'),
    signOutDone: t('signOut.done'),
    signOutDoneMessage: t('signOut.doneMessage'),
    menu: {
      account: t('menu.account'),
      history: t('menu.history'),
      profile: t('menu.profile'),
      organizations: t('menu.organizations'),
      help: t('menu.help'),
      accessibility: t('menu.accessibility'),
    },
  };
  return (
    <AccountArea
      session={aggregate ? { user: aggregate.user, organizations: aggregate.organizations } : null}
      currentPath={path}
      strings={strings}
      signInIntl={{ locale, timeZone, messages: pickMessages(messages, SIGN_IN_MESSAGES) }}
    />
  );
}
