import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { Button } from '../Button/Button';
import { DeferredToastProvider } from './DeferredToastProvider';
import { Toast, ToastProvider } from './Toast';
import { toastDurations, useToast, type ToastOptions } from './ToastContext';

function Pusher(toast: ToastOptions) {
  const { show } = useToast();
  return <Button onPress={() => show(toast)}>Envoyer</Button>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Toast', () => {
  it('renders a notifications region named from the strings, with the hotkey', () => {
    renderWithStrings(<ToastProvider />);
    expect(screen.getByRole('region')).toHaveAccessibleName('Notifications (F8)');
  });

  it('shows a pushed toast with its title, message, tone in words and a labelled close button', async () => {
    renderWithStrings(
      <ToastProvider>
        <Pusher title="Adresse enregistrée" message="Nous vous écrirons à la réouverture." tone="success" />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    const item = await waitFor(() => {
      const found = region.querySelector('li');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(item).toHaveTextContent('Succès');
    expect(item).toHaveTextContent('Adresse enregistrée');
    expect(item).toHaveTextContent('Nous vous écrirons à la réouverture.');
    expect(within(item).getByRole('button')).toHaveAccessibleName('Fermer');
  });

  it('announces danger assertively and the other tones politely', async () => {
    renderWithStrings(
      <ToastProvider>
        <Toast title="Paiement refusé" tone="error" duration={Infinity} />
        <Toast title="Brouillon enregistré" tone="info" duration={Infinity} />
      </ToastProvider>,
    );
    await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(2));
    const [danger, info] = screen.getAllByRole('status');
    expect(danger).toHaveAttribute('aria-live', 'assertive');
    expect(info).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(danger).toHaveTextContent('Paiement refusé'));
    // Radix reads the toast label first, from the strings.
    expect(danger).toHaveTextContent(/^Notification/);
    expect(danger).not.toHaveTextContent('Fermer');
  });

  it('closes from the keyboard: F8 reaches the region, Tab the close button, Enter closes', async () => {
    renderWithStrings(
      <ToastProvider>
        <Button>Avant</Button>
        <Toast title="Paiement refusé" tone="error" duration={Infinity} />
      </ToastProvider>,
      { locale: 'en' },
    );
    await userEvent.tab();
    await userEvent.keyboard('[F8]');
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region.contains(document.activeElement)).toBe(true);
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(region.querySelector('li')).toBeNull());
    // Focus stays in the region instead of falling back to the top of the page.
    expect(region.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape when focused', async () => {
    renderWithStrings(
      <ToastProvider>
        <Toast title="Lien copié" duration={Infinity} />
      </ToastProvider>,
    );
    await userEvent.keyboard('[F8]');
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Lien copié')).not.toBeInTheDocument());
  });

  it('closes a danger toast after 5000 ms (SPEC §8) and the others after their own default', async () => {
    expect(toastDurations.error).toBe(5000);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithStrings(
      <ToastProvider>
        <Toast title="Paiement refusé" tone="error" />
        <Toast title="Adresse enregistrée" tone="success" />
      </ToastProvider>,
    );
    expect(screen.getByText('Paiement refusé')).toBeVisible();
    await act(async () => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.queryByText('Paiement refusé')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Paiement refusé')).not.toBeInTheDocument();
    expect(screen.queryByText('Adresse enregistrée')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(toastDurations.success);
    });
    expect(screen.queryByText('Adresse enregistrée')).not.toBeInTheDocument();
  });

  it('deferred: no region until the first toast, then the toast in its region, reachable with F8', async () => {
    renderWithStrings(
      <DeferredToastProvider>
        <Pusher title="Adresse enregistrée" tone="success" />
      </DeferredToastProvider>,
    );
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    await waitFor(() => expect(region).toHaveTextContent('Adresse enregistrée'));
    await userEvent.keyboard('[F8]');
    expect(region.contains(document.activeElement)).toBe(true);
  });

  it('refuses useToast outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithStrings(<Pusher title="x" />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });
});
