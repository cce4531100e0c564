import { defineConfig, devices } from '@playwright/test';

/**
 * The editor preview's WYSIWYG proof alone (tests/editor-wysiwyg.spec.ts): it needs neither the
 * app server nor a web build, so none is started. `npm test` runs it with the rest under
 * playwright.config.ts; this config is for running it on its own:
 *   cd e2e && CHROMIUM_PATH=/usr/bin/chromium npx playwright test -c playwright.wysiwyg.config.ts
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
};

export default defineConfig({
  testDir: './tests',
  testMatch: 'editor-wysiwyg.spec.ts',
  outputDir: './.artifacts/results-wysiwyg',
  workers: 1,
  retries: 0,
  timeout: 120_000,
  reporter: [['list']],
  projects: [
    {
      name: 'wysiwyg',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
  ],
});
