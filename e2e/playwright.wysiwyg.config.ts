import { defineConfig, devices } from '@playwright/test';
import main from './playwright.config';

/**
 * The editor preview's WYSIWYG proof alone (tests/editor-wysiwyg.spec.ts). Its drawing cases need
 * neither the app server nor a web build; its editor cases (text boxes, top and bottom text) drive
 * the real editor and save through the real server, so the main config's servers are started as
 * `npm test` starts them (build first: `npm run build`). `npm test` runs it with the rest under
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
  use: { baseURL: main.use?.baseURL },
  webServer: main.webServer,
  projects: [
    {
      name: 'wysiwyg',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
  ],
});
