import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useTranslations } from 'next-intl';
import { Text } from '../../components/Text/Text';
import { Stack } from '../Stack/Stack';
import { DemoBox } from '../storyDemo';
import { outline } from '../storyDemo.css';
import { Container } from './Container';
import { inDisplayModes } from '../../testing/storyModes';

function Reading() {
  const t = useTranslations('StorybookFeedback');
  return <Text>{t('layoutReading')}</Text>;
}

const meta: Meta<typeof Container> = {
  title: 'Foundations/Layout/Container',
  tags: ['screenshot-widths:375,600,900'],
  component: Container,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div className={outline}>
      <Container {...args}>
        <Stack gap="small">
          <DemoBox index={1} />
          <Reading />
        </Stack>
      </Container>
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof Container>;

/** `content` (75rem): side padding grows at 600 and 900 px, centred from 1200 px. */
export const Content: Story = { args: { width: 'content' } };

/** `reading` (40rem): forms and text keep a comfortable line length. */
export const ReadingWidth: Story = {
  args: { width: 'reading' },
  parameters: inDisplayModes('Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
};

export const Full: Story = { args: { width: 'full' } };
