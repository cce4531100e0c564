/**
 * Nothing lost: a render that keeps failing refunds its meme's credit exactly once; work queued
 * before a restart finishes after it; the LLM writer's failures fall back to the offline writer and
 * say so on the meme record; work whose job was never queued is recovered.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ENDPOINTS, GenerateRequestSchema, type GenerateResponse, type Meme } from '@memeforge/contract';
import { createCaptionWriter, createOfflineCaptionWriter, seededRandom } from '../../adapters/ai';
import { creditLedger, memes as memesTable, templates, users } from '../../db/schema';
import { jobRegistry } from '../../jobs/definitions';
import { JobQueue } from '../../jobs/queue';
import type { JobType, QueuedJob } from '../../jobs/registry';
import { createLogger } from '../../logger';
import { bearerFor, buildTestApp, createTestUser, type TestApp, type TestAppOptions } from '../../test-support';
import { testServices } from '../../test-support/services';
import { makeImage } from '../../test-support/media';
import { startOpenAiDouble, type OpenAiDouble } from '../../test-support/openai-double';
import { ingestTemplate } from '../templates/ingest';
import { failMeme } from './fail-meme';
import { generateMemes } from './generate-service';
import { recoverGeneration } from './recovery';

const open: TestApp[] = [];
afterEach(async () => {
  for (const app of open.splice(0)) await app.close();
});

async function appWithTemplates(options: TestAppOptions = {}): Promise<TestApp> {
  const t = await buildTestApp(options);
  open.push(t);
  for (const title of ['coffee reaction', 'deadline panic']) {
    await ingestTemplate({ db: t.database.db, storage: t.storage }, await makeImage(400, 300, 'jpeg'), {
      title,
      description: `A ${title} image`,
      levels: [1, 2, 3, 4, 5],
    });
  }
  return t;
}

const creditsOf = async (t: TestApp, userId: number) =>
  (await t.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId)))[0]!.credits;

const memesOf = (t: TestApp, userId: number) =>
  t.database.db.select().from(memesTable).where(eq(memesTable.userId, userId));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a render that keeps failing', () => {
  it('fails the meme after its tries and refunds exactly one credit for it', async () => {
    const t = await appWithTemplates({ work: true, generationFastPathWaitMs: 0 });
    // The templates' files vanish from storage: every render of them fails.
    for (const row of await t.database.db.select().from(templates)) await t.storage.delete(row.fileKey);
    const user = await createTestUser(t.database, { credits: 10 });
    const headers = await bearerFor(t, user);
    const response = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.generate,
      headers,
      payload: { description: 'coffee', mediaType: 'images' },
    });
    expect(response.json<GenerateResponse>().credits).toBe('6');
    const rows = await until(
      () => memesOf(t, user.id),
      (all) => all.every((meme) => meme.status === 'failed'),
    );
    expect(rows.map((meme) => meme.status)).toEqual(['failed', 'failed', 'failed', 'failed']);
    expect(rows.every((meme) => meme.error === 'The meme could not be rendered.')).toBe(true);
    expect(await creditsOf(t, user.id)).toBe(10);

    // A second failure report for the same meme (a repeated job) pays nothing more.
    expect(await failMeme(t.database.db, rows[0]!.id, 'again')).toBe(false);
    const refunds = (await t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id))).filter(
      (row) => row.kind === 'refund',
    );
    expect(refunds).toHaveLength(4);
    expect(new Set(refunds.map((row) => row.memeId)).size).toBe(4);
    expect(await creditsOf(t, user.id)).toBe(10);

    const status = await t.app.inject({
      method: 'GET',
      url: `${ENDPOINTS.generationJobStatus}?job_id=${rows[0]!.jobId}`,
      headers,
    });
    expect(status.json()).toMatchObject({ status: 'failed', error: 'The meme could not be rendered.', result: null });
  }, 90_000);
});

/** A first process that takes a generate request for 4 images and runs no workers. */
async function batchTakenWithoutWorkers(description: string) {
  const t = await appWithTemplates({ work: false, generationFastPathWaitMs: 0 });
  const user = await createTestUser(t.database, { credits: 10 });
  const response = await t.app.inject({
    method: 'POST',
    url: ENDPOINTS.generate,
    headers: await bearerFor(t, user),
    payload: { description, mediaType: 'images' },
  });
  return { t, user, memes: response.json<GenerateResponse>().memes };
}

