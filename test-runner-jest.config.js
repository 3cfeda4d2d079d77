// Storybook test-runner on Debian's full Chromium (CHROMIUM_PATH); never downloads a browser.
// Not the headless shell of the e2e tests: on the shell, the visual review showed stories
// render differently beyond anti-aliasing (ComboBox's filtered list came out in English),
// so the baselines stay made by the browser people use (docs/testing.md).
const { getJestConfig } = require('@storybook/test-runner');

const base = getJestConfig();

module.exports = {
  ...base,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
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
