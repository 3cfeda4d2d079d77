import { render, screen } from '@testing-library/react';
import { useFormatter, useTranslations } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { JsonMessagesProvider } from './JsonMessagesProvider';

function Island() {
  const t = useTranslations('Journey');
  const format = useFormatter();
  return (
    <p>
      {t('next')} · {format.dateTime(new Date('2026-12-31T23:30:00Z'), { day: 'numeric', month: 'numeric' })}
    </p>
  );
}

describe('JsonMessagesProvider', () => {
  // 23:30 UTC on 31 December is already 1 January in Paris.
  it.each([
    { locale: 'fr', messages: fr, text: `${fr.Journey.next} · 01/01` },
    { locale: 'en', messages: en, text: `${en.Journey.next} · 1/1` },
  ])(
    'translates its islands with the messages it received as JSON text, in its locale ($locale) and time zone',
    ({ locale, messages, text }) => {
      render(
        <JsonMessagesProvider
          locale={locale}
          timeZone="Europe/Paris"
          messagesJson={JSON.stringify({ Journey: messages.Journey })}
        >
          <Island />
        </JsonMessagesProvider>,
      );
      expect(screen.getByRole('paragraph')).toHaveTextContent(text);
    },
  );
});
