import { defineConfig, devices } from '@playwright/test';

/**
 * E2E tests, always on a Debian build of Chromium: we never download a browser. They run
 * in Debian's headless shell (`chromium-headless-shell`, CHROMIUM_TEST_PATH), the build
 * made for automation: no browser UI to start, lighter per page than the full Chromium
 * (CHROMIUM_PATH), which stays for the Storybook pass, Lighthouse and the bench. The app
 * is served by `next start` on its own port so a developer's server on :3000 is left
 * alone. (Visual regression runs in the Storybook pass: .storybook/test-runner.ts.)
 */
const port = Number(process.env.E2E_PORT ?? 3100);
/** The second app instance (PostgreSQL only). */
export const secondPort = port + 1;
/** An instance with its page memory on (lib/http/pageCache; off in the sandbox's test mode), on a database of its own. */
const pageCachePort = port + 2;
/** The mailbox the servers send their emails to (sandbox/mail/mailbox.ts): its page and JSON, and its SMTP port. */
const mailboxPort = port + 80;
const mailboxSmtpPort = port + 25;
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];
const launchOptions = {
  executablePath: process.env.CHROMIUM_TEST_PATH || '/usr/bin/chromium-headless-shell',
  args: chromiumArgs,
};

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // In CI a test may wait twice Playwright's default: on a loaded 2-core machine the
  // no-JS pages' axe runs went past 30 s (docs/testing.md, "Figures behind the code").
  timeout: process.env.CI ? 60_000 : 30_000,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  // One baseline per name for both projects: a control must look the same with and
  // without JavaScript (tests/e2e/control-states.spec.ts). Written by the js project.
  snapshotPathTemplate: '{testDir}/e2e/__screenshots__/{testFileName}/{arg}{ext}',
  use: {
    baseURL: `http://localhost:${port}/forms/`,
    // A trace costs every action a snapshot: in CI only a retry records one (the first
    // failure is then told again, traced); on a developer's machine every failure keeps it.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'js', testMatch: /e2e\/.*\.spec\.ts/, use: { ...devices['Desktop Chrome'], launchOptions } },
    {
      name: 'no-js',
      testMatch: /e2e\/.*\.spec\.ts/,
      grep: /@no-js/,
      use: { ...devices['Desktop Chrome'], launchOptions, javaScriptEnabled: false },
    },
  ],
  webServer: [
    {
      command: 'node_modules/.bin/tsx sandbox/scripts/mailbox.ts',
      url: `http://127.0.0.1:${mailboxPort}/email`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: { MAILBOX_PORT: String(mailboxPort), MAILBOX_SMTP_PORT: String(mailboxSmtpPort) },
    },
    appServer(port),
    // On PostgreSQL, a second instance of the same build on the same database: the app
    // keeps no state of its own (tests/e2e/instances.spec.ts). PGlite belongs to one process.
    // It runs no job: an email it composed would link its own port, and the specs read the
    // first's links in the mailbox (both claiming the same queue, either could send one).
    ...(process.env.DATABASE_URL ?
      [
        appServer(secondPort, {
          before: `node scripts/wait-for-url.mjs http://localhost:${port}/forms/healthz && `,
          env: { SANDBOX_JOBS: '' },
        }),
      ]
    : []),
    // Its own data: the stock it changes must not move the other suites' counts (tests/e2e/page-cache.spec.ts).
    appServer(pageCachePort, { dataOf: pageCachePort, env: { FORMS_PAGE_CACHE_MS: '60000' } }),
  ],
});

/**
 * A `next start` of the build on `listenOn`, its sandbox on the e2e database (schema and
 * data of the first port, unless `dataOf` names another).
 */
function appServer(
  listenOn: number,
  { before = '', dataOf = port, env = {} }: { before?: string; dataOf?: number; env?: Record<string, string> } = {},
) {
  return {
    command: `${before}node_modules/.bin/next start -p ${listenOn}`,
    url: `http://localhost:${listenOn}/forms`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      // The e2e server's sandbox has its own database, separate from `npm start`'s demo data.
      SANDBOX_TEST_MODE: '1',
      SANDBOX_DATA_DIR: `.data/e2e-${dataOf}`,
      SANDBOX_DB_SCHEMA: `e2e_${dataOf}`,
      // As if behind one proxy: a spec that exhausts a rate limit names a client address of
      // its own in X-Forwarded-For (tests/e2e/rate-limits.spec.ts); every other request, from
      // 127.0.0.1 without the header, meets the default limits (docs/security.md).
      TRUST_PROXY_HOPS: '1',
      // Emails go to the mailbox above at once (tests/support/mailbox.ts reads it). The
      // collections run when a test asks for its own order's (POST __test/jobs/run): the
      // tests move one clock that every order shares (sandbox/jobs/worker.ts).
      SMTP_URL: `smtp://127.0.0.1:${mailboxSmtpPort}`,
      SANDBOX_JOBS: 'email',
      SANDBOX_JOBS_POLL_MS: '250',
      // No FORMS_PUBLIC_ORIGIN, no SANDBOX_* address: the defaults, under which a payment
      // works on any host name the app is opened as (tests/e2e/any-host.spec.ts).
      ...env,
    },
  };
}
