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

const widths = [375, 1200] as const;

export async function expectAxeCleanState(name: string, setup: PageStates[string], on: StateSetup) {
  await setup(on);
  await expect(on.page.locator('html')).toHaveAttribute('lang', on.lang);
  await expectNoAxeViolations(on.page, `${name} (${on.lang})`, { widths });
}

const otherLang = (lang: Lang): Lang => (lang === 'fr' ? 'en' : 'fr');

/**
 * One test per state, run by both projects (the describe is tagged @no-js): with
 * JavaScript in one language and without it in the other, the pair alternating from one
 * state to the next. Every state is checked in French and in English, and with and
 * without JavaScript, in two runs instead of four: JavaScript changes the document axe
 * reads; the language changes its words (each key exists in both, tests/i18n).
 */
export function describeAxeCleanStates(title: string, states: PageStates) {
  test.describe(`${title} @no-js`, () => {
    Object.entries(states).forEach(([name, setup], index) => {
      const withJs: Lang = index % 2 === 0 ? 'fr' : 'en';
      test(`${name} (${withJs} with JavaScript, ${otherLang(withJs)} without)`, ({ page, context, request }) => {
        const lang = isNoJs() ? otherLang(withJs) : withJs;
        return expectAxeCleanState(name, setup, { page, context, request, lang });
      });
    });
  });
}