/** The next process on the same database: its queue works the jobs the first one left. */
async function nextProcessFinishes(t: TestApp, userId: number, options: { resumeInterrupted: boolean }) {
  const next = new JobQueue({
    database: t.database,
    registry: jobRegistry,
    logger: createLogger('silent'),
    work: true,
    maintain: false,
    resumeInterrupted: options.resumeInterrupted,
  });
  const started = Date.now();
  await next.start(
    testServices(t.database, next, {
      storage: t.storage,
      metrics: t.metrics,
      captionWriter: createOfflineCaptionWriter({ metrics: t.metrics, random: seededRandom(1) }),
    }),
  );
  try {
    const rows = await until(
      () => memesOf(t, userId),
      (all) => all.every((meme) => meme.status === 'finished'),
      30_000,
    );
    expect(rows.map((meme) => meme.status)).toEqual(['finished', 'finished', 'finished', 'finished']);
    return Date.now() - started;
  } finally {
    await next.stop();
  }
}

describe('a restart', () => {
  it('finishes memes that were queued when the process stopped', async () => {
    const { t, user, memes } = await batchTakenWithoutWorkers('deadline panic');
    expect(memes.every((meme) => meme.status === 'queued')).toBe(true);
    await t.queue.stop();
    await nextProcessFinishes(t, user.id, { resumeInterrupted: false });
    expect(await creditsOf(t, user.id)).toBe(6);
  }, 90_000);

  it('resumes at once a job that was running when the process died', async () => {
    const { t, user } = await batchTakenWithoutWorkers('coffee');
    // As if a worker had taken the caption job and the process died mid-way: pg-boss would leave it
    // active until it expires (two minutes for this job).
    await t.database.executeSql(
      `update pgboss.job set state = 'active', started_on = now() where name = 'generation.write-captions'`,
    );
    await t.queue.stop();
    expect(await nextProcessFinishes(t, user.id, { resumeInterrupted: true })).toBeLessThan(30_000);
  }, 60_000);

  it('answers with the batch when queueing its caption job fails, and recovery queues it later', async () => {
    const t = await appWithTemplates({ work: false });
    const user = await createTestUser(t.database, { credits: 10 });
    const failingQueue = {
      send: () => Promise.reject(new Error('queue unavailable')),
      sendAll: () => Promise.reject(new Error('queue unavailable')),
      stateOf: () => Promise.resolve(null),
    };
    const answer = await generateMemes(
      {
        db: t.database.db,
        queue: failingQueue,
        storage: t.storage,
        logger: createLogger('silent'),
        waits: { renderMs: 0 },
      },
      user.id,
      GenerateRequestSchema.parse({ description: 'coffee', mediaType: 'images' }),
      undefined,
    );
    expect(answer.credits).toBe('6');
    expect(answer.memes.map((meme) => meme.status)).toEqual(['queued', 'queued', 'queued', 'queued']);
    const sent: string[] = [];
    await recoverGeneration(
      {
        ...t.services,
        logger: createLogger('silent'),
        metrics: t.metrics,
        captionWriter: createOfflineCaptionWriter(),
        attempt: { retryCount: 0, retryLimit: 1, isFinal: false },
        queue: {
          send: async ({ name }: JobType) => (sent.push(name), 'sent'),
          sendAll: async (jobs: QueuedJob[]) => void sent.push(...jobs.map((job) => job.type.name)),
          stateOf: async () => null,
        },
      },
      new Date(Date.now() + 120_000),
    );
    expect(sent).toEqual(['generation.write-captions']);
  });

  it('queues again a batch whose caption job was never sent', async () => {
    const { t } = await batchTakenWithoutWorkers('coffee');
    // As if the process died between the commit and the send.
    await t.database.executeSql(`delete from pgboss.job where name = 'generation.write-captions'`);
    const sent: string[] = [];
    const context = {
      ...t.services,
      logger: createLogger('silent'),
      metrics: t.metrics,
      captionWriter: createOfflineCaptionWriter(),
      attempt: { retryCount: 0, retryLimit: 1, isFinal: false },
      queue: {
        send: async (type: JobType, payload: unknown, options?: { id?: string }) => {
          sent.push(type.name);
          return t.queue.send(type, payload, options);
        },
        sendAll: async (jobs: QueuedJob[]) => {
          sent.push(...jobs.map((job) => job.type.name));
          return t.queue.sendAll(jobs);
        },
        stateOf: (type: JobType, id: string) => t.queue.stateOf(type, id),
      },
    };
    // Younger than a minute: left alone, its job may be about to run.
    await recoverGeneration(context);
    expect(sent).toEqual([]);
    await recoverGeneration(context, new Date(Date.now() + 120_000));
    expect(sent).toEqual(['generation.write-captions']);
    // Sent again: the same job id, so it is not queued twice.
    await recoverGeneration(context, new Date(Date.now() + 120_000));
    const { rows } = await t.database.executeSql(
      `select count(*)::int as n from pgboss.job where name = 'generation.write-captions'`,
    );
    expect(rows[0]!.n).toBe(1);
  }, 60_000);
});

