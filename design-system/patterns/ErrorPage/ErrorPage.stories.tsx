import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useTranslations } from 'next-intl';
import { expect, within } from 'storybook/test';
import { PAGE_ERROR_KEYS, type PageErrorKey } from '@/lib/rules/errorCatalogue';
import { Button } from '../../components/Button/Button';
import { Link } from '../../components/Link/Link';
import { Stack } from '../../layout/Stack/Stack';
import { ErrorPage } from './ErrorPage';
import { inDisplayModes } from '../../testing/storyModes';

/** Statuses with a retry action: the temporary ones (SPEC §8). */
const retryable = new Set<PageErrorKey>(['408', '409', '421', '500', '503', '504', 'ECONNABORTED']);

/** The copy is the app's own (`Errors.page.<key>`, `ErrorPage.*`), as on the real page. */
function Example({ status, headingLevel = 1 }: { status: PageErrorKey; headingLevel?: 1 | 2 }) {
  const errors = useTranslations('Errors.page');
  const t = useTranslations('ErrorPage');
  return (
    <ErrorPage
      headingLevel={headingLevel}
      title={errors(`${status}.title`)}
      message={errors(`${status}.message`)}
      code={status}
      variant={status === '500' ? 'server' : 'default'}
      hint={status === '503' || status === '504' ? t('retryHint') : undefined}
      actions={
        <>
          {retryable.has(status) ?
            <Button>{t('retry')}</Button>
          : null}
          <Button variant={retryable.has(status) ? 'secondary' : 'primary'}>{t('back')}</Button>
          <Link href="#accueil" variant="standalone">
            {t('home')}
          </Link>
        </>
      }
      contact={
        <>
          {t('contactIntro')} <Link href="mailto:contact@example.org">{t('contact')}</Link>
        </>
      }
    />
  );
}

const meta: Meta<typeof ErrorPage> = {
  title: 'Patterns/ErrorPage',
  tags: ['screenshot-widths:375,600,900,1200'],
  component: ErrorPage,
  render: () => <Example status="404" />,
};

export default meta;
type Story = StoryObj<typeof ErrorPage>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Cette page est introuvable');
    await expect(canvas.getByText('Code d’erreur : 404')).toBeVisible();
  },
};
export const Forbidden: Story = { render: () => <Example status="403" /> };
/** 500 has its own variant (SPEC §2): another illustration and accent, and a retry. */
export const ServerError: Story = { render: () => <Example status="500" />, parameters: inDisplayModes('Dark') };
/** 504 adds the retry hint (SPEC §2). */
export const Timeout: Story = { render: () => <Example status="504" />, parameters: inDisplayModes('LargeText') };
export const PaymentCanceled: Story = { render: () => <Example status="paymentCanceled" /> };

/** Every page error of SPEC §8, with the app's copy (headings at level 2 here). */
export const Catalogue: Story = {
  render: () => (
    <Stack gap="xlarge">
      {PAGE_ERROR_KEYS.map((status) => (
        <Example key={status} status={status} headingLevel={2} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 2 })).toHaveLength(PAGE_ERROR_KEYS.length);
  },
};

export const Default: Story = { parameters: inDisplayModes('English', 'HighContrast', 'TextSpacing', 'Hyperlegible') };
export const EnglishTimeout: Story = { globals: { locale: 'en' }, render: () => <Example status="504" /> };
