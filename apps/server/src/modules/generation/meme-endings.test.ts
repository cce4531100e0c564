/**
 * Waiting for renders by change notice: a watch wakes for the memes it wants and no others, a
 * failure announces itself as it commits, and the editor's wait answers the finished meme as soon
 * as its ending is announced.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp } from '../../test-support';
import type { UserRow } from '../../db/schema';
import { insertMemes, transitionMeme } from '../memes/store';
import { failMeme } from './fail-meme';
import { announceMemeEnded, watchEndings } from './meme-endings';
import { waitForMeme } from './wait-for-batch';

let t: TestApp;
let owner: UserRow;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createTestUser(t.database, { credits: 10 });
});
afterAll(async () => {
  await t?.close();
});

/** Resolves true when the promise settles within `ms`, false when it has not. */
const settlesWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

async function queuedMeme(): Promise<string> {
  const id = randomUUID();
  await insertMemes(t.database.db, [
    { id, userId: owner.id, type: 1, unhingedLevel: 1, jobId: randomUUID(), status: 'queued' },
  ]);
  return id;
}

describe('meme endings', () => {
  it('wake a watch for the memes it wants, and not for others', async () => {
    const watch = watchEndings(t.database.db, (memeId) => memeId === 'wanted');
    try {
      const next = watch.next(20_000);
      await announceMemeEnded(t.database.db, 'someone-else');
      expect(await settlesWithin(next, 300)).toBe(false);
      await announceMemeEnded(t.database.db, 'wanted');
      expect(await settlesWithin(next, 10_000)).toBe(true);
    } finally {
      watch.stop();
    }
  });

  it('are announced by a failure as it commits', async () => {
    const id = await queuedMeme();
    const watch = watchEndings(t.database.db, (memeId) => memeId === id);
    try {
      const next = watch.next(20_000);
      expect(await failMeme(t.database.db, id, 'Render failed')).toBe(true);
      expect(await settlesWithin(next, 10_000)).toBe(true);
    } finally {
      watch.stop();
    }
  });

  it('end the editor’s wait with the finished meme', async () => {
    const id = await queuedMeme();
    const waiting = waitForMeme(t.database.db, owner.id, id, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await transitionMeme(t.database.db, id, ['queued'], { status: 'finished', fileKey: `memes/${id}/meme.png` });
    await announceMemeEnded(t.database.db, id);
    const started = Date.now();
    const ended = await waiting;
    expect(ended?.meme.status).toBe('finished');
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
