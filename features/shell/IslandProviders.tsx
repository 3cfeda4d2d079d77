import type { ReactNode } from 'react';
import { getLocale, getMessages, getTimeZone } from 'next-intl/server';
import { AtomsProvider } from '@/atoms/Provider';
import { clientMessagesJson } from '@/lib/i18n/clientMessages';
import { JsonMessagesProvider } from './JsonMessagesProvider';

/**
 * The providers of pages whose islands translate in the browser and share state: the
 * payment pages, the account forms (next-intl's client with the client messages, a Jotai
 * store). Placed by the layouts and pages that render them, not by the root layout: the
 * pages without such an island (home, errors, display settings, accessibility statement)
 * carry neither next-intl's client, nor the messages, nor Jotai. The header is not inside:
 * it gets its copy translated by the server (SiteChrome). The journeys split the two: the
 * store in their layouts (one across the steps), the messages in each page (`IslandMessages`),
 * where the step, and so what its islands read, is known.
 */
export function IslandProviders({
  namespaces,
  children,
}: {
  /** The namespaces the islands below read (lib/i18n/clientMessages); every client namespace when omitted. */
  namespaces?: readonly string[];
  children: ReactNode;
}) {
  return (
    <IslandMessages namespaces={namespaces}>
      <AtomsProvider>{children}</AtomsProvider>
    </IslandMessages>
  );
}

/**
 * next-intl's client with the messages at `namespaces` (every client namespace when
 * omitted). One per page: next-intl's client provider does not merge a parent's messages
 * into a nested one's.
 *
 * The messages cross as JSON text, written once per locale and namespace list
 * (`clientMessagesJson`): as an object, React serialised and read back a journey's
 * messages value by value on every render (the server's CPU per request went down with
 * text: docs/performance.md, "Figures behind the code").
 */
export async function IslandMessages({
  namespaces,
  children,
}: {
  namespaces?: readonly string[];
  children: ReactNode;
}) {
  const [messages, locale, timeZone] = await Promise.all([getMessages(), getLocale(), getTimeZone()]);
  return (
    <JsonMessagesProvider locale={locale} timeZone={timeZone} messagesJson={clientMessagesJson(messages, namespaces)}>
      {children}
    </JsonMessagesProvider>
  );
}

/** `IslandMessages` as the render function the journey pages take (features compose no other feature). */
export function withIslandMessages(namespaces: readonly string[], page: ReactNode): ReactNode {
  return <IslandMessages namespaces={namespaces}>{page}</IslandMessages>;
}
