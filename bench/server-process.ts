/**
 * The whole product as it runs: the built web app served by the real server (`main.ts serve`,
 * embedded defaults, the starter library, in-process workers) in its own process on a fresh
 * DATA_DIR, so what a benchmark measures never shares the server's event loop. Users are added
 * straight into its database with real sessions.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ENDPOINTS, GenerateResponseSchema, MemeSchema, isTerminalMemeStatus, type PlanKey } from '@memeforge/contract';
import { startSession, type IssuedSession } from '../apps/server/src/auth/sessions';
import { TokenSigner } from '../apps/server/src/auth/tokens';
import { openDatabase } from '../apps/server/src/db/open';
import type { Database } from '../apps/server/src/db/types';
import { createLogger } from '../apps/server/src/logger';
import { insertUser } from '../apps/server/src/modules/users/store';
import { buildServer, SERVER_BUNDLE_ARGS } from '../apps/server/src/test-support/server-build';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SECRET_KEY = 'bench-server-secret-key-long-enough-0123456789';

export interface ServerProcess {
  baseUrl: string;
  dataDir: string;
  /** The server's own database, opened beside it. */
  database: Database;
  /** Its SECRET_KEY, to sign sessions for it. */
  secretKey: string;
  /** A new verified user of the plan with a real session. */
  newUser(plan: PlanKey, credits?: number): Promise<{ id: number; session: IssuedSession }>;
  /**
   * One batch of four image memes for the user whose access token is given, generated through the
   * API as a person's browser would and waited for until every one is finished (My Memes with
   * something in it).
   */
  finishedBatch(access: string): Promise<void>;
  close(): Promise<void>;
}

export function progress(message: string): void {
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

/**
 * Builds the web app if it is not built, starts the server and waits until it is ready (library
 * loaded). On embedded PGlite by default; `databaseUrl` runs it on that PostgreSQL database instead
 * (empty: the server migrates it), as production does.
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  { databaseUrl }: { databaseUrl?: string } = {},
): Promise<ServerProcess> {
  if (!existsSync(path.join(ROOT, 'apps/web/dist/client/index.html'))) {
    progress('building the web app (npm run build)');
    const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build failed');
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-server-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops, to see
  // where a benchmark's time goes (open it in Chrome DevTools or speedscope).
  const profileDir = process.env.BENCH_SERVER_CPU_PROF;
  buildServer();
  const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const server: ChildProcess = spawn(process.execPath, [...profiling, ...SERVER_BUNDLE_ARGS, 'serve'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      SECRET_KEY,
      LOG_LEVEL: 'warn',
      // As deployed (the Dockerfile sets it): React renders pages with its production build.
      NODE_ENV: process.env.BENCH_NODE_ENV ?? 'production',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
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
    await waitFor('the server to be ready', async () => (await fetch(`${baseUrl}${ENDPOINTS.ready}`)).ok, 180_000);
  } catch (error) {
    stopServer();
    throw error;
  }
  const database = await openDatabase({
    dataDir,
    databaseUrl,
    logger: createLogger('silent'),
    allowShared: true,
  });
  const signer = new TokenSigner(SECRET_KEY);
  let users = 0;
  return {
    baseUrl,
    dataDir,
    database,
    secretKey: SECRET_KEY,
    async newUser(plan, credits = 1000) {
      users += 1;
      const user = await insertUser(database.db, {
        email: `bench-${users}-${Date.now()}@example.com`,
        name: `Bench ${users}`,
        firstName: 'Bench',
        emailVerifiedAt: new Date(),
        plan,
        billingCycle: plan === 'free' ? null : 'month',
        credits,
      });
      return { id: user.id, session: await startSession(database.db, signer, user.id) };
    },
    async finishedBatch(access) {
      const auth = { authorization: `Bearer ${access}` };
      const made = await fetch(`${baseUrl}${ENDPOINTS.generate}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ description: 'monday morning standup meetings', mediaType: 'images', unhingedLevel: 2 }),
      });
      if (!made.ok) throw new Error(`seeding My Memes: generate answered ${made.status}`);
      const { memes } = GenerateResponseSchema.parse(await made.json());
      const deadline = Date.now() + 120_000;
      for (const meme of memes) {
        for (;;) {
          const now = MemeSchema.parse(
            await (await fetch(`${baseUrl}${ENDPOINTS.meme(meme.memeId)}`, { headers: auth })).json(),
          );
          if (isTerminalMemeStatus(now.status)) {
            if (now.status !== 'finished') throw new Error(`seeding My Memes: meme ${meme.memeId} ${now.status}`);
            break;
          }
          if (Date.now() > deadline) throw new Error('seeding My Memes: the batch did not finish in 2 minutes');
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
    },
    async close() {
      await database.close().catch(() => undefined);
      stopServer();
      await rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
    },
  };
}

/** A new, empty database on the PostgreSQL server `serverUrl` names, and how to drop it. */
export async function freshPostgresDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `memeforge_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
