/**
 * The emails' strings: the `Emails` namespace of messages/*.json, read with next-intl's
 * translator as sandbox/provider/threeDsPage.ts reads its own (ICU plurals and selects;
 * raw messages in the standalone sandbox and the tests, compiled ones in the app).
 */
import { createTranslator } from 'next-intl';
import fr from '@/messages/fr.json';
import en from '@/messages/en.json';
import type { EmailLocale } from './document';

const translatorOf = (locale: EmailLocale) =>
  createTranslator({
    locale,
    messages: { Emails: (locale === 'en' ? en : fr).Emails },
    namespace: 'Emails',
  });

export type EmailTranslator = ReturnType<typeof translatorOf>;

const translators: Record<EmailLocale, EmailTranslator> = { fr: translatorOf('fr'), en: translatorOf('en') };

export const emailTranslator = (locale: EmailLocale): EmailTranslator => translators[locale];

/** The ticket emails' strings: the `Tickets` namespace (its `emails` part and its dates). */
const ticketTranslatorOf = (locale: EmailLocale) =>
  createTranslator({ locale, messages: { Tickets: (locale === 'en' ? en : fr).Tickets }, namespace: 'Tickets' });

export type TicketEmailTranslator = ReturnType<typeof ticketTranslatorOf>;

const ticketTranslators: Record<EmailLocale, TicketEmailTranslator> = {
  fr: ticketTranslatorOf('fr'),
  en: ticketTranslatorOf('en'),
};

export const ticketEmailTranslator = (locale: EmailLocale): TicketEmailTranslator => ticketTranslators[locale];
/** The waiting list's offer email: the `WaitingList.offerEmail` messages (sandbox/emails/compose.ts). */
const waitingListTranslatorOf = (locale: EmailLocale) =>
  createTranslator({
    locale,
    messages: { WaitingList: (locale === 'en' ? en : fr).WaitingList },
    namespace: 'WaitingList',
  });

const waitingListTranslators = { fr: waitingListTranslatorOf('fr'), en: waitingListTranslatorOf('en') };

export const waitingListTranslator = (locale: EmailLocale) => waitingListTranslators[locale];
