/**
 * The cap on a person's generated memes still being made (GENERATION_MEMES_IN_PROGRESS_MAX,
 * decision 050): a batch that would pass it is refused with 429, its message and a Retry-After,
 * charging nothing and storing nothing; once some finish, the next batch goes through. Requests
 * racing each other cannot both slip under it. Another person is not held back by it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  ENDPOINTS,
  GENERATION_IN_PROGRESS_RETRY_S,
  GENERATION_MEMES_IN_PROGRESS_MAX,
  MESSAGES,
} from '@memeforge/contract';
import { generationBatches, memes, users } from '../../db/schema';
import { bearerFor, buildTestApp, createTestUser, type TestApp } from '../../test-support';
import { makeImage } from '../../test-support/media';
import { ingestTemplate } from '../templates/ingest';

let t: TestApp;

beforeAll(async () => {
  // No workers: every meme stays queued until the test ends it.
  t = await buildTestApp({ work: false, generationFastPathWaitMs: 0 });
  await ingestTemplate({ db: t.database.db, storage: t.storage }, await makeImage(400, 300, 'jpeg'), {
    title: 'coffee reaction',
    description: 'A coffee reaction image',
    levels: [1, 2, 3, 4, 5],
  });
}, 60_000);
afterAll(() => t?.close());

const generate = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: ENDPOINTS.generate,
    headers,
    payload: { description: 'coffee before the deadline', mediaType: 'images', unhingedLevel: 2 },
  });

async function accountOf(userId: number) {
  const [user] = await t.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  const rows = await t.database.db.select({ id: memes.id }).from(memes).where(eq(memes.userId, userId));
  const batches = await t.database.db
    .select({ id: generationBatches.id })
    .from(generationBatches)
    .where(eq(generationBatches.userId, userId));
  return { credits: user!.credits, memes: rows.length, batches: batches.length };
}

describe('memes still being made, per person', () => {
  it('refuses a batch past the cap with 429 and Retry-After, charging and storing nothing, until some finish', async () => {
    const user = await createTestUser(t.database, { plan: 'pro', credits: 100 });
    const headers = await bearerFor(t, user);
    const batches = GENERATION_MEMES_IN_PROGRESS_MAX / 4;
    for (let i = 0; i < batches; i += 1) expect((await generate(headers)).statusCode).toBe(200);

    const before = await accountOf(user.id);
    const refused = await generate(headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: MESSAGES.generationInProgress });
    expect(refused.headers['retry-after']).toBe(String(GENERATION_IN_PROGRESS_RETRY_S));
    expect(await accountOf(user.id)).toEqual(before);

    // Someone else is not held back by this person's queue.
    const other = await createTestUser(t.database, { plan: 'pro', credits: 100 });
    expect((await generate(await bearerFor(t, other))).statusCode).toBe(200);

    // One batch finishes: there is room for one more.
    const [first] = await t.database.db
      .select({ batchId: memes.batchId })
      .from(memes)
      .where(eq(memes.userId, user.id))
      .limit(1);
    await t.database.db
      .update(memes)
      .set({ status: 'finished' })
      .where(and(eq(memes.userId, user.id), eq(memes.batchId, first!.batchId!)));
    expect((await generate(headers)).statusCode).toBe(200);
    expect((await generate(headers)).statusCode).toBe(429);
  });

  it('lets only one of three racing batches take the last place', async () => {
    const user = await createTestUser(t.database, { plan: 'pro', credits: 100 });
    const headers = await bearerFor(t, user);
    for (let i = 0; i < GENERATION_MEMES_IN_PROGRESS_MAX / 4 - 1; i += 1) {
      expect((await generate(headers)).statusCode).toBe(200);
    }
    const answers = await Promise.all([generate(headers), generate(headers), generate(headers)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429, 429]);
    const unfinished = await t.database.db
      .select({ id: memes.id })
      .from(memes)
      .where(and(eq(memes.userId, user.id), inArray(memes.status, ['queued', 'started', 'processing'])));
    expect(unfinished).toHaveLength(GENERATION_MEMES_IN_PROGRESS_MAX);
    expect((await accountOf(user.id)).credits).toBe(100 - GENERATION_MEMES_IN_PROGRESS_MAX);
  });
});