describe('the LLM caption writer', () => {
  let double: OpenAiDouble;
  beforeAll(async () => {
    double = await startOpenAiDouble();
  });
  afterAll(async () => {
    await double?.close();
  });

  const llmApp = () =>
    appWithTemplates({
      work: true,
      generationFastPathWaitMs: 30_000,
      captionWriter: (metrics) =>
        createCaptionWriter(
          { provider: 'openai-compatible', baseUrl: double.baseUrl, apiKey: 'test', model: 'double', timeoutMs: 1500 },
          { logger: createLogger('silent'), metrics, random: seededRandom(3) },
        ),
    });

  async function generateWith(t: TestApp): Promise<Meme[]> {
    const user = await createTestUser(t.database, { credits: 10 });
    const response = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.generate,
      headers: await bearerFor(t, user),
      payload: { description: 'coffee before the deadline', mediaType: 'images' },
    });
    expect(response.statusCode).toBe(200);
    return response.json<GenerateResponse>().memes;
  }

  it('writes the captions when the model answers well', async () => {
    double.reset();
    double.setDefault({ kind: 'good' });
    const t = await llmApp();
    const memes = await generateWith(t);
    expect(memes.every((meme) => meme.writer === 'llm' && meme.writerFallback === null)).toBe(true);
    expect(memes.every((meme) => meme.status === 'finished')).toBe(true);
    expect(JSON.stringify(double.requests[0]!.body)).toContain('coffee before the deadline');
  }, 60_000);

  it('falls back to the offline writer on a malformed answer and a timeout, and says so on the meme', async () => {
    for (const reply of [{ kind: 'malformed' as const }, { kind: 'good' as const, delayMs: 5_000 }]) {
      double.reset();
      double.setDefault(reply);
      const t = await llmApp();
      const memes = await generateWith(t);
      expect(memes.every((meme) => meme.writer === 'offline')).toBe(true);
      expect(memes.every((meme) => typeof meme.writerFallback === 'string' && meme.writerFallback.length > 0)).toBe(
        true,
      );
      expect(memes.every((meme) => meme.status === 'finished')).toBe(true);
      const metrics = await t.metrics.registry.getSingleMetricAsString('caption_writer_fallbacks_total');
      expect(metrics).toMatch(/caption_writer_fallbacks_total\{reason="[^"]+"\} 1/);
    }
  }, 90_000);
});
