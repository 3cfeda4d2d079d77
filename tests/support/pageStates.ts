/**
 * axe on one page state at 375 and 1200 px, in French and English, with and without
 * JavaScript (describeAxeCleanStates). A state's setup brings the page to the state and
 * asserts what proves it is there (an error summary, a heading…) before axe runs; setup
 * that is not the subject goes through the sandbox API.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import type { Lang } from './journey';
import { isNoJs } from './keyboard';

export interface StateSetup {
  page: Page;
  context: BrowserContext;
  request: APIRequestContext;
  lang: Lang;
}

export type PageStates = Record<string, (setup: StateSetup) => Promise<void>>;

type Width = 375 | 1200;

export async function expectAxeCleanState(
  name: string,
  setup: PageStates[string],
  on: StateSetup,
  widths: readonly Width[] = [375, 1200],
) {
  await setup(on);
  await expect(on.page.locator('html')).toHaveAttribute('lang', on.lang);
  await expectNoAxeViolations(on.page, `${name} (${on.lang})`, { widths });
}

const otherLang = (lang: Lang): Lang => (lang === 'fr' ? 'en' : 'fr');

const otherWidth = (width: Width): Width => (width === 375 ? 1200 : 375);

/**
 * One test per state, run by both projects (the describe is tagged @no-js): with
 * JavaScript in one language at one width, without it in the other language at the other
 * width, the pairs alternating from one state to the next. Every state is checked in
 * French and in English, with and without JavaScript, at 375 and at 1200 px, in two runs
 * of one analysis each instead of four runs of two: JavaScript changes the document axe
 * reads, the width its layout, the language only its words (each key exists in both,
 * tests/i18n).
 */
export function describeAxeCleanStates(title: string, states: PageStates) {
  test.describe(`${title} @no-js`, () => {
    Object.entries(states).forEach(([name, setup], index) => {
      const withJs: { lang: Lang; width: Width } =
        index % 2 === 0 ? { lang: 'fr', width: 375 } : { lang: 'en', width: 1200 };
      const withoutJs = { lang: otherLang(withJs.lang), width: otherWidth(withJs.width) };
      const pair = `${withJs.lang} at ${withJs.width} px with JavaScript, ${withoutJs.lang} at ${withoutJs.width} px without`;
      test(`${name} (${pair})`, ({ page, context, request }) => {
        const run = isNoJs() ? withoutJs : withJs;
        return expectAxeCleanState(name, setup, { page, context, request, lang: run.lang }, [run.width]);
      });
    });
  });
}
