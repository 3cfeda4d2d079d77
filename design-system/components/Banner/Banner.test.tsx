import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { Button } from '../Button/Button';
import { Banner } from './Banner';

describe('Banner', () => {
  it('is a polite status by default, with the tone in words before the title', () => {
    renderWithStrings(
      <Banner tone="warning" title="Ce formulaire est en brouillon">
        Il n’est pas encore visible du public.
      </Banner>,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(
      'Attention\u00a0: Ce formulaire est en brouillonIl n’est pas encore visible du public.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['info', 'Information'],
    ['success', 'Succès'],
    ['error', 'Erreur'],
  ] as const)('prefixes a %s banner with "%s"', (tone, prefix) => {
    renderWithStrings(<Banner tone={tone}>Message</Banner>);
    expect(screen.getByRole('status').textContent).toBe(`${prefix}\u00a0: Message`);
  });

  it('is an alert only when urgent', () => {
    renderWithStrings(
      <Banner tone="error" urgent title="Le paiement a échoué">
        Aucun montant n’a été débité.
      </Banner>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Le paiement a échoué');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders the title as a heading when given a level, and the action as a link', () => {
    renderWithStrings(
      <Banner
        tone="warning"
        title="Ce formulaire est en brouillon"
        headingLevel={2}
        action={{ label: 'Modifier les paramètres', href: '/admin/edition/1', external: true }}
      />,
      { locale: 'en' },
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveAccessibleName('Warning: Ce formulaire est en brouillon');
    const link = screen.getByRole('link');
    expect(link).toHaveAccessibleName(/^Modifier les paramètres\s+\(opens in a new tab\)$/);
    expect(link).toHaveAttribute('href', '/admin/edition/1');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('has no close button unless dismissible; dismissing hides it and keeps focus in the page', async () => {
    const onDismiss = vi.fn();
    const { rerender } = renderWithStrings(<Banner>Message</Banner>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(
      <>
        <Banner isDismissible onDismiss={onDismiss}>
          Message
        </Banner>
        <Button>Continuer</Button>
      </>,
    );
    const close = screen.getByRole('button', { name: 'Fermer' });
    // The close button is outside the live region: its name is not part of the message.
    expect(screen.getByRole('status').contains(close)).toBe(false);
    await userEvent.click(close);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onDismiss).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continuer' })));
  });

  it('gives focus to the previous control when nothing follows it', async () => {
    renderWithStrings(
      <>
        <Button>Retour</Button>
        <Banner isDismissible>Message</Banner>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Retour' }));
  });
});
