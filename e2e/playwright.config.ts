import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CONTROL_URL, DOUBLES } from './doubles/ports';

/**
 * End-to-end tests against the real server (built web app, embedded PGlite in a fresh DATA_DIR),
 * driven by Debian's Chromium: scripts/test.mjs finds it and passes CHROMIUM_PATH.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `memeforge-e2e-${Date.now()}`);
process.env.E2E_SECRET_KEY ??= 'e2e-secret-key-that-is-long-enough-0123456789';
const baseURL = `http://127.0.0.1:${port}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  fullyParallel: false,
  // Two files at a time against the one server: its work and the browser's interleave on two cores
  // (15 minutes alone, 8 together). Tests make their own users, so they do not share state.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
  ],
  webServer: [
    {
      // SMTP, the Google stand-in and their control API: up before the app that talks to them.
      command: 'npx tsx doubles/serve-doubles.ts',
      url: `${CONTROL_URL}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // As production runs it: the bundle `npm run build` made (decision 055).
      command: 'node --enable-source-maps ../apps/server/dist/main.js serve',
      // Ready, not just alive: the start-up job has loaded the starter library.
      url: `${baseURL}/api/ready`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        SECRET_KEY: process.env.E2E_SECRET_KEY,
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${DOUBLES.smtpPort}`,
        MAIL_FROM: 'MemeForge <no-reply@memeforge.test>',
        GOOGLE_CLIENT_ID: DOUBLES.oidcClientId,
        GOOGLE_CLIENT_SECRET: DOUBLES.oidcClientSecret,
        GOOGLE_ISSUER: `http://127.0.0.1:${DOUBLES.oidcPort}`,
      },
    },
  ],
});
