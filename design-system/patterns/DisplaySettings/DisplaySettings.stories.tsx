import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useTranslations } from 'next-intl';
import { expect, userEvent, within } from 'storybook/test';
import {
  defaultDisplaySettings,
  displayOptions,
  type DisplaySettingName,
  type DisplaySettings as Settings,
} from '@/lib/display/settings';
import { DisplaySettings, type DisplaySettingsLabels } from './DisplaySettings';
import { inDisplayModes } from '../../testing/storyModes';

/** The app's own copy (`DisplaySettings`), built as the settings page builds it. */
function Example({ value = defaultDisplaySettings, saved = false }: { value?: Settings; saved?: boolean }) {
  const t = useTranslations('DisplaySettings');
  const labels = {
    ...Object.fromEntries(
      (Object.keys(displayOptions) as DisplaySettingName[]).map((name) => [
        name,
        {
          legend: t(`${name}.legend`),
          ...(name === 'textSpacing' ? { description: t('textSpacing.increasedHint') } : {}),
          ...Object.fromEntries(displayOptions[name].map((option) => [option, t(`${name}.${option}`)])),
        },
      ]),
    ),
    submit: t('submit'),
  } as unknown as DisplaySettingsLabels;
  return (
    <DisplaySettings
      value={value}
      labels={labels}
      action={() => {}}
      hiddenFields={{ returnTo: '/' }}
      status={saved ? t('saved') : null}
    />
  );
}

const meta: Meta<typeof DisplaySettings> = {
  title: 'Patterns/DisplaySettings',
  component: DisplaySettings,
  render: () => <Example />,
};

export default meta;
type Story = StoryObj<typeof DisplaySettings>;

export const Default: Story = { parameters: inDisplayModes('English') };

/** Arrow keys move the choice, and the page previews it at once. */
export const KeyboardPreview: Story = {
  play: async ({ canvasElement }) => {
    const theme = within(canvasElement).getByRole('radiogroup', { name: 'Thème' });
    within(theme).getByRole('radio', { name: 'Système' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(theme).getByRole('radio', { name: 'Clair' })).toBeChecked();
    await expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  },
};
/** After the post: the polite status says the settings are saved. */
export const Saved: Story = { render: () => <Example saved /> };
export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => <Example value={{ ...defaultDisplaySettings, theme: 'dark' }} />,
};
export const HighContrast: Story = {
  globals: { contrast: 'high' },
  render: () => <Example value={{ ...defaultDisplaySettings, contrast: 'high' }} />,
};
export const LargeText: Story = {
  globals: { textSize: '200' },
  render: () => <Example value={{ ...defaultDisplaySettings, textSize: '200' }} />,
};
export const TextSpacing: Story = {
  globals: { textSpacing: 'increased' },
  render: () => <Example value={{ ...defaultDisplaySettings, textSpacing: 'increased' }} />,
};
export const Hyperlegible: Story = {
  globals: { font: 'hyperlegible' },
  render: () => <Example value={{ ...defaultDisplaySettings, font: 'hyperlegible' }} />,
};
