/**
 * Faults (issue 27, decision 049): the real server (`main.ts serve`, in-process workers) in its own
 * process is killed with SIGKILL, its whole process group (ffmpeg too), in the middle of a
 * generate, an editor save, a video render and a payment webhook, then started again on the same
 * data: PGlite in the temporary DATA_DIR, or a fresh PostgreSQL database when TEST_DATABASE_URL is
 * set. After the restart nothing is lost or doubled: credits are charged once (and refunded once
 * for a meme that failed), every meme ends, each finished meme's file is stored and served, no file
 * is left that no meme names, and the payment is applied once however often it is delivered.
 *
 * The kills are timed by what the server is seen doing: the caption job is in flight once the LLM
 * double (which holds its answer) has the request; the video job once its meme is `processing`;
 * the save once its meme row exists; the webhook as its deliveries are sent. The figures (restart
 * until ready, kill until the work is whole) are printed for decision 049.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type GenerateResponse, type HealthResponse, type Meme } from '@memeforge/contract';
import { builtInBilling } from '../adapters/billing';
import { startSession } from '../auth/sessions';
import { TokenSigner } from '../auth/tokens';
import { WRITING_DIR } from '../adapters/storage/local-storage';
import { openDatabase } from '../db/open';
import { billingEvents, billingTransactions, creditLedger, memes, users } from '../db/schema';
import type { Database } from '../db/types';
import { createLogger } from '../logger';
import { thumbnailFileKey, thumbnailSlots } from '../modules/memes/meme-files';
import { insertUser } from '../modules/users/store';
import { dropTestDatabase } from '../test-support/database';
import { makeImage, makeVideo } from '../test-support/media';
import { startOpenAiDouble, type OpenAiDouble } from '../test-support/openai-double';
import { adminUrl } from '../test-support/postgres-urls';
import { freePort, until } from '../test-support/processes';
import { multipart } from '../modules/editor/editor-test-support';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SECRET_KEY = 'faults-test-secret-key-long-enough-0123456789abcdef';
const WEBHOOK_SECRET = 'faults-test-webhook-secret-long-enough-0123456789';
const testUrl = process.env.TEST_DATABASE_URL;
const engine = testUrl ? 'PostgreSQL' : 'PGlite';

let dataDir: string;
let databaseName: string | undefined;
let port: number;
let baseUrl: string;
let double: OpenAiDouble;
let server: ChildProcess | undefined;
let database: Database | undefined;
const figures: string[] = [];
/** What the server processes logged (JSON lines), for the moments a kill waits for. */
let serverLog = '';

/** Starts `serve` and waits until it is ready; answers how long that took. */
async function startServer(): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', 'serve'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      ...(databaseName ? { DATABASE_URL: adminUrl(testUrl!, databaseName) } : { DATABASE_URL: '' }),
      // Its temporary files go with DATA_DIR, where the test looks for a killed server's work folders.
      TMPDIR: path.join(dataDir, 'tmp'),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      SECRET_KEY,
      BILLING_WEBHOOK_SECRET: WEBHOOK_SECRET,
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: double.baseUrl,
      AI_MODEL: 'double-model',
      // Info: the test watches for the line a video call logs when its job is queued.
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    // Its own process group: the kill takes its ffmpeg runs with it, as a machine's crash would.
    detached: true,
  });
  server = child;
  child.stdout!.setEncoding('utf8').on('data', (text: string) => {
    serverLog += text;
    if (process.env.FAULTS_LOG) process.stdout.write(text);
  });
  await until(
    'the server to be ready',
    async () => (await fetch(`${baseUrl}${ENDPOINTS.ready}`)).status,
    (status) => status === 200,
    120_000,
  );
  database = await openDatabase({
    dataDir,
    databaseUrl: databaseName ? adminUrl(testUrl!, databaseName) : undefined,
    logger: createLogger('silent'),
    allowShared: true,
  });
  return performance.now() - started;
}

/** Until the server's queue has nothing waiting or running (the start-up job's showcase renders done). */
async function queueIdle(): Promise<void> {
  await until(
    'the queue to be idle',
    async () => ((await (await fetch(`${baseUrl}${ENDPOINTS.health}`)).json()) as HealthResponse).queue,
    (queue) => queue.ok && queue.queued === 0 && queue.active === 0,
    120_000,
  );
}

/** SIGKILL to the server's process group; answers when it is gone. */
async function killServer(): Promise<number> {
  const child = server!;
  // Ours first: a connection through the embedded database's socket would die with the server.
  await database?.close().catch(() => undefined);
  database = undefined;
  const killedAt = performance.now();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGKILL');
  await exited;
  return killedAt;
}

async function stopServer(): Promise<void> {
  const child = server;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await Promise.race([exited, sleep(15_000).then(() => process.kill(-child.pid!, 'SIGKILL'))]);
}

