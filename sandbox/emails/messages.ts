/**
 * The emails' strings: the `Emails` namespace of messages/*.json (and the ticket and
 * waiting list emails' own), read with next-intl's translator as
 * sandbox/provider/threeDsPage.ts reads its own (ICU plurals and selects; raw messages in
 * the standalone sandbox and the tests, compiled ones in the app).
 */
import { createTranslator } from 'next-intl';
import fr from '@/messages/fr.json';
import en from '@/messages/en.json';
import type { EmailLocale } from './document';

const messagesOf = (locale: EmailLocale) => (locale === 'en' ? en : fr);

/**
 * A translator per locale, each made once. (One generic `createTranslator` over the
 * namespace's name does not type: next-intl checks a namespace against known messages.)
 */
function perLocale<T>(translatorOf: (locale: EmailLocale) => T): (locale: EmailLocale) => T {
  const translators: Record<EmailLocale, T> = { fr: translatorOf('fr'), en: translatorOf('en') };
  return (locale) => translators[locale];
}

export const emailTranslator = perLocale((locale) =>
  createTranslator({ locale, messages: { Emails: messagesOf(locale).Emails }, namespace: 'Emails' }),
);

export type EmailTranslator = ReturnType<typeof emailTranslator>;

/** The ticket emails' strings: the `Tickets` namespace (its `emails` part and its dates). */
export const ticketEmailTranslator = perLocale((locale) =>
  createTranslator({ locale, messages: { Tickets: messagesOf(locale).Tickets }, namespace: 'Tickets' }),
);

/** The waiting list's offer email: the `WaitingList.offerEmail` messages (sandbox/emails/compose.ts). */
export const waitingListTranslator = perLocale((locale) =>
  createTranslator({ locale, messages: { WaitingList: messagesOf(locale).WaitingList }, namespace: 'WaitingList' }),
);
