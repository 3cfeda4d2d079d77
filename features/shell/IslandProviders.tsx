import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { AtomsProvider } from '@/atoms/Provider';
import { clientMessages } from '@/lib/i18n/clientMessages';

/**
 * The providers of pages whose islands translate in the browser and share state: the
 * journeys, their checkout and payment pages, the widgets, the report page, the account
 * forms (next-intl's client with the client messages, a Jotai store). Placed by the
 * layouts and pages that render them, not by the root layout: the pages without such an
 * island (home, errors, display settings, accessibility statement) carry neither
 * next-intl's client, nor the messages, nor Jotai. The header is not inside: it gets its
 * copy translated by the server (SiteChrome).
 */
export async function IslandProviders({
  namespaces,
  children,
}: {
  /** The namespaces the islands below read (lib/i18n/clientMessages); every client namespace when omitted. */
  namespaces?: readonly string[];
  children: ReactNode;
}) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={clientMessages(messages, namespaces)}>
      <AtomsProvider>{children}</AtomsProvider>
    </NextIntlClientProvider>
  );
}
