import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryCopy } from '../../testing/StoryCopy';
import { FileUpload } from './FileUpload';
import { inDisplayModes } from '../../testing/storyModes';

const meta = {
  title: 'Components/FileUpload',
  component: FileUpload,
  args: {
    label: <StoryCopy id="proofLabel" />,
    description: <StoryCopy id="proofHint" />,
    name: 'proof',
    isRequired: true,
    accept: ['.pdf', '.jpg', '.jpeg', '.png'],
    acceptLabel: 'PDF, JPG, PNG',
    maxSize: 5 * 1024 * 1024,
  },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
/** A fixed 2 ko file: stories stay deterministic. */
const proof = () => new File(['%'.repeat(2048)], 'attestation-etudiant.pdf', { type: 'application/pdf' });

const showcase = { errorMessage: <StoryCopy id="proofError" /> } as const;

export const Default: Story = {};
export const Optional: Story = { args: { isRequired: false } };
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(fileInput(canvasElement)).toHaveFocus();
  },
};

/** The chosen file's name replaces "Aucun fichier choisi" and is announced. */
export const Chosen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), proof());
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('attestation-etudiant.pdf');
  },
};

/** A file above `maxSize` is refused at once, with the limit in the message. */
export const TooLarge: Story = {
  args: { maxSize: 1024 },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), proof());
    await expect(fileInput(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};
export const Invalid: Story = {
  args: showcase,
  parameters: inDisplayModes('English', 'Dark', 'HighContrast', 'LargeText', 'TextSpacing', 'Hyperlegible'),
};
export const Disabled: Story = { args: { isDisabled: true } };
