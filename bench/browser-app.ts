/**
 * The whole product as a person meets it, for the benchmarks that measure what they feel in a
 * browser: the built web app served by the real server (`main.ts serve`, embedded defaults, the
 * starter library, in-process workers) on a fresh DATA_DIR, a paid user signed in with a real
 * session, and Debian's Chromium driven by Playwright.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { COOKIES, ENDPOINTS, PublicTemplateIndexSchema, type PlanKey } from '@memeforge/contract';
import { startSession } from '../apps/server/src/auth/sessions';
import { TokenSigner } from '../apps/server/src/auth/tokens';
import { openDatabase } from '../apps/server/src/db/open';
import { createLogger } from '../apps/server/src/logger';
import { insertUser } from '../apps/server/src/modules/users/store';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** How many templates the starter library loads at first start (the server loads them in the background). */
const STARTER_TEMPLATES = (
  JSON.parse(readFileSync(path.join(ROOT, 'apps/server/seed/templates/manifest.json'), 'utf8')) as {
    templates: unknown[];
  }
).templates.length;
const SECRET_KEY = 'bench-browser-secret-key-long-enough-0123456789';
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

function progress(message: string): void {
  process.stderr.write(`  ${message}\n`);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`timed out waiting for ${what}`);
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
  if (!existsSync(path.join(ROOT, 'apps/web/dist/client/index.html'))) {
    progress('building the web app (npm run build)');
    const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build failed');
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-browser-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn('npx', ['tsx', 'apps/server/src/main.ts', 'serve'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      SECRET_KEY,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stopServer = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  try {
    progress('starting the server and loading the starter library');
    await waitFor('the server', async () => (await fetch(`${baseUrl}${ENDPOINTS.health}`)).ok, 120_000);
    await waitFor(
      'the starter library',
      async () => {
        const answer = await fetch(`${baseUrl}${ENDPOINTS.publicTemplates}`);
        return answer.ok && PublicTemplateIndexSchema.parse(await answer.json()).count >= STARTER_TEMPLATES;
      },
      120_000,
    );
  } catch (error) {
    stopServer();
    throw error;
  }
  const database = await openDatabase({
    dataDir,
    databaseUrl: undefined,
    logger: createLogger('silent'),
    allowShared: true,
  });
  const signer = new TokenSigner(SECRET_KEY);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  let users = 0;
  return {
    baseUrl,
    dataDir,
    browser,
    async signedIn(plan) {
      users += 1;
      const user = await insertUser(database.db, {
        email: `bench-${users}@example.com`,
        name: `Bench ${users}`,
        firstName: 'Bench',
        emailVerifiedAt: new Date(),
        plan,
        billingCycle: plan === 'free' ? null : 'month',
        credits: 1000,
      });
      const session = await startSession(database.db, signer, user.id);
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
      await context.addCookies([
        { name: COOKIES.access, value: session.access, url: baseUrl, httpOnly: true, sameSite: 'Lax' },
        { name: COOKIES.refresh, value: session.refresh, url: baseUrl, httpOnly: true, sameSite: 'Lax' },
      ]);
      return context;
    },
    async close() {
      await browser.close().catch(() => undefined);
      await database.close().catch(() => undefined);
      stopServer();
      await rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
    },
  };
}
