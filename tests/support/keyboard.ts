/**
 * Keyboard-only moves for the e2e journeys: every control is reached with Tab (or the
 * arrows inside a radio group) and used with Enter or Space, as a keyboard user would.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

export const isNoJs = () => test.info().project.use.javaScriptEnabled === false;

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has the focus: the tab order must reach it. */
export async function tabTo(page: Page, target: Locator, { max = 80, backwards = false } = {}) {
  await target.first().waitFor({ state: 'attached' });
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target.first())) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`tabTo: ${String(target)} not reached in ${max} presses`);
}

/** Tabs to a text field, empties it and types. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  if (text) await page.keyboard.type(text);
}

/** Tabs into a radio group (on its checked radio, or its first), then arrows to the option and selects it with Space. */
export async function chooseRadio(page: Page, group: Locator, option: Locator) {
  await group.waitFor();
  for (let presses = 0; ; presses += 1) {
    const inside = await group.evaluate((element) => element.contains(document.activeElement)).catch(() => false);
    if (inside) break;
    if (presses > 80) throw new Error(`chooseRadio: ${String(group)} not reached`);
    await page.keyboard.press('Tab');
  }
  for (let presses = 0; presses < 12; presses += 1) {
    if (await isFocused(option)) break;
    await page.keyboard.press('ArrowRight');
  }
  await expect(option).toBeFocused();
  await page.keyboard.press('Space');
  await expect(option).toBeChecked();
}

/** Tabs to a checkbox and ticks it with Space. */
export async function tick(page: Page, checkbox: Locator) {
  await tabTo(page, checkbox);
  if (!(await checkbox.isChecked())) await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
}

/** Tabs to a button (or link) and presses Enter. */
export async function press(page: Page, control: Locator) {
  await tabTo(page, control);
  await page.keyboard.press('Enter');
}
