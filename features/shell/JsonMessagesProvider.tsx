'use client';

import type { ReactNode } from 'react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { parsedMessages } from '@/lib/i18n/parsedMessages';

export interface JsonMessagesProviderProps {
  locale: string;
  timeZone: string;
  /** The islands' messages as JSON text (lib/i18n/clientMessages `clientMessagesJson`). */
  messagesJson: string;
  children: ReactNode;
}

/**
 * next-intl's client provider, fed with messages that crossed from the server as JSON text
 * rather than as an object, instead of being serialised and read back value by value
 * (IslandProviders says why); parsed once per text, not once per render (parsedMessages).
 */
export function JsonMessagesProvider({ locale, timeZone, messagesJson, children }: JsonMessagesProviderProps) {
  const messages = parsedMessages(messagesJson) as AbstractIntlMessages;
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
