/**
 * My Memes pages kept while a person's memes stay as they were (list-cache.ts): any change to
 * their memes shows on the next request, by whatever process it was made and with no notice, while
 * what the memes' fingerprint does not cover (a template's title) waits for its notice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ENDPOINTS, UserMemesListSchema } from '@memeforge/contract';
import { announceChange } from '../../db/change-notices';
import type { TemplateRow } from '../../db/schema';
import { bearerFor, buildTestApp, createTestUser, type TestApp } from '../../test-support';
import { makeImage } from '../../test-support/media';
import { ingestTemplate } from '../templates/ingest';
import { insertFinishedMeme } from '../../test-support/memes';
import { userMemesVersion } from './store';
import { MemesPages } from './list-cache';

let t: TestApp;
let template: TemplateRow;

beforeAll(async () => {
  t = await buildTestApp();
  ({ template } = await ingestTemplate({ db: t.database.db, storage: t.storage }, await makeImage(400, 300, 'jpeg'), {
    title: 'Office coffee',
    description: 'A mug of coffee at work',
  }));
}, 60_000);
afterAll(() => t?.close());

/** A finished meme on the template, as generation leaves one (without card pictures). */
function memeOf(userId: number, description: string) {
  return insertFinishedMeme(t.database.db, userId, {
    description,
    templateId: template.id,
    canvasWidth: 400,
    canvasHeight: 300,
    cardPictures: false,
  });
}

async function myMemes(headers: Record<string, string>) {
  const answer = await t.app.inject({ method: 'GET', url: ENDPOINTS.userMemes, headers });
  expect(answer.statusCode).toBe(200);
  return UserMemesListSchema.parse(answer.json());
}

describe('My Memes pages kept while the memes stay as they were', () => {
  it('shows every change to the memes on the next request, made anywhere and announced nowhere', async () => {
    const user = await createTestUser(t.database);
    const headers = await bearerFor(t, user);
    const first = await memeOf(user.id, 'coffee before the deadline');
    expect((await myMemes(headers)).results.map((meme) => meme.memeId)).toEqual([first]);
    expect((await myMemes(headers)).count).toBe(1);

    // As another process would: straight to the database, no notice.
    await t.database.db.execute(sql`update memes set is_liked = true where id = ${first}`);
    expect((await myMemes(headers)).results[0]?.isLiked).toBe(true);
    const second = await memeOf(user.id, 'mondays');
    expect((await myMemes(headers)).results.map((meme) => meme.memeId).sort()).toEqual([first, second].sort());
    await t.database.db.execute(sql`delete from memes where id = ${second}`);
    expect((await myMemes(headers)).results.map((meme) => meme.memeId)).toEqual([first]);
  });

  it('keeps a page while the memes are unchanged, and drops it when the template library changes', async () => {
    const user = await createTestUser(t.database);
    const headers = await bearerFor(t, user);
    await memeOf(user.id, 'coffee before the deadline');
    expect((await myMemes(headers)).results[0]?.templateTitle).toBe('Office coffee');
    await t.database.db.execute(sql`update templates set title = 'Break room coffee' where id = ${template.id}`);
    // The page was kept: the memes did not change, and the retitling was not announced.
    expect((await myMemes(headers)).results[0]?.templateTitle).toBe('Office coffee');
    await announceChange(t.database.db, 'template-searches', '*');
    await expect
      .poll(async () => (await myMemes(headers)).results[0]?.templateTitle, { timeout: 2_000 })
      .toBe('Break room coffee');
  });

  it("fingerprints one person's memes: another person's change leaves it alone", async () => {
    const [one, other] = [await createTestUser(t.database), await createTestUser(t.database)];
    await memeOf(one.id, 'a');
    const before = await userMemesVersion(t.database.db, one.id);
    const theirs = await memeOf(other.id, 'b');
    await t.database.db.execute(sql`update memes set is_favorited = true where id = ${theirs}`);
    expect(await userMemesVersion(t.database.db, one.id)).toBe(before);
    expect(await userMemesVersion(t.database.db, other.id)).not.toBe(await userMemesVersion(t.database.db, one.id));
  });

  it('makes a page once for the requests that saw the same fingerprint while it is made', async () => {
    const pages = new MemesPages(t.database.db);
    let made = 0;
    const make = (version: string) => async () => {
      made += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { version, json: `page ${made}` };
    };
    const asked = await Promise.all(Array.from({ length: 20 }, () => pages.page('k', 'v1', make('v1'))));
    expect(made).toBe(1);
    expect(new Set(asked.map((page) => page.json))).toEqual(new Set(['page 1']));
    expect((await pages.page('k', 'v1', make('v1'))).json).toBe('page 1');
    // Changed memes: a new page.
    expect((await pages.page('k', 'v2', make('v2'))).json).toBe('page 2');
  });
});