const db = () => database!.db;

/** Reads the data as the killed server left it, before anything starts again. */
async function whileDown<T>(read: (database: Database) => Promise<T>): Promise<T> {
  const direct = await openDatabase({
    dataDir,
    databaseUrl: databaseName ? adminUrl(testUrl!, databaseName) : undefined,
    logger: createLogger('silent'),
    allowShared: true,
  });
  try {
    return await read(direct);
  } finally {
    await direct.close();
  }
}

async function newUser(plan: 'free' | 'pro', credits: number) {
  const user = await insertUser(db(), {
    email: `faults-${randomUUID()}@example.com`,
    name: 'Fault Tester',
    firstName: 'Fault',
    emailVerifiedAt: new Date(),
    plan,
    billingCycle: plan === 'free' ? null : 'month',
    credits,
  });
  const session = await startSession(db(), new TokenSigner(SECRET_KEY), user.id);
  return { id: user.id, headers: { authorization: `Bearer ${session.access}` } };
}

async function creditsOf(userId: number): Promise<number> {
  return (await db().select({ credits: users.credits }).from(users).where(eq(users.id, userId)))[0]!.credits;
}

const ledgerOf = (userId: number) => db().select().from(creditLedger).where(eq(creditLedger.userId, userId));
const memesOf = (userId: number) => db().select().from(memes).where(eq(memes.userId, userId));

/** The meme as the API shows it, and its file as served: present and not empty. */
async function expectServed(memeId: string, headers: Record<string, string>): Promise<void> {
  const response = await fetch(`${baseUrl}${ENDPOINTS.meme(memeId)}`, { headers });
  expect(response.status).toBe(200);
  const meme = (await response.json()) as Meme;
  expect(meme.status).toBe('finished');
  expect(meme.file).toBeTruthy();
  const file = await fetch(new URL(meme.file!, baseUrl), { headers });
  expect(file.status, meme.file!).toBe(200);
  expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
}

/** A file as the media folder holds one that the process `pid` was writing when it was killed. */
async function leaveHalfWrittenFile(pid: number): Promise<void> {
  const writing = path.join(dataDir, 'media', WRITING_DIR);
  await mkdir(writing, { recursive: true });
  await writeFile(path.join(writing, `${pid}-${randomUUID()}.tmp`), 'half a picture');
}

/** Every file under memes/ and uploads/ is named by a meme (its file, card pictures or upload); no half-written file anywhere. */
async function expectNoOrphanFiles(): Promise<void> {
  const media = path.join(dataDir, 'media');
  const entries = await readdir(media, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(media, path.join(entry.parentPath, entry.name)));
  expect(files.filter((file) => file.endsWith('.tmp'))).toEqual([]);
  const named = new Set<string>();
  const required: string[] = [];
  for (const row of await db().select().from(memes)) {
    if (row.fileKey) {
      named.add(row.fileKey);
      required.push(row.fileKey);
      for (const { slot } of thumbnailSlots(row.canvasWidth)) named.add(thumbnailFileKey(row.fileKey, slot));
    }
    if (row.document?.media.source === 'upload') {
      named.add(row.document.media.fileKey);
      required.push(row.document.media.fileKey);
    }
    if (row.shareFileKey) named.add(row.shareFileKey);
  }
  const owned = files.filter((file) => file.startsWith('memes/') || file.startsWith('uploads/'));
  expect(owned.filter((file) => !named.has(file))).toEqual([]);
  // Card pictures are made after a meme is finished, so they may still be on their way.
  for (const key of required) expect(existsSync(path.join(media, key)), key).toBe(true);
}

