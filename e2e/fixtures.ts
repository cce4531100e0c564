/**
 * Fixtures: every page fails its test on a console error or an uncaught exception (hydration
 * mismatches show up there), and `signIn` creates a user in the running server's own database and
 * gives the browser a real session through the same session mechanism the login flow uses.
 */
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import { BOOT_SCRIPTS_ELEMENT_ID, COOKIES, type PlanKey } from '@memeforge/contract';
import { openDatabase } from '../apps/server/src/db/open';
import { startSession } from '../apps/server/src/auth/sessions';
import { TokenSigner } from '../apps/server/src/auth/tokens';
import { insertUser } from '../apps/server/src/modules/users/store';
import { createLogger } from '../apps/server/src/logger';

export interface SignInOptions {
  plan?: PlanKey;
  credits?: number;
  name?: string;
  /** An operator's account (template uploads in the library). */
  isSuperuser?: boolean;
}

export interface CreatedUser {
  id: number;
  email: string;
  name: string;
}

interface Fixtures {
  consoleErrors: string[];
  /**
   * Console errors a test expects, e.g. Chromium's "Failed to load resource … 400" when the test
   * submits a wrong password on purpose. Anything else still fails the test.
   */
  allowConsoleErrors: (pattern: RegExp) => void;
  signIn: (options?: SignInOptions) => Promise<CreatedUser>;
}

let sequence = 0;

/**
 * After a navigation, waits until the app has hydrated the page (`<html data-app="ready">`,
 * apps/web/src/app-ready.ts): its scripts start only after the first paint (decision 034), later
 * than the load event Playwright waits for. Pages that are not the app's (a receipt, the local
 * checkout) carry no script list and are not waited for.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(
    (listId) => !document.getElementById(listId) || document.documentElement.dataset.app === 'ready',
    BOOT_SCRIPTS_ELEMENT_ID,
  );
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appReady(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appReady(page);
      return response;
    };
    await use(page);
  },

  allowConsoleErrors: [
    async ({ consoleErrors }, use) => {
      await use((pattern) => {
        (consoleErrors as string[] & { allowed?: RegExp[] }).allowed ??= [];
        (consoleErrors as string[] & { allowed?: RegExp[] }).allowed!.push(pattern);
      });
    },
    { auto: false },
  ],

  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] & { allowed?: RegExp[] } = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // A failed request's message does not say which one; its location does.
        const where = message.location().url;
        errors.push(where ? `${message.text()} (${where})` : message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      const unexpected = errors.filter((text) => !errors.allowed?.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],

  signIn: async ({ context, baseURL }, use) => {
    const database = await openDatabase({
      dataDir: process.env.E2E_DATA_DIR!,
      databaseUrl: undefined,
      logger: createLogger('silent'),
      allowShared: true,
    });
    const signer = new TokenSigner(process.env.E2E_SECRET_KEY!);
    await use(async (options = {}) => {
      sequence += 1;
      const name = options.name ?? `E2E User ${sequence}`;
      const user = await insertUser(database.db, {
        email: `e2e-${Date.now()}-${sequence}@example.com`,
        name,
        firstName: name.split(' ')[0] ?? name,
        emailVerifiedAt: new Date(),
        plan: options.plan ?? 'free',
        billingCycle: options.plan && options.plan !== 'free' ? 'month' : null,
        credits: options.credits ?? 30,
        isSuperuser: options.isSuperuser ?? false,
      });
      const session = await startSession(database.db, signer, user.id);
      await context.addCookies([
        { name: COOKIES.access, value: session.access, url: baseURL!, httpOnly: true, sameSite: 'Lax' },
        { name: COOKIES.refresh, value: session.refresh, url: baseURL!, httpOnly: true, sameSite: 'Lax' },
      ]);
      return { id: user.id, email: user.email, name };
    });
    await database.close();
  },
});

export { expect };

export async function screenshot(page: Page, name: string) {
  // Pictures, not half-loaded progressive JPEGs: let the page's requests settle first.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.screenshot({
    path: fileURLToPath(new URL(`./.artifacts/screenshots/${name}.png`, import.meta.url)),
    fullPage: false,
  });
}
