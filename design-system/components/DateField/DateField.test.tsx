import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import fr from '../../../messages/fr.json';
import { DesignSystemProvider } from '../../providers/DesignSystemProvider';
import { compiledDesignSystemStrings } from '../../testing/compileMessages';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { DateField } from './DateField';
import { normaliseDateInput } from './normaliseDateInput';

describe('normaliseDateInput', () => {
  it.each([
    ['01/02/1990', '01/02/1990'],
    ['1/2/1990', '01/02/1990'],
    ['01.02.1990', '01/02/1990'],
    ['1-2-1990', '01/02/1990'],
    ['1 2 1990', '01/02/1990'],
    [' 01 / 02 / 1990 ', '01/02/1990'],
    ['01021990', '01/02/1990'],
    ['31/02/1990', '31/02/1990'],
    ['1990-02-01', '1990-02-01'],
    ['1/2/90', '1/2/90'],
    ['', ''],
    ['demain', 'demain'],
  ])('%j → %j', (input, expected) => {
    expect(normaliseDateInput(input)).toBe(expected);
  });
});

describe('DateField', () => {
  it('is a text input with the digit keypad and the format in its description', () => {
    renderWithStrings(<DateField label="Date de naissance" name="birthDate" isRequired autoComplete="bday" />);
    const input = screen.getByRole('textbox', { name: 'Date de naissance' });
    expect(input).toHaveAccessibleDescription('Format attendu : JJ/MM/AAAA');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'bday');
  });

  it('keeps the format after an extra description, in English too', () => {
    renderWithStrings(<DateField label="Date of birth" isRequired description="You must be 18 or over." />, {
      locale: 'en',
    });
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(
      'You must be 18 or over. Expected format: DD/MM/YYYY',
    );
  });

  it('rewrites the date as DD/MM/YYYY when the field is left, and posts that', async () => {
    renderWithStrings(
      <form aria-label="f">
        <DateField label="Date" name="date" isRequired />
      </form>,
    );
    const input = screen.getByRole('textbox') as HTMLInputElement;
    await userEvent.type(input, '1021990');
    await userEvent.tab();
    expect(input.value).toBe('1021990');
    await userEvent.clear(input);
    await userEvent.type(input, '14071990');
    await userEvent.tab();
    expect(input.value).toBe('14/07/1990');
    expect(new FormData(screen.getByRole('form') as HTMLFormElement).get('date')).toBe('14/07/1990');
  });

  it('renders a named input on the server', () => {
    const html = renderToString(
      <DesignSystemProvider locale="fr-FR" strings={compiledDesignSystemStrings(fr)}>
        <DateField label="Date" name="date" isRequired defaultValue="14/07/1990" />
      </DesignSystemProvider>,
    );
    expect(html).toMatch(/<input[^>]*name="date"[^>]*value="14\/07\/1990"/);
  });
});
