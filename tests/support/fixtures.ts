/**
 * Fixtures of the journey suites (tests/e2e/journey-*.spec.ts, donation-*.spec.ts): every
 * journey holds the sandbox clock lock shared, and a test that moves the clock holds it
 * exclusively, so no journey of another worker sees the clock move under it. Their page
 * fails the test when the browser logged a message its page was not given (next-intl's
 * MISSING_MESSAGE: a namespace left out of lib/i18n/clientMessages' JOURNEY_PAGE_NAMESPACES).
 */
import { test as base, expect, type Page } from '@playwright/test';
import { withExclusiveClock, withSharedClock } from './journey';

/** `page`, watched for messages missing in the browser; checked once the test is over. */
async function watchMissingMessages({ page }: { page: Page }, hand: (page: Page) => Promise<void>) {
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('MISSING_MESSAGE')) missing.push(message.text());
  });
  await hand(page);
  expect(missing, 'messages the page logged as missing').toEqual([]);
}

/** For the suites that do without the clock lock (the report page, the widgets). */
export const messagesWatchedTest = base.extend({ page: watchMissingMessages });

export const test = base.extend<{ clockShared: void }>({
  page: watchMissingMessages,
  clockShared: [
    async ({}, use, testInfo) => {
      // Journeys on a shared 2-core machine: more time than the default 30 s.
      testInfo.setTimeout(Math.max(testInfo.timeout, 120_000));
      await withSharedClock(() => use());
    },
    { auto: true },
  ],
});

/** For the tests that move the sandbox clock: exclusive, so no other journey sees it move. */
export const clockTest = base.extend<{ clockExclusive: void }>({
  page: watchMissingMessages,
  clockExclusive: [
    async ({}, use, testInfo) => {
      testInfo.setTimeout(Math.max(testInfo.timeout, 240_000));
      await withExclusiveClock(() => use());
    },
    { auto: true },
  ],
});

export { expect };
