// Storybook test-runner on Debian's Chromium headless shell (CHROMIUM_TEST_PATH, as the e2e
// tests); never downloads a browser.
const { getJestConfig } = require('@storybook/test-runner');

const base = getJestConfig();

module.exports = {
  ...base,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_TEST_PATH || '/usr/bin/chromium-headless-shell',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      },
    },
  },
};
