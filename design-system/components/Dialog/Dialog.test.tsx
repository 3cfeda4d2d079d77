import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { Button } from '../Button/Button';
import { Dialog, DialogClose, DialogTrigger } from './Dialog';

function Uncontrolled(props: { description?: string; hideTitle?: boolean }) {
  return (
    <Dialog
      title="Se connecter"
      trigger={<DialogTrigger>Ouvrir</DialogTrigger>}
      footer={<DialogClose>Annuler</DialogClose>}
      {...props}
    >
      <label>
        Adresse électronique
        <input type="email" />
      </label>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens from its trigger as a modal dialog named by its title and described by its description', async () => {
    renderWithStrings(<Uncontrolled description="Pour retrouver vos paiements." />);
    const trigger = screen.getByRole('button', { name: 'Ouvrir' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleName('Se connecter');
    expect(dialog).toHaveAccessibleDescription('Pour retrouver vos paiements.');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Se connecter');
  });

  it('has no aria-describedby without a description', async () => {
    renderWithStrings(<Uncontrolled />);
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).not.toHaveAttribute('aria-describedby');
    expect(dialog).not.toHaveAccessibleDescription();
  });

  it('keeps a hidden title as the accessible name', async () => {
    renderWithStrings(<Uncontrolled hideTitle />);
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Se connecter');
  });

  it('labels its close button with the built-in string', async () => {
    renderWithStrings(<Uncontrolled />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
  });

  it('opens with the keyboard, traps focus, closes on Escape and returns focus to the trigger', async () => {
    renderWithStrings(<Uncontrolled />);
    const trigger = screen.getByRole('button', { name: 'Ouvrir' });
    await userEvent.tab();
    expect(document.activeElement).toBe(trigger);
    await userEvent.keyboard('{Enter}');
    const close = screen.getByRole('button', { name: 'Fermer' });
    await waitFor(() => expect(document.activeElement).toBe(close));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Adresse électronique' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Annuler' }));
    // Focus wraps around instead of leaving the dialog.
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Annuler' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('closes with the close button and with DialogClose', async () => {
    renderWithStrings(<Uncontrolled />);
    const trigger = screen.getByRole('button', { name: 'Ouvrir' });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hides the rest of the page from assistive technologies while open', async () => {
    renderWithStrings(
      <>
        <p>Contenu de la page</p>
        <Uncontrolled />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    // Still in the document, but out of the accessibility tree that queries by role read.
    expect(screen.getByRole('button', { name: 'Ouvrir', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ouvrir' })).toBeNull();
  });

  it('works controlled, focuses the requested element and gives focus back to the opener', async () => {
    const onOpenChange = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(false);
      const field = useRef<HTMLInputElement>(null);
      return (
        <>
          <Button onPress={() => setOpen(true)}>Se connecter</Button>
          <Dialog
            title="Connexion"
            open={open}
            onOpenChange={(next) => {
              onOpenChange(next);
              setOpen(next);
            }}
            initialFocusRef={field}
          >
            <label>
              Mot de passe
              <input ref={field} type="password" />
            </label>
          </Dialog>
        </>
      );
    }
    renderWithStrings(<Controlled />);
    const opener = screen.getByRole('button', { name: 'Se connecter' });
    await userEvent.click(opener);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Mot de passe')));
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
