import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useTranslations } from 'next-intl';
import { expect, within } from 'storybook/test';
import { AdminShortcutsBar, type AdminShortcutKind } from './AdminShortcutsBar';
import { inDisplayModes } from '../../testing/storyModes';

const base = 'https://admin.example.org/association-des-amis/formulaires/don-libre';
const shortcuts: [AdminShortcutKind, string][] = [
  ['edit', `${base}/edition/1`],
  ['share', `${base}/diffusion`],
  ['statistics', `${base}/statistiques`],
  ['administrators', `${base}/administrateurs`],
];

function Example() {
  const t = useTranslations('StorybookPatterns.admin');
  return <AdminShortcutsBar shortcuts={shortcuts.map(([kind, href]) => ({ kind, href, label: t(kind) }))} />;
}

const meta: Meta<typeof AdminShortcutsBar> = {
  title: 'Patterns/AdminShortcutsBar',
  tags: ['screenshot-widths:375,600,900,1200'],
  component: AdminShortcutsBar,
  // Fixed to the viewport: each story gets its own frame in the docs page.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 260 } } },
  render: () => <Example />,
};

export default meta;
type Story = StoryObj<typeof AdminShortcutsBar>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const navigation = within(canvasElement).getByRole('navigation', { name: 'Raccourcis d’administration' });
    const links = within(navigation).getAllByRole('link');
    await expect(links).toHaveLength(4);
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAccessibleName(expect.stringContaining('ouvre une nouvelle fenêtre'));
    }
  },
};
/** Below 900 px: fixed to the bottom edge, two columns. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
/** The default story in every display setting (its play function reads French copy). */
export const Appearance: Story = {
  parameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
};
