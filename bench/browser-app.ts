/**
 * The whole product as a person meets it, for the benchmarks that measure what they feel in a
 * browser: the real server in its own process (`server-process.ts`), a paid user signed in with a
 * real session, and Debian's Chromium driven by Playwright.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { COOKIES, type PlanKey } from '@memeforge/contract';
import { startServerProcess } from './server-process';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface BrowserApp {
  baseUrl: string;
  dataDir: string;
  browser: Browser;
  /** A browser context signed in as a new user of the plan. */
  signedIn(plan: PlanKey): Promise<BrowserContext>;
  close(): Promise<void>;
}

function chromiumPath(): string {
  const found = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (candidate) => candidate && existsSync(candidate),
  );
  if (!found)
    throw new Error("no Chromium found: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH");
  return found;
}

export async function startBrowserApp(): Promise<BrowserApp> {
  const server = await startServerProcess();
  const { baseUrl } = server;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  return {
    baseUrl,
    dataDir: server.dataDir,
    browser,
    async signedIn(plan) {
      const { session } = await server.newUser(plan);
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
      await context.addCookies([
        { name: COOKIES.access, value: session.access, url: baseUrl, httpOnly: true, sameSite: 'Lax' },
        { name: COOKIES.refresh, value: session.refresh, url: baseUrl, httpOnly: true, sameSite: 'Lax' },
      ]);
      return context;
    },
    async close() {
      await browser.close().catch(() => undefined);
      await server.close();
    },
  };
}
