import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { Countdown } from './Countdown';
import { inDisplayModes } from '../../testing/storyModes';

/*
 * `now` is fixed in every story: the countdown then shows that instant and runs no timer,
 * so each story is a stable visual baseline.
 */
const now = '2026-06-12T10:00:00Z';
const inMinutes = (minutes: number, seconds = 0) =>
  new Date(Date.parse(now) + (minutes * 60 + seconds) * 1000).toISOString();

const meta: Meta<typeof Countdown> = {
  title: 'Components/Countdown',
  component: Countdown,
  args: { now, expiresAt: inMinutes(14, 32) },
};

export default meta;
type Story = StoryObj<typeof Countdown>;

/** A fresh cart: 15 minutes (SPEC §4, §9). */
export const Running: Story = {
  play: async ({ canvasElement }) => {
    const root = within(canvasElement);
    await expect(root.getByRole('status')).toHaveTextContent('');
    await expect(canvasElement.querySelector('[role="timer"]')).toBeNull();
  },
};

/** From 5 minutes: warning colours and icon. */
export const Soon: Story = { args: { expiresAt: inMinutes(4, 5) }, parameters: inDisplayModes('Dark', 'HighContrast') };

export const LastMinute: Story = { args: { expiresAt: inMinutes(0, 45) } };

/** Time is up: the message is shown and is in the status region. */
export const Expired: Story = { args: { expiresAt: inMinutes(-1) } };

export const Default: Story = { parameters: inDisplayModes('English', 'LargeText', 'TextSpacing', 'Hyperlegible') };
