import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { isNoJs, tabTo } from '../support/keyboard';

/**
 * Issue 18: every design-system control shows its state — focused, checked, invalid,
 * disabled — the same with and without JavaScript. The test bench page
 * (/accessibilite/etats-des-controles, test mode only) holds each control as the server
 * renders it; the keyboard gives focus and makes the choices, as a visitor would. Both
 * projects compare each control's box with one baseline per state
 * (tests/e2e/__screenshots__/control-states.spec.ts, written from the JavaScript run):
 * a state drawn only from react-aria's data-* attributes would look different without
 * JavaScript and fail here.
 */

const copy = {
  option: (n: 1 | 2 | 3) => ['Première option', 'Deuxième option', 'Troisième option'][n - 1] as string,
};

const control = (page: Page, name: string) => page.locator(`[data-control="${name}"]`);

/** Screenshot of `target` against the state's baseline, shared by both projects. */
async function expectLooks(target: Locator, state: string) {
  await expect(target).toHaveScreenshot(`${state}.png`, { animations: 'disabled', caret: 'hide', scale: 'css' });
}

/**
 * The card around a preset amount's radio (the label's parent, see keyboard.ts) with room
 * for its focus ring: the picker as a whole differs by design (without JavaScript its free
 * amount field is always shown).
 */
async function expectAmountCardLooks(page: Page, amount: RegExp, state: string) {
  const card = control(page, 'amount-picker').getByRole('radio', { name: amount }).locator('xpath=ancestor::label/..');
  const box = await card.boundingBox();
  if (!box) throw new Error(`no box for the ${String(amount)} card`);
  const ring = 8;
  await expect(page).toHaveScreenshot(`${state}.png`, {
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    clip: { x: box.x - ring, y: box.y - ring, width: box.width + 2 * ring, height: box.height + 2 * ring },
  });
}

test('each control shows focus, choice, invalid and disabled states without JavaScript as with it @no-js', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('accessibilite/etats-des-controles');
  if (!isNoJs()) {
    // Compare the hydrated controls (react-aria's data-* attributes set), not the server's HTML.
    await page.waitForFunction(() => {
      const input = document.querySelector('[data-control="checkbox"] input');
      return input !== null && Object.keys(input).some((key) => key.startsWith('__reactFiber'));
    });
  }
  await expectNoAxeViolations(page, 'control states test bench');

  // As rendered: invalid and disabled.
  for (const name of ['radio-group-invalid', 'checkbox-invalid', 'text-field-invalid', 'select-invalid']) {
    await expectLooks(control(page, name), name);
  }
  for (const name of ['text-field-disabled', 'checkbox-disabled', 'button-disabled']) {
    await expectLooks(control(page, name), name);
  }

  // Radio groups: Tab lands on the first option (focused, not chosen); the arrow chooses the next.
  for (const name of ['radio-group', 'radio-cards']) {
    await tabTo(page, control(page, name).getByRole('radio', { name: copy.option(1) }));
    await expectLooks(control(page, name), `${name}-focused`);
    await page.keyboard.press('ArrowDown');
    await expect(control(page, name).getByRole('radio', { name: copy.option(2) })).toBeChecked();
    await expectLooks(control(page, name), `${name}-checked-focused`);
  }

  // Amount cards (the free amount field shows at all times only without JavaScript: cards only).
  await tabTo(page, control(page, 'amount-picker').getByRole('radio', { name: /15[,.]00/ }));
  await expectAmountCardLooks(page, /15[,.]00/, 'amount-card-focused');
  await page.keyboard.press('ArrowRight');
  await expect(control(page, 'amount-picker').getByRole('radio', { name: /30[,.]00/ })).toBeChecked();
  await expectAmountCardLooks(page, /30[,.]00/, 'amount-card-checked-focused');

  // Checkbox and switch: focused, then ticked with Space.
  for (const [name, role] of [
    ['checkbox', 'checkbox'],
    ['switch', 'switch'],
  ] as const) {
    const box = control(page, name).getByRole(role);
    await tabTo(page, box);
    await expectLooks(control(page, name), `${name}-focused`);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
    await expectLooks(control(page, name), `${name}-checked-focused`);
  }

  // Text inputs, the select's button, the button, the link and the stepper's link: focused.
  for (const name of ['text-field', 'number-field', 'amount-field', 'date-field', 'combobox']) {
    await tabTo(page, control(page, name).getByRole(name === 'combobox' ? 'combobox' : 'textbox'));
    await expectLooks(control(page, name), `${name}-focused`);
  }
  await tabTo(page, control(page, 'select').getByRole('button'));
  await expectLooks(control(page, 'select'), 'select-focused');
  for (const [name, role] of [
    ['button', 'button'],
    ['link', 'link'],
    ['stepper', 'link'],
  ] as const) {
    await tabTo(page, control(page, name).getByRole(role));
    await expectLooks(control(page, name), `${name}-focused`);
  }

  // Chosen, once the focus has moved on.
  for (const name of ['radio-group', 'radio-cards', 'checkbox', 'switch']) {
    await expectLooks(control(page, name), `${name}-checked`);
  }
  await expectAmountCardLooks(page, /30[,.]00/, 'amount-card-checked');
});
