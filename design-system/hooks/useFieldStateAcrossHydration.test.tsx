import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useFieldStateAcrossHydration } from './useFieldStateAcrossHydration';
import { useHydrated } from './useHydrated';

// hydrateRoot and createRoot driven by act(), as Testing Library's render does: React is
// told so for this file only (the component tests share their globals: isolate: false).
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnvironment: boolean | undefined;
beforeAll(() => {
  previousActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = previousActEnvironment;
});

/**
 * A controlled radio group and text field, as the amount step holds them: the free amount
 * field is shown until hydration (it works without JavaScript), then only with "other".
 */
function AmountForm() {
  const hydrated = useHydrated();
  const [choice, setChoice] = useFieldStateAcrossHydration<string>('don', 'amount', '2000');
  const [other, setOther] = useFieldStateAcrossHydration<string>('don', 'amountOther', '');
  return (
    <form id="don">
      {['2000', 'other'].map((value) => (
        <input
          key={value}
          type="radio"
          name="amount"
          value={value}
          aria-label={value}
          checked={choice === value}
          onChange={() => setChoice(value)}
        />
      ))}
      {!hydrated || choice === 'other' ?
        <input
          name="amountOther"
          aria-label="Montant"
          value={other}
          onChange={(event) => setOther(event.target.value)}
        />
      : null}
      <output>{choice === 'other' ? `autre : ${other}` : choice}</output>
    </form>
  );
}

describe('useFieldStateAcrossHydration', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  /**
   * The server's HTML in the document, `before` acting on it as a payer would, then
   * hydration. Returns the document part and the errors React recovered from (a mismatch
   * would re-render it from scratch, from the defaults).
   */
  async function hydrateAfter(before: (form: HTMLFormElement) => void) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<AmountForm />);
    document.body.append(container);
    before(container.querySelector('form')!);
    const recovered: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <AmountForm />, { onRecoverableError: (error) => recovered.push(error) });
    });
    return { container, recovered };
  }

  it('keeps a radio chosen and an amount typed before the page hydrated', async () => {
    const { container, recovered } = await hydrateAfter((form) => {
      form.querySelector<HTMLInputElement>('input[value=other]')!.checked = true;
      form.querySelector<HTMLInputElement>('input[name=amountOther]')!.value = '25';
    });
    expect(container.querySelector<HTMLInputElement>('input[value=other]')).toBeChecked();
    expect(container.querySelector<HTMLInputElement>('input[name=amountOther]')!.value).toBe('25');
    expect(container.querySelector('output')!.textContent).toBe('autre : 25');
    expect(recovered).toEqual([]);
  });

  it('leaves the server’s values when the payer did nothing', async () => {
    const { container, recovered } = await hydrateAfter(() => {});
    expect(container.querySelector<HTMLInputElement>('input[value="2000"]')).toBeChecked();
    expect(container.querySelector('input[name=amountOther]')).toBeNull();
    expect(recovered).toEqual([]);
    expect(container.querySelector('output')!.textContent).toBe('2000');
  });

  it('reads nothing in a component mounted after hydration (a client-side navigation)', async () => {
    // A form of the same id already in the document with another radio checked: a fresh
    // mount starts from its own values, not from a document it did not render.
    document.body.innerHTML =
      '<form id="don"><input type="radio" name="amount" value="other" checked></form><div id="app"></div>';
    const fresh = createRoot(document.getElementById('app')!);
    let seen = '';
    function Probe() {
      [seen] = useFieldStateAcrossHydration<string>('don', 'amount', '2000');
      return null;
    }
    await act(async () => fresh.render(<Probe />));
    expect(seen).toBe('2000');
    act(() => fresh.unmount());
  });
});
