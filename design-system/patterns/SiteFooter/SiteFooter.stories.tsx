import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useTranslations } from 'next-intl';
import { expect, within } from 'storybook/test';
import { SiteFooter, type SiteFooterProps } from './SiteFooter';
import { inDisplayModes } from '../../testing/storyModes';

const linkKeys = [
  ['footerAbout', '#a-propos'],
  ['footerAssociationTerms', '#cgu-associations'],
  ['footerUserTerms', '#cgu-utilisateurs'],
  ['footerLegalNotice', '#mentions-legales'],
  ['footerPrivacy', '#confidentialite'],
  ['footerCookies', '#gestion-des-cookies'],
  ['footerGuide', '#guide-des-associations'],
] as const;
const featureKeys = ['featureFree', 'featureSecure', 'featureInstalments', 'featureReceipts'] as const;

/** Links and copyright are the app's copy (`Shell`); the rest is story copy. */
function Example({ parts = 'full' }: { parts?: 'full' | 'minimal' }) {
  const shell = useTranslations('Shell');
  const t = useTranslations('StorybookPatterns.footer');
  const props: SiteFooterProps = {
    navigationLabel: shell('footerNavigation'),
    links: linkKeys.map(([key, href]) => ({ label: shell(key), href })),
    legal: shell('footerCopyright', { year: 2026, brand: t('brand') }),
  };
  if (parts === 'minimal') return <SiteFooter {...props} />;
  return (
    <SiteFooter
      {...props}
      callToAction={{ title: t('ctaTitle'), text: t('ctaText'), label: t('ctaLink'), href: '#inscription' }}
      features={{ title: t('featuresTitle'), items: featureKeys.map((key) => t(key)) }}
      paymentMethods={[
        { kind: 'card', label: t('card') },
        { kind: 'threeDSecure', label: t('threeDSecure') },
        { kind: 'approved', label: t('approved') },
      ]}
    />
  );
}

const meta: Meta<typeof SiteFooter> = {
  title: 'Patterns/SiteFooter',
  tags: ['screenshot-widths:375,600,900,1200'],
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  render: () => <Example />,
};

export default meta;
type Story = StoryObj<typeof SiteFooter>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const navigation = canvas.getByRole('navigation', { name: 'Liens utiles' });
    await expect(within(navigation).getAllByRole('link')).toHaveLength(linkKeys.length);
    await expect(canvas.getByRole('img', { name: 'Carte bancaire' })).toBeVisible();
  },
};
/** Links and copyright only (the first version used by the app). */
export const LinksOnly: Story = { render: () => <Example parts="minimal" /> };
/** The default story in every display setting (its play function reads French copy). */
export const Appearance: Story = { parameters: inDisplayModes() };
