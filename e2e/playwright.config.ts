import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { SITE } from './support/site';

/** Journeys against the production build and platform-api, in Debian's Chromium as a phone. */
export default defineConfig({
  testDir: './tests',
  // A run on another port offset keeps its own results: Playwright empties this folder when it starts.
  outputDir: Number(process.env.E2E_PORT_OFFSET ?? 0)
    ? `test-results-${process.env.E2E_PORT_OFFSET}`
    : 'test-results',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Pixel 7'],
    baseURL: SITE.origin,
    browserName: 'chromium',
    hasTouch: true,
    isMobile: true,
    trace: 'retain-on-failure',
    // The shell's service worker stays out of every journey but the pwa-* ones (which allow it): a
    // service worker answers requests page.route() cannot see.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'bash support/start-test-site.sh',
    url: `${SITE.origin}/m/home`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
