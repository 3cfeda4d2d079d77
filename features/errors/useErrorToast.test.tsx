import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '@/design-system/components/Button/Button';
import { ToastProvider } from '@/design-system/components/Toast/Toast';
import { renderWithStrings } from '@/design-system/testing/renderWithStrings';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { useErrorToast } from './useErrorToast';

function Trigger({ error }: { error: unknown }) {
  const showError = useErrorToast();
  return <Button onPress={() => showError(error)}>Déclencher</Button>;
}

function withIntl(locale: 'fr' | 'en', children: ReactNode) {
  return (
    <NextIntlClientProvider locale={locale} messages={locale === 'fr' ? fr : en} timeZone="Europe/Paris">
      <ToastProvider>{children}</ToastProvider>
    </NextIntlClientProvider>
  );
}

describe('useErrorToast (SPEC §8)', () => {
  it('shows a danger toast with the title and message of the status', async () => {
    renderWithStrings(withIntl('fr', <Trigger error={{ statusCode: 409 }} />));
    await userEvent.click(screen.getByRole('button', { name: 'Déclencher' }));
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    await waitFor(() => expect(region.textContent).toContain('Demande en conflit'));
    const toast = region.querySelector('li');
    expect(toast?.getAttribute('data-tone')).toBe('error');
    expect(toast?.textContent).toMatch(/Erreur\s?:/u);
    expect(toast?.textContent).toContain('Réessayez dans quelques instants.');
  });

  it('speaks English too, and names timeouts', async () => {
    renderWithStrings(withIntl('en', <Trigger error={{ code: 'ECONNABORTED' }} />), { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Déclencher' }));
    await waitFor(() => expect(document.body.textContent).toContain('Response time exceeded'));
  });
});
