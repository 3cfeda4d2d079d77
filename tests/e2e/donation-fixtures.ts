import { test as base } from '@playwright/test';
import { withExclusiveClock, withSharedClock } from '../support/donation';

/** Every journey holds the clock lock shared: a test moving the sandbox clock waits for it. */
export const test = base.extend<{ clockShared: void }>({
  clockShared: [
    async ({}, use, testInfo) => {
      // Whole journeys on a shared 2-core machine: more time than the default 30 s.
      testInfo.setTimeout(Math.max(testInfo.timeout, 120_000));
      await withSharedClock(() => use());
    },
    { auto: true },
  ],
});

/** For the tests that move the sandbox clock: exclusive, so no other journey sees it move. */
export const clockTest = base.extend<{ clockExclusive: void }>({
  clockExclusive: [
    async ({}, use, testInfo) => {
      testInfo.setTimeout(Math.max(testInfo.timeout, 240_000));
      await withExclusiveClock(() => use());
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
