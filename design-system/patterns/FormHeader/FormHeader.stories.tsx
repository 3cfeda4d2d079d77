import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useTranslations } from 'next-intl';
import { expect, within } from 'storybook/test';
import { Text } from '../../components/Text/Text';
import { FormHeader, type FormHeaderProps } from './FormHeader';
import { inDisplayModes } from '../../testing/storyModes';

/** A drawn placeholder image (deterministic, no network), named by its alternative text. */
function Illustration({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 320 180" role="img" aria-label={label} width="100%" focusable="false">
      <rect width="320" height="180" fill="currentColor" opacity="0.08" />
      <path d="M40 150V90l120-50 120 50v60z" fill="currentColor" opacity="0.25" />
      <path d="M30 92L160 36l130 56" fill="none" stroke="currentColor" strokeWidth="8" opacity="0.6" />
      <rect x="140" y="105" width="40" height="45" fill="currentColor" opacity="0.5" />
    </svg>
  );
}

type Variant = 'default' | 'noImage' | 'noGoal' | 'exceeded' | 'new';

function Example({ variant = 'default' }: { variant?: Variant }) {
  const t = useTranslations('StorybookPatterns.formHeader');
  const figures: Record<
    Variant,
    Pick<FormHeaderProps, 'collectedCents' | 'goalCents' | 'percentage' | 'contributorsCount'>
  > = {
    default: { collectedCents: 125000, goalCents: 200000, contributorsCount: 37 },
    noImage: { collectedCents: 125000, goalCents: 200000, contributorsCount: 37 },
    noGoal: { collectedCents: 84250, goalCents: null, contributorsCount: 52 },
    exceeded: { collectedCents: 261000, goalCents: 200000, percentage: 130, contributorsCount: 88 },
    new: { collectedCents: 0, goalCents: 500000, contributorsCount: 0 },
  };
  return (
    <FormHeader
      title={t('title')}
      organization={{ name: t('organization'), href: '#association' }}
      image={variant === 'noImage' ? undefined : <Illustration label={t('imageAlt')} />}
      {...figures[variant]}
    >
      <Text>{t('summary')}</Text>
    </FormHeader>
  );
}

const meta: Meta<typeof FormHeader> = {
  title: 'Patterns/FormHeader',
  tags: ['screenshot-widths:375,600,900,1200'],
  component: FormHeader,
  render: () => <Example />,
};

export default meta;
type Story = StoryObj<typeof FormHeader>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'Progression de la collecte' })).toHaveAttribute(
      'aria-valuenow',
      '62',
    );
  },
};
export const WithoutImage: Story = { render: () => <Example variant="noImage" /> };
/** A donation form without a goal: the amount and the count, no bar. */
export const WithoutGoal: Story = { render: () => <Example variant="noGoal" /> };
/** 130 %: the bar is full and the text says the real percentage. */
export const GoalExceeded: Story = { render: () => <Example variant="exceeded" /> };
export const JustOpened: Story = { render: () => <Example variant="new" /> };
/** The default story in every display setting (its play function reads French copy). */
export const Appearance: Story = {
  parameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
};
