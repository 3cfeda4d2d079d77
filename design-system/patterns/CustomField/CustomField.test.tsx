import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithStrings } from '../../testing/renderWithStrings';
import { CustomField, type CustomFieldProps } from './CustomField';

const labels = {
  yes: 'Oui',
  no: 'Non',
  phoneHint: 'Chiffres et espaces',
  fileHint: 'PDF, 5 Mo',
  fileFormats: 'PDF',
  fileTooLarge: 'Trop lourd',
  fileWrongFormat: 'Mauvais format',
  fileKept: 'Fichier gardé',
};

function renderField(props: Partial<CustomFieldProps> & Pick<CustomFieldProps, 'type'>) {
  renderWithStrings(
    <form aria-label="f">
      <CustomField label="Question" name="q" labels={labels} yesValue="Oui" noValue="Non" {...props} />
    </form>,
  );
  return () => new FormData(screen.getByRole('form') as HTMLFormElement);
}

describe('CustomField', () => {
  it('draws Oui/Non as two radios that post the API’s text', async () => {
    const posted = renderField({ type: 'YesNo', isRequired: true });
    expect(screen.getByRole('radiogroup')).toHaveAccessibleName(/^Question/);
    await userEvent.click(screen.getByRole('radio', { name: 'Non' }));
    expect(posted().get('q')).toBe('Non');
  });

  it('draws a choice list as radios, the answer kept', () => {
    const posted = renderField({ type: 'ChoiceList', choices: ['S', 'M', 'L'], defaultValue: 'M' });
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'M' })).toBeChecked();
    expect(posted().get('q')).toBe('M');
  });

  it('keeps a file already sent: posted again, and the field no longer required', () => {
    const posted = renderField({
      type: 'File',
      isRequired: true,
      file: { accept: ['.pdf'], maxSize: 1000 },
      keptFile: { name: 'q-fichier', value: 'f-42' },
    });
    expect(screen.getByText('Fichier gardé')).toBeVisible();
    expect(posted().get('q-fichier')).toBe('f-42');
    expect(screen.getByLabelText(/^Question/)).not.toBeRequired();
  });

  it('draws a type it does not know as text, with its error', () => {
    renderField({ type: 'Unknown' as CustomFieldProps['type'], errorMessage: 'Requis', isInvalid: true });
    const box = screen.getByRole('textbox');
    expect(box).toHaveAccessibleName(/^Question/);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/Requis$/);
  });
});
