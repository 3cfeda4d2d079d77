/**
 * Keyboard-only moves for the e2e journeys: every control is reached with Tab (or the
 * arrows inside a radio group) and used with Enter or Space, as a keyboard user would.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

export const isNoJs = () => test.info().project.use.javaScriptEnabled === false;

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * What a sighted keyboard user sees of the focus (WCAG 2.4.7): the focused element, or for
 * a visually hidden input (radio, checkbox, switch) what draws its focus — the indicator
 * beside it or the card around it — has a focus ring: an outline at least 2 px wide, on
 * a box that is rendered. Returns a description of the focused element when none has.
 */
function focusLeftUnseen(): string | null {
  const active = document.activeElement;
  if (!active || active === document.body || active === document.documentElement) return null;
  const clipped = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clipPath !== 'none' || (style.clip !== 'auto' && style.clip !== '')) return true;
    }
    return false;
  };
  const ringed = (element: Element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return (
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) >= 2 &&
      box.width >= 4 &&
      box.height >= 4 &&
      !clipped(element)
    );
  };
  let ancestor: Element | null = active;
  for (let level = 0; ancestor && ancestor !== document.body && level < 4; level += 1) {
    if (ringed(ancestor) || [...ancestor.children].some(ringed)) return null;
    ancestor = ancestor.parentElement;
  }
  const name = active.getAttribute('aria-label') ?? active.getAttribute('name') ?? active.textContent?.trim();
  return `${active.tagName.toLowerCase()} "${(name ?? '').slice(0, 60)}"`;
}

/** Fails when the focused element shows no focus ring (checked at every Tab stop). */
export async function expectVisibleFocus(page: Page) {
  // A ring can come with a short transition, and a page may still be styling the
  // element: poll rather than read once.
  await expect.poll(() => page.evaluate(focusLeftUnseen), { message: 'focus without a visible ring' }).toBeNull();
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus: the tab order must reach it,
 * and every stop on the way shows where the focus is.
 */
export async function tabTo(page: Page, target: Locator, { max = 80, backwards = false } = {}) {
  await target.first().waitFor({ state: 'attached' });
  for (let presses = 0; presses <= max; presses += 1) {
    // A stop reached by a press was checked right after it; one focused from the start is checked here.
    if (await isFocused(target.first())) return presses === 0 ? expectVisibleFocus(page) : undefined;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page);
  }
  throw new Error(`tabTo: ${String(target)} not reached in ${max} presses`);
}

/**
 * Presses Tab from the top of the page through every stop to the last, each with a
 * visible focus ring, and returns how many stops there were: a page's whole tab order
 * walked as a keyboard user would, not only the controls a journey needs.
 */
export async function tabThroughPage(page: Page, { max = 200 } = {}): Promise<number> {
  const stopId = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return null;
      const path: number[] = [];
      for (let node: Element | null = active; node?.parentElement; node = node.parentElement) {
        path.unshift([...node.parentElement.children].indexOf(node));
      }
      return path.join('.');
    });
  const seen = new Set<string>();
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press('Tab');
    const stop = await stopId();
    // Past the last stop the focus leaves the document (body) or comes back to the first.
    if (stop === null || seen.has(stop)) return seen.size;
    seen.add(stop);
    await expectVisibleFocus(page);
  }
  throw new Error(`tabThroughPage: more than ${max} Tab stops`);
}

/**
 * How each option of a radio group looks (its indicator's border and its card's
 * background): the checked one must look unlike every other, with or without JavaScript.
 */
async function expectCheckedLooksSelected(group: Locator) {
  const looksOfUncheckedLikeChecked = () =>
    group.evaluate((element) => {
      const options = [...element.querySelectorAll('input[type="radio"]')].map((input) => {
        const label = input.closest('label');
        const indicator = label?.querySelector(':scope > [aria-hidden="true"]');
        const card = label?.parentElement;
        const seen = (node: Element | null | undefined) => {
          if (!node) return '';
          const style = getComputedStyle(node);
          return `${style.borderTopWidth} ${style.borderTopColor} ${style.backgroundColor} ${style.boxShadow}`;
        };
        return { checked: (input as HTMLInputElement).checked, look: `${seen(indicator)} | ${seen(card)}` };
      });
      const checked = options.find((option) => option.checked);
      if (!checked) return ['no option is checked'];
      return options.filter((option) => !option.checked && option.look === checked.look).map((option) => option.look);
    });
  // Polled: the indicator's border animates from one look to the other.
  await expect
    .poll(looksOfUncheckedLikeChecked, { message: 'unchecked options that look like the checked one' })
    .toEqual([]);
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
  await expectVisibleFocus(page);
  await page.keyboard.press('Space');
  await expect(option).toBeChecked();
  await expectCheckedLooksSelected(group);
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
