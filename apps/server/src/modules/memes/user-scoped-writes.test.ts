/**
 * A person's writes to a meme carry the owner in the write itself, not only in the check before
 * it: given another person's meme, they change nothing, whatever called them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, createTestUser } from '../../test-support';
import type { Database } from '../../db/types';
import { insertFinishedMeme } from '../../test-support/memes';
import { findMemeById, setMemeShared, unsetMemeShared, updateUserMeme } from './store';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function memeOf(userId: number) {
  return insertFinishedMeme(database.db, userId);
}

describe("writes to a person's meme", () => {
  it('change only the owner’s meme', async () => {
    const owner = await createTestUser(database);
    const stranger = await createTestUser(database);
    const id = await memeOf(owner.id);

    expect(await updateUserMeme(database.db, stranger.id, id, { isLiked: true })).toBeUndefined();
    expect((await findMemeById(database.db, id))?.isLiked).toBe(false);
    expect((await updateUserMeme(database.db, owner.id, id, { isLiked: true }))?.isLiked).toBe(true);

    expect(await setMemeShared(database.db, stranger.id, id)).toBeUndefined();
    expect((await findMemeById(database.db, id))?.sharedAt).toBeNull();
    expect((await setMemeShared(database.db, owner.id, id))?.sharedAt).toBeInstanceOf(Date);
    expect(await unsetMemeShared(database.db, stranger.id, id)).toBeUndefined();
    expect((await findMemeById(database.db, id))?.sharedAt).toBeInstanceOf(Date);
  });
});
