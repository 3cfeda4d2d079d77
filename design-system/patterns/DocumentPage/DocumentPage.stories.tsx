import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useTranslations } from 'next-intl';
import { expect, within } from 'storybook/test';
import { Banner } from '../../components/Banner/Banner';
import { DocumentPage, DocumentSection } from './DocumentPage';
import { inDisplayModes } from '../../testing/storyModes';

/** A ticket, with the app's copy (`Tickets.*`) and the story's own values. */
function Example({ labelColumn = 'narrow' }: { labelColumn?: 'narrow' | 'wide' }) {
  const t = useTranslations('Tickets');
  const values = useTranslations('StorybookPatterns.document');
  const event = values('event');
  return (
    <DocumentPage
      title={t('title', { name: values('name'), event })}
      subtitle={t('subtitle', { event })}
      printHint={t('print')}
      files={[
        { href: '#pdf', label: t('pdf') },
        { href: '#agenda', label: t('calendar') },
      ]}
    >
      <Banner tone="success" title={t('state')}>
        {t('valid')}
      </Banner>
      <DocumentSection
        id="document-details"
        heading={t('details')}
        labelColumn={labelColumn}
        rows={[
          [t('event'), event],
          [t('date'), values('date')],
          [t('place'), values('place')],
          [t('tier'), values('tier')],
        ]}
      />
    </DocumentPage>
  );
}

const meta: Meta<typeof DocumentPage> = {
  title: 'Patterns/DocumentPage',
  tags: ['screenshot-widths:375,900'],
  component: DocumentPage,
  render: () => <Example />,
};

export default meta;
type Story = StoryObj<typeof DocumentPage>;

export const Ticket: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Billet au nom de Camille Martin');
    const table = canvas.getByRole('table', { name: 'L’événement' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(4);
  },
};
/** `wide`: the row headers take 40 % of the width (a receipt's longer labels). */
export const WideLabels: Story = { render: () => <Example labelColumn="wide" /> };
export const Default: Story = { parameters: inDisplayModes('English', 'Dark', 'LargeText') };
