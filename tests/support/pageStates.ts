/**
 * axe on one page state, in the test's language, at 375 and 1200 px; the specs run each
 * state in French and English, with and without JavaScript (their describes are tagged
 * @no-js). A state's setup brings the page to the state and asserts what proves it is
 * there (an error summary, a heading…) before axe runs; setup that is not the subject
 * goes through the sandbox API.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect } from './fixtures';
import type { Lang } from './journey';

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