function record(name: string, restartMs: number, wholeMs: number): void {
  const line = `${engine} ${name}: restart to ready ${(restartMs / 1000).toFixed(1)} s, kill to whole ${(wholeMs / 1000).toFixed(1)} s`;
  figures.push(line);
  console.log(line);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'faults-'));
  await mkdir(path.join(dataDir, 'tmp'));
  port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  double = await startOpenAiDouble();
  if (testUrl) {
    databaseName = `memeforge_faults_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(testUrl) });
    await admin.connect();
    await admin.query(`create database "${databaseName}"`);
    await admin.end();
  }
  const ms = await startServer();
  await queueIdle();
  figures.push(`${engine} first start (starter library loaded): ${(ms / 1000).toFixed(1)} s`);
}, 180_000);

afterAll(async () => {
  await database?.close().catch(() => undefined);
  await stopServer();
  await double?.close();
  if (databaseName) await dropTestDatabase(testUrl!, databaseName);
  await rm(dataDir, { recursive: true, force: true });
  console.log(`Kill and restart figures:\n  ${figures.join('\n  ')}`);
}, 60_000);

describe(`SIGKILL and a restart on ${engine}`, () => {
  it('during a generate: the batch is charged once and every meme ends, files served', async () => {
    const user = await newUser('pro', 100);
    // The caption job's LLM call is held: the kill lands while it is in flight.
    double.script({ kind: 'good', delayMs: 60_000 });
    const key = randomUUID();
    const generate = () =>
      fetch(`${baseUrl}${ENDPOINTS.generate}`, {
        method: 'POST',
        headers: { ...user.headers, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ description: 'coffee at the morning standup', mediaType: 'images' }),
      });
    const first = generate().catch(() => null);
    await until(
      'the caption job to ask the LLM',
      async () => double.requests.length,
      (n) => n >= 1,
    );
    const batch = await memesOf(user.id);
    expect(batch.length).toBeGreaterThan(0);
    expect(batch.every((meme) => meme.status !== 'finished')).toBe(true);
    const killedAt = await killServer();
    expect(await first).toBeNull(); // the person saw the connection drop

    const restartMs = await startServer();
    const ended = await until(
      'every meme of the batch to end',
      () => memesOf(user.id),
      (rows) =>
        rows.length === batch.length && rows.every((row) => row.status === 'finished' || row.status === 'failed'),
    );
    record('generate (caption job in flight)', restartMs, performance.now() - killedAt);

    // The person's retry, with the same key, answers the same batch and charges nothing more.
    const retried = await generate();
    expect(retried.status).toBe(200);
    const answer = (await retried.json()) as GenerateResponse;
    expect(answer.memes.map((meme) => meme.memeId).sort()).toEqual(batch.map((meme) => meme.id).sort());
    expect(await memesOf(user.id)).toHaveLength(batch.length);

    const finished = ended.filter((row) => row.status === 'finished');
    const ledger = await ledgerOf(user.id);
    expect(ledger.filter((row) => row.kind === 'spend')).toHaveLength(batch.length);
    expect(ledger.filter((row) => row.kind === 'refund')).toHaveLength(batch.length - finished.length);
    expect(await creditsOf(user.id)).toBe(100 - finished.length);
    expect(finished.length).toBe(batch.length);
    for (const row of finished) await expectServed(row.id, user.headers);
    await expectNoOrphanFiles();
  }, 150_000);

  it('during an editor save: the meme is whole or gone, with no file left behind', async () => {
    const user = await newUser('pro', 10);
    const picture = await makeImage(1600, 1200, 'png');
    const { payload, contentType } = await multipart({
      templateId: '-1',
      type: '1',
      text: 'Killed mid-save',
      file: { name: 'meme.png', data: picture, type: 'image/png' },
      template_file: { name: 'original.png', data: picture, type: 'image/png' },
    });
    const save = fetch(`${baseUrl}${ENDPOINTS.saveMeme}`, {
      method: 'POST',
      headers: { ...user.headers, 'content-type': contentType },
      body: new Uint8Array(payload),
    }).catch(() => null);
    await until(
      'the saved meme row',
      () => memesOf(user.id),
      (rows) => rows.length > 0,
      30_000,
    );
    const killedPid = server!.pid!;
    const killedAt = await killServer();
    // Wherever the kill landed, a file it cut off mid-write is there too: the restart must remove it.
    await leaveHalfWrittenFile(killedPid);
    const answered = await save;
    const restartMs = await startServer();
    const rows = await until(
      'the saved meme to end',
      () => memesOf(user.id),
      (found) => found.every((row) => row.status === 'finished' || row.status === 'failed'),
      90_000,
    );
    record(
      `editor save (meme row written; answer ${answered ? answered.status : 'none'})`,
      restartMs,
      performance.now() - killedAt,
    );
    expect(rows.length).toBeLessThanOrEqual(1);
    for (const row of rows) {
      expect(row.status).toBe('finished');
      await expectServed(row.id, user.headers);
    }
    // Saves cost no credit.
    expect(await creditsOf(user.id)).toBe(10);
    await expectNoOrphanFiles();
  }, 150_000);

  it("during a video render (the person's own clip): the render runs again after the restart and its file is served", async () => {
    await queueIdle();
    const user = await newUser('pro', 10);
    // The person's own clip, long enough that its render is seconds of ffmpeg.
    const clip = await makeVideo(16, 960, 540, 30);
    const { payload, contentType } = await multipart({
      text: 'Killed mid-render',
      video_file: { name: 'clip.mp4', data: clip, type: 'video/mp4' },
    });
    const logged = serverLog.length;
    const call = fetch(`${baseUrl}${ENDPOINTS.processUploadedVideo}`, {
      method: 'POST',
      headers: { ...user.headers, 'content-type': contentType },
      body: new Uint8Array(payload),
    }).catch(() => null);
    // The call logs its meme once the job is queued; the send wakes this process's worker, whose
    // render then keeps the event loop busy for seconds (the answer itself waits for it). The kill
    // comes a moment in; the data as the server left it shows the render was in flight.
    const line = await until(
      'the video job to be queued',
      async () =>
        serverLog
          .slice(logged)
          .split('\n')
          .find((text) => text.includes('editor uploaded video meme started')),
      (found) => found !== undefined,
      30_000,
    );
    const meme = { memeId: (JSON.parse(line!) as { memeId: string }).memeId };
    await sleep(700);
    const killedPid = server!.pid!;
    const killedAt = await killServer();
    await call;
    // The killed process's upload and render folders: the restart removes them.
    const foldersOf = async (pid: number) =>
      (await readdir(path.join(dataDir, 'tmp'))).filter(
        (name) => name.startsWith('memeforge-') && name.includes(`-${pid}-`),
      );
    expect(await foldersOf(killedPid)).not.toEqual([]);
    const left = await whileDown(
      async (down) => (await down.db.select().from(memes).where(eq(memes.id, meme.memeId)))[0],
    );
    expect(left?.status).toBe('processing');
    const restartMs = await startServer();
    const [row] = await until(
      'the video meme to end',
      () => db().select().from(memes).where(eq(memes.id, meme.memeId)),
      (found) => found[0]?.status === 'finished' || found[0]?.status === 'failed',
      90_000,
    );
    record('video render (meme processing)', restartMs, performance.now() - killedAt);
    expect(row!.status).toBe('finished');
    expect(row!.fileKey).toMatch(/\.mp4$/);
    await expectServed(row!.id, user.headers);
    expect(await memesOf(user.id)).toHaveLength(1);
    await expectNoOrphanFiles();
    expect(await foldersOf(killedPid)).toEqual([]);
  }, 150_000);

  it('during a payment webhook: re-delivered after the restart, the payment is applied once', async () => {
    const user = await newUser('free', 30);
    const checkout = await fetch(`${baseUrl}${ENDPOINTS.checkoutSessionCreate}?plan_key=pro&billing_cycle=month`, {
      headers: user.headers,
    });
    expect(checkout.status).toBe(200);
    const { sessionId } = (await checkout.json()) as { sessionId: string };
    // The provider's side, as another process has it: the payment is made and its events kept for
    // delivery (the provider delivers them over HTTP, and again until one is answered 2xx).
    const events: { payload: string; signature: string }[] = [];
    const { simulator } = builtInBilling({
      db: db(),
      publicUrl: baseUrl,
      webhookSecret: WEBHOOK_SECRET,
      logger: createLogger('silent'),
    });
    simulator.deliverEventsTo(async (payload, signature) => {
      events.push({ payload, signature });
    });
    await simulator.payCheckout(sessionId, { last4: '4242', failsLaterCharges: false });
    expect(events.map((event) => (JSON.parse(event.payload) as { type: string }).type)).toEqual([
      'checkout.session.completed',
      'invoice.paid',
    ]);
    const deliver = (event: { payload: string; signature: string }) =>
      fetch(`${baseUrl}${ENDPOINTS.billingWebhook}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        body: event.payload,
      }).then(
        (response) => response.status,
        () => null,
      );
    // Both events at once, and the kill while they are being applied.
    const inFlight = Promise.all(events.map(deliver));
    await sleep(15);
    const killedAt = await killServer();
    const firstAnswers = await inFlight;
    const restartMs = await startServer();
    // Re-delivered, as the provider does for every delivery not answered 2xx (and twice more at once).
    const again = await Promise.all([...events, ...events, ...events].map(deliver));
    expect(again.every((status) => status === 200)).toBe(true);
    record(`payment webhook (first answers ${JSON.stringify(firstAnswers)})`, restartMs, performance.now() - killedAt);

    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row!.plan).toBe('pro');
    const transactions = await db().select().from(billingTransactions).where(eq(billingTransactions.userId, user.id));
    expect(transactions).toHaveLength(1);
    expect(transactions[0]!.creditedAt).not.toBeNull();
    const ledger = await ledgerOf(user.id);
    // The sign-up's 30 and the invoice's allowance, once.
    const grants = ledger.filter((entry) => entry.kind === 'grant').map((entry) => entry.delta);
    expect(grants.sort((a, b) => a - b)).toEqual([30, transactions[0]!.creditsGranted].sort((a, b) => a - b));
    expect(row!.credits).toBe(30 + transactions[0]!.creditsGranted);
    const ids = events.map((event) => (JSON.parse(event.payload) as { id: string }).id);
    expect(await db().select().from(billingEvents).where(inArray(billingEvents.eventId, ids))).toHaveLength(2);
  }, 150_000);
});
