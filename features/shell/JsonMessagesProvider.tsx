'use client';

import { useMemo, type ReactNode } from 'react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';

export interface JsonMessagesProviderProps {
  locale: string;
  timeZone: string;
  /** The islands' messages as JSON text (lib/i18n/clientMessages `clientMessagesJson`). */
  messagesJson: string;
  children: ReactNode;
}

/**
 * next-intl's client provider, fed with messages that crossed from the server as JSON text
 * rather than as an object: parsed once per render on the server and once in the browser,
 * instead of being serialised and read back value by value (IslandProviders says why).
 */
export function JsonMessagesProvider({ locale, timeZone, messagesJson, children }: JsonMessagesProviderProps) {
  const messages = useMemo(() => JSON.parse(messagesJson) as AbstractIntlMessages, [messagesJson]);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
