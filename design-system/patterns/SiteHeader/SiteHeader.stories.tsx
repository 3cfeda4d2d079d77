import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useTranslations } from 'next-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../components/Button/Button';
import { Link } from '../../components/Link/Link';
import { Inline } from '../../layout/Inline/Inline';
import { SiteHeader, type SiteHeaderAccount } from './SiteHeader';
import { inDisplayModes } from '../../testing/storyModes';

const accountKeys = ['account', 'history', 'profile', 'organisations', 'help', 'accessibility'] as const;

/** The navigation slot as the app fills it: display settings and the language switch. */
function Navigation() {
  const t = useTranslations('Shell');
  return (
    <nav aria-label={t('headerNavigation')}>
      <Inline gap="medium">
        <Link href="#parametres-affichage" variant="standalone">
          {t('displaySettingsLink')}
        </Link>
        <Button variant="tertiary" size="small">
          <span lang="en">{t('switchToEnglish')}</span>
        </Button>
      </Inline>
    </nav>
  );
}

function Example({ user = 'anonymous' }: { user?: 'anonymous' | 'loggedIn' | 'light' }) {
  const shell = useTranslations('Shell');
  const t = useTranslations('StorybookPatterns.header');
  const brand = t('brand');
  const account: SiteHeaderAccount = {
    name: t('userName'),
    items: accountKeys.map((key) => ({ id: key, label: t(key), href: `#${key}` })),
    signOut: { id: 'signOut', label: t('signOut'), onAction: fn() },
  };
  return (
    <SiteHeader
      homeHref="#accueil"
      homeLabel={shell('homeLink', { brand })}
      brandName={brand}
      account={user === 'loggedIn' ? account : undefined}
      onLogin={user === 'anonymous' ? fn() : undefined}
    >
      {user === 'light' ? null : <Navigation />}
    </SiteHeader>
  );
}

const meta: Meta<typeof SiteHeader> = {
  title: 'Patterns/SiteHeader',
  tags: ['screenshot-widths:375,600,900,1200'],
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  render: () => <Example />,
};

export default meta;
type Story = StoryObj<typeof SiteHeader>;

/** The desktop header (from 900 px): its play function and axe run at 1200 px. */
const desktop = { playWidth: 1200 };

export const Anonymous: Story = {
  parameters: desktop,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Se connecter' })).toBeVisible();
  },
};
export const LoggedIn: Story = {
  render: () => <Example user="loggedIn" />,
  parameters: inDisplayModes('English', 'Dark', 'LargeText'),
};

/** Opened with the keyboard: Enter on the button, focus on the first item. */
export const AccountMenuOpen: Story = {
  render: () => <Example user="loggedIn" />,
  parameters: desktop,
  // The menu opens from the desktop header's button, which narrower layouts fold away;
  // resizing the page would close it.
  tags: ['screenshot-widths:1200'],
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Camille Martin/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu', { name: 'Compte de Camille Martin' });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(accountKeys.length + 1);
    await expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus();
  },
};

/** The payment layout's light header: the brand only. */
export const Light: Story = { render: () => <Example user="light" /> };

const mobile = { viewport: { value: 'mobile1', isRotated: false } };

export const Mobile: Story = { globals: mobile, render: () => <Example user="loggedIn" /> };
export const MobileMenuOpen: Story = {
  globals: mobile,
  render: () => <Example user="loggedIn" />,
  play: async ({ canvasElement }) => {
    // The toggle only exists below 900 px; on a wider test page the panel is already open.
    const toggle = within(canvasElement).queryByRole('button', { name: 'Menu' });
    if (toggle) await userEvent.click(toggle);
    await expect(within(canvasElement).getByRole('link', { name: 'Paramètres d’affichage' })).toBeVisible();
  },
};

export const Default: Story = { parameters: inDisplayModes('HighContrast', 'TextSpacing', 'Hyperlegible') };
