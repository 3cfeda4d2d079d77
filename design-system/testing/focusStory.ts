import { expect, userEvent, within } from 'storybook/test';

/**
 * A FocusVisible story's play: one Tab from the page reaches the control with `role` (the
 * `index`-th of them), so its screenshot shows the focus ring a keyboard user sees.
 */
export function tabsTo(role: string, index = 0) {
  return {
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await userEvent.tab();
      await expect(within(canvasElement).getAllByRole(role)[index]).toHaveFocus();
    },
  };
}
