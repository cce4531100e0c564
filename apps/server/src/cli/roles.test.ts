/**
 * The process roles, as an operator runs them: `serve --no-workers` answers requests but works no
 * jobs, so on a fresh install it stays not ready (the start-up job waits for a worker); a `worker`
 * process on the same data then runs that job and the web process becomes ready.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, expect, it } from 'vitest';
import { ENDPOINTS, type HealthResponse, type ReadyResponse } from '@memeforge/contract';
import { freePort } from '../test-support/processes';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const started: ChildProcess[] = [];
let dataDir: string | undefined;

function cli(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(TSX, ['apps/server/src/main.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  started.push(child);
  return child;
}

async function readiness(url: string): Promise<ReadyResponse | null> {
  try {
    return (await (await fetch(url)).json()) as ReadyResponse;
  } catch {
    return null; // not listening yet
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
}

afterAll(async () => {
  for (const child of started.reverse()) await stop(child);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it('serve --no-workers stays not ready on a fresh install until a worker has run the start-up job', async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'roles-'));
  const port = await freePort();
  const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}` };
  const ready = `http://127.0.0.1:${port}${ENDPOINTS.ready}`;

  cli(['serve', '--no-workers'], env);
  await expect.poll(() => readiness(ready), { timeout: 60_000, interval: 250 }).not.toBeNull();
  // An in-process worker would have taken the start-up job within a second (a send wakes it):
  // here it waits in the queue for a worker.
  await sleep(3_000);
  const health = (await (await fetch(`http://127.0.0.1:${port}${ENDPOINTS.health}`)).json()) as HealthResponse;
  expect(health.queue).toMatchObject({ ok: true, queued: 1, active: 0 });
  expect(await readiness(ready)).toEqual({
    status: 'not_ready',
    checks: { database: true, queue: true, storage: true, library: false },
  });

  cli(['worker', '--queues', 'startup.prepare-library'], env);
  await expect.poll(async () => (await readiness(ready))?.status, { timeout: 90_000, interval: 500 }).toBe('ready');
}, 180_000);
