/**
 * Fixtures of the journey suites (tests/e2e/journey-*.spec.ts, donation-*.spec.ts): every
 * journey holds the sandbox clock lock shared, and a test that moves the clock holds it
 * exclusively, so no journey of another worker sees the clock move under it.
 */
import { test as base } from '@playwright/test';
import { withExclusiveClock, withSharedClock } from './journey';

export const test = base.extend<{ clockShared: void }>({
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
  clockExclusive: [
    async ({}, use, testInfo) => {
      testInfo.setTimeout(Math.max(testInfo.timeout, 240_000));
      await withExclusiveClock(() => use());
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
