import { fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithStrings, serverRenderWithStrings } from '../testing/renderWithStrings';
import { TextInputField } from './TextInputField';

/** The card form's fields as CardForm draws them: uncontrolled, with the ids the error summary links to; a new attempt remounts them. */
function CardFields({ attempt = 0 }: { attempt?: number }) {
  return (
    <div key={attempt}>
      <TextInputField id="card-number" name="cardNumber" label="Numéro de carte" />
      <TextInputField id="card-expiry" name="expiry" label="Date d’expiration" defaultValue="12/34" />
    </div>
  );
}

/** A caller that controls the text itself: its own state is the truth, never the document. */
function ControlledField() {
  const [text, setText] = useState('');
  return (
    <>
      <TextInputField id="holder" name="holder" label="Titulaire" value={text} onChange={setText} />
      <output>{text}</output>
    </>
  );
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement;

/** The server's HTML in the document, typed into as a payer would before the scripts ran, then hydrated. */
function hydrateAfterTyping(ui: React.ReactElement, typed: Record<string, string>) {
  const container = serverRenderWithStrings(ui);
  for (const [id, text] of Object.entries(typed)) input(id).value = text;
  return renderWithStrings(ui, { container, hydrate: true });
}

describe('useTextTypedBeforeHydration (TextInputField)', () => {
  it('keeps the text typed before the page hydrated, and what was left alone', () => {
    hydrateAfterTyping(<CardFields />, { 'card-number': '4000 0000 0000 3220' });
    expect(input('card-number').value).toBe('4000 0000 0000 3220');
    expect(input('card-expiry').value).toBe('12/34');
  });

  it('keeps a server default the payer changed', () => {
    hydrateAfterTyping(<CardFields />, { 'card-expiry': '01/30' });
    expect(input('card-expiry').value).toBe('01/30');
  });

  it('does not carry a card into the fields of a new attempt (same ids, remounted)', () => {
    const { rerender } = hydrateAfterTyping(<CardFields />, {});
    // Typed once the page is React's: the field is controlled by it.
    fireEvent.change(input('card-number'), { target: { value: '4000 0000 0000 0002' } });
    expect(input('card-number').value).toBe('4000 0000 0000 0002');
    rerender(<CardFields attempt={1} />);
    expect(input('card-number').value).toBe('');
  });

  it('leaves a controlled field to its caller (its state is not changed for it)', () => {
    const { container } = hydrateAfterTyping(<ControlledField />, { holder: 'typed early' });
    expect(container.querySelector('output')).toHaveTextContent(/^$/);
  });

  it('gives the text typed early to the field itself, so a later render does not put it back', () => {
    const { rerender } = hydrateAfterTyping(<CardFields />, { 'card-number': '4000 0000 0000 3220' });
    // Any render after hydration (the form's state on the next keystroke) renders the field's own text.
    rerender(<CardFields />);
    fireEvent.change(input('card-expiry'), { target: { value: '01/30' } });
    expect(input('card-number').value).toBe('4000 0000 0000 3220');
  });
});
