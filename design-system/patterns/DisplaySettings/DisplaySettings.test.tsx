import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultDisplaySettings, displayOptions, type DisplaySettingName } from '@/lib/display/settings';
import fr from '../../../messages/fr.json';
import { renderWithStrings, serverRenderWithStrings } from '../../testing/renderWithStrings';
import { DisplaySettings, type DisplaySettingsLabels } from './DisplaySettings';

const copy = fr.DisplaySettings as unknown as Record<string, Record<string, string> & { legend: string }>;
const labels = {
  ...Object.fromEntries(
    (Object.keys(displayOptions) as DisplaySettingName[]).map((name) => [
      name,
      {
        legend: copy[name]!.legend,
        ...Object.fromEntries(displayOptions[name].map((option) => [option, copy[name]![option]])),
      },
    ]),
  ),
  submit: fr.DisplaySettings.submit,
} as unknown as DisplaySettingsLabels;

afterEach(() => {
  for (const name of [...document.documentElement.attributes].map((attribute) => attribute.name)) {
    if (name.startsWith('data-')) document.documentElement.removeAttribute(name);
  }
});

describe('DisplaySettings', () => {
  it('has one named radio group per setting, checked from the current value', () => {
    renderWithStrings(
      <DisplaySettings value={{ ...defaultDisplaySettings, theme: 'dark' }} labels={labels} action={() => {}} />,
    );
    const legends = ['Thème', 'Contraste', 'Taille du texte', 'Espacement du texte', 'Animations', 'Police'];
    const groups = screen.getAllByRole('radiogroup');
    expect(groups).toHaveLength(legends.length);
    legends.forEach((legend, index) => expect(groups[index]).toHaveAccessibleName(legend));
    const theme = screen.getByRole('radiogroup', { name: 'Thème' });
    expect(within(theme).getByRole('radio', { name: 'Sombre' })).toBeChecked();
  });

  it('previews a change on <html> at once, with the arrow keys', async () => {
    renderWithStrings(<DisplaySettings value={defaultDisplaySettings} labels={labels} action={() => {}} />);
    const theme = screen.getByRole('radiogroup', { name: 'Thème' });
    within(theme).getByRole('radio', { name: 'Système' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(theme).getByRole('radio', { name: 'Clair' })).toBeChecked();
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(document.documentElement).toHaveAttribute('data-text-size', '100');
  });

  it('keeps and previews a choice made on the server-rendered form before hydration', async () => {
    const ui = <DisplaySettings value={defaultDisplaySettings} labels={labels} action={() => {}} />;
    const container = serverRenderWithStrings(ui);
    const light = container.querySelector<HTMLInputElement>('input[name="theme"][value="light"]')!;
    light.checked = true;
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    renderWithStrings(ui, { container, hydrate: true });
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-theme', 'light'));
    const theme = screen.getByRole('radiogroup', { name: 'Thème' });
    expect(within(theme).getByRole('radio', { name: 'Clair' })).toBeChecked();
    expect(document.documentElement).toHaveAttribute('data-contrast', 'standard');
  });

  it('posts every setting and the hidden fields with a real form and a submit button', async () => {
    const action = vi.fn();
    renderWithStrings(
      <DisplaySettings
        value={defaultDisplaySettings}
        labels={labels}
        action={action}
        hiddenFields={{ returnTo: '/associations/a/formulaires/b' }}
      />,
    );
    await userEvent.click(screen.getByText('Très grande (150 %)'));
    const submit = screen.getByRole('button', { name: 'Enregistrer les paramètres' });
    expect(submit).toHaveAttribute('type', 'submit');
    expect((submit as HTMLButtonElement).form).toBeInstanceOf(HTMLFormElement);
    await userEvent.click(submit);
    await waitFor(() => expect(action).toHaveBeenCalledOnce());
    const data = action.mock.calls[0]![0] as FormData;
    expect(Object.fromEntries(data)).toEqual({
      returnTo: '/associations/a/formulaires/b',
      theme: 'system',
      contrast: 'standard',
      textSize: '150',
      textSpacing: 'standard',
      motion: 'system',
      font: 'standard',
    });
  });

  it('announces the saved status in a polite status region', () => {
    renderWithStrings(
      <DisplaySettings
        value={defaultDisplaySettings}
        labels={labels}
        action={() => {}}
        status={fr.DisplaySettings.saved}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(fr.DisplaySettings.saved);
  });
});
