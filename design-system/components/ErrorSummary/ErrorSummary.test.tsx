import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import fr from '../../../messages/fr.json';
import { DesignSystemProvider } from '../../providers/DesignSystemProvider';
import { compiledDesignSystemStrings } from '../../testing/compileMessages';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { Select, SelectOption } from '../Select/Select';
import { Checkbox } from '../Checkbox/Checkbox';
import { CheckboxGroup } from '../CheckboxGroup/CheckboxGroup';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup';
import { TextField } from '../TextField/TextField';
import { ErrorSummary, focusFirstInvalidField } from './ErrorSummary';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper';

const scrolled: Element[] = [];
const original = Element.prototype.scrollIntoView;
beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});
afterEach(() => {
  Element.prototype.scrollIntoView = original;
});

function Form({ withSummary = true }: { withSummary?: boolean }) {
  return (
    <form aria-label="don" noValidate>
      {withSummary ?
        <ErrorSummary
          errors={[
            { fieldId: 'firstName', label: 'Prénom', message: 'Indiquez votre prénom.' },
            { fieldId: 'frequency', label: 'Fréquence', message: 'Choisissez la fréquence du don.' },
          ]}
        />
      : null}
      <TextField id="lastName" label="Nom" isRequired />
      <TextField id="firstName" label="Prénom" isRequired errorMessage="Indiquez votre prénom." />
      <RadioGroup
        id="frequency"
        label="Fréquence"
        defaultValue="monthly"
        errorMessage="Choisissez la fréquence du don."
      >
        <Radio value="once">Une fois</Radio>
        <Radio value="monthly">Tous les mois</Radio>
      </RadioGroup>
    </form>
  );
}

describe('ErrorSummary', () => {
  it('takes the focus when shown, with its title and links in an alert', () => {
    renderWithStrings(<Form />);
    const alert = screen.getByRole('alert');
    expect(document.activeElement).toBe(alert.parentElement);
    expect(alert.parentElement?.getAttribute('tabindex')).toBe('-1');
    expect(within(alert).getByRole('heading', { level: 2 })).toHaveTextContent('Il y a un problème');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#firstName', '#frequency']);
    expect(links[0]?.textContent).toBe('Prénom\u00a0: Indiquez votre prénom.');
  });

  it('names the field in each link, so that two fields with the same message are told apart (RGAA 6.1)', () => {
    renderWithStrings(
      <ErrorSummary
        errors={[
          { fieldId: 'p1', label: 'Participant 1, prénom', message: 'Ce champ est obligatoire' },
          { fieldId: 'p2', label: 'Participant 2, prénom', message: 'Ce champ est obligatoire' },
        ]}
      />,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Participant 1, prénom\u00a0: Ce champ est obligatoire',
      'Participant 2, prénom\u00a0: Ce champ est obligatoire',
    ]);
  });

  it('can keep the focus where it is, take another title and level, and speaks English', () => {
    renderWithStrings(
      <ErrorSummary
        autoFocus={false}
        title="Vérifiez le formulaire"
        headingLevel={3}
        errors={[{ fieldId: 'x', label: 'Nom', message: 'Erreur' }]}
      />,
    );
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Vérifiez le formulaire');
  });

  it('has the English title', () => {
    renderWithStrings(<ErrorSummary errors={[{ fieldId: 'x', label: 'Name', message: 'Error' }]} />, {
      locale: 'en',
    });
    expect(screen.getByRole('heading')).toHaveTextContent('There is a problem');
    expect(screen.getByRole('link')).toHaveAccessibleName('Name: Error');
  });

  it('renders nothing without errors', () => {
    const { container } = renderWithStrings(<ErrorSummary errors={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('focuses the field of a link and scrolls its label into view', async () => {
    renderWithStrings(<Form />);
    await userEvent.click(screen.getByRole('link', { name: /^Prénom\s: Indiquez votre prénom\.$/ }));
    const input = screen.getByRole('textbox', { name: 'Prénom' });
    expect(document.activeElement).toBe(input);
    expect(scrolled).toEqual([screen.getByText('Prénom')]);
    expect(window.location.hash).toBe('');
  });

  it('follows a link with the keyboard to a radio group: checked radio focused, legend scrolled', async () => {
    renderWithStrings(<Form />);
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Fréquence\u00a0: Choisissez la fréquence du don.');
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Tous les mois' }));
    expect(scrolled).toEqual([screen.getByText('Fréquence')]);
  });
});

describe('focusFirstInvalidField', () => {
  it('focuses the first field in error of a form and scrolls its label', () => {
    renderWithStrings(<Form withSummary={false} />);
    expect(focusFirstInvalidField(screen.getByRole('form') as HTMLFormElement)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Prénom' }));
    expect(scrolled).toEqual([screen.getByText('Prénom')]);
  });

  it('finds a Select in error and focuses its button', () => {
    renderWithStrings(
      <form aria-label="statut">
        <TextField label="Nom" isRequired />
        <Select label="Statut" isRequired errorMessage="Choisissez un statut.">
          <SelectOption id="a">Association</SelectOption>
        </Select>
      </form>,
    );
    expect(focusFirstInvalidField(screen.getByRole('form') as HTMLFormElement)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Statut/ }));
    expect(scrolled).toEqual([screen.getByText('Statut')]);
  });

  it('focuses a stepper’s field in error, not the − button before it', () => {
    renderWithStrings(
      <form aria-label="places">
        <QuantityStepper
          label="Nombre de places"
          name="places"
          defaultValue="11"
          max={10}
          isInvalid
          errorMessage="Au plus 10."
          decreaseLabel="Retirer une place"
          increaseLabel="Ajouter une place"
        />
      </form>,
    );
    expect(focusFirstInvalidField(screen.getByRole('form') as HTMLFormElement)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Nombre de places' }));
  });

  it('goes to the group legend for checkboxes, and returns false when nothing is in error', () => {
    const { unmount } = renderWithStrings(
      <form aria-label="options">
        <CheckboxGroup label="Options" errorMessage="Choisissez une option.">
          <Checkbox value="a">A</Checkbox>
        </CheckboxGroup>
      </form>,
    );
    expect(focusFirstInvalidField(screen.getByRole('form') as HTMLFormElement)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'A' }));
    expect(scrolled).toEqual([screen.getByText('Options')]);
    unmount();
    renderWithStrings(
      <form aria-label="vide">
        <TextField label="Nom" isRequired />
      </form>,
    );
    expect(focusFirstInvalidField(screen.getByRole('form') as HTMLFormElement)).toBe(false);
  });
});

describe('ErrorSummary rendered by the server', () => {
  it('carries the HTML autofocus attribute only when the page arrives with the errors', () => {
    const html = (focusOnPageLoad: boolean) =>
      renderToString(
        <DesignSystemProvider strings={compiledDesignSystemStrings(fr)} locale="fr-FR">
          <ErrorSummary
            errors={[{ fieldId: 'email', label: 'Adresse électronique', message: 'Saisissez votre adresse' }]}
            focusOnPageLoad={focusOnPageLoad}
          />
        </DesignSystemProvider>,
      );
    expect(html(true)).toMatch(/<div[^>]*tabindex="-1"[^>]*autofocus=""/);
    expect(html(false)).not.toContain('autofocus');
  });
});
