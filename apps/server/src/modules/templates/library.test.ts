import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, MESSAGES, TemplateListSchema } from '@memeforge/contract';
import { bearerFor, buildTestApp, createTestUser, type TestApp } from '../../test-support';
import { makeImage, makeVideo } from '../../test-support/media';
import { ingestTemplate } from './ingest';
import { updateUser } from '../users/update-user';

let t: TestApp;
let paid: Record<string, string>;

const WORDS = ['sunset', 'pizza', 'rocket', 'banana', 'castle', 'dragon', 'guitar', 'penguin', 'volcano', 'wizard'];

beforeAll(async () => {
  t = await buildTestApp();
  const ctx = { db: t.database.db, storage: t.storage };
  for (const [index, word] of WORDS.entries()) {
    for (let copy = 0; copy < 2; copy += 1) {
      await ingestTemplate(ctx, await makeImage(200 + index, 150 + copy), {
        title: `${word} ${copy ? 'reaction' : 'panel'}`,
        description: `A ${word} meme template`,
        keywords: [word, 'meme'],
        useCases: [`Talking about ${word}s`],
      });
    }
  }
  await ingestTemplate(ctx, await makeImage(300, 200), {
    title: 'Distracted Boyfriend',
    description: 'A man turns to look at someone new while his partner stares at him',
    keywords: ['distracted', 'jealous', 'temptation'],
  });
  await ingestTemplate(ctx, await makeVideo(2), {
    title: 'Dramatic zoom',
    description: 'The camera rushes in on a shocked face',
    keywords: ['zoom', 'shock', 'dramatic'],
  });
  await ingestTemplate(ctx, await makeImage(250, 250), {
    title: 'Hidden draft',
    description: 'Not public',
    isPublic: false,
  });
  paid = await bearerFor(t, await createTestUser(t.database, { plan: 'pro', billingCycle: 'month' }));
}, 60_000);
afterAll(() => t.close());

async function list(query: Record<string, string | number>, headers = paid) {
  const response = await t.app.inject({
    method: 'GET',
    url: ENDPOINTS.libraryTemplates,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers,
  });
  return response;
}

describe('GET /library/templates/', () => {
  it('pages public templates, 20 by default, with next and previous', async () => {
    const first = await list({});
    expect(first.statusCode).toBe(200);
    const body = TemplateListSchema.parse(first.json());
    expect(body.count).toBe(22);
    expect(body.results).toHaveLength(20);
    expect(body.previous).toBeNull();
    expect(body.next).toContain('page=2');
    const second = TemplateListSchema.parse((await list({ page: 2 })).json());
    expect(second.results).toHaveLength(2);
    expect(second.next).toBeNull();
    expect(second.previous).toContain('page=1');
    expect(body.results.map((item) => item.title)).not.toContain('Hidden draft');
    const item = body.results[0]!;
    expect(item.file).toMatch(/^\/media\/templates\//);
    expect(item.thumbnail).toMatch(/-thumb\.jpg$/);
  });

  it('answers 404 past the last page and refuses bad paging', async () => {
    expect((await list({ page: 3 })).statusCode).toBe(404);
    expect((await list({ page: 0 })).statusCode).toBe(400);
    expect((await list({ page_size: 1000 })).statusCode).toBe(400);
    expect((await list({ page: 'abc' })).statusCode).toBe(400);
  });

  it('honours page_size', async () => {
    const body = TemplateListSchema.parse((await list({ page_size: 5, page: 5 })).json());
    expect(body.results).toHaveLength(2);
  });

  it('searches title, keywords and description, best match first', async () => {
    const body = TemplateListSchema.parse((await list({ search: 'penguin' })).json());
    expect(body.count).toBe(2);
    expect(body.results.every((item) => item.title.startsWith('penguin'))).toBe(true);
    const jealous = TemplateListSchema.parse((await list({ search: 'jealous' })).json());
    expect(jealous.results[0]?.title).toBe('Distracted Boyfriend');
  });

  it('still finds a template from a misspelt word', async () => {
    const body = TemplateListSchema.parse((await list({ search: 'distractd' })).json());
    expect(body.results[0]?.title).toBe('Distracted Boyfriend');
    const other = TemplateListSchema.parse((await list({ search: 'volcanno' })).json());
    expect(other.results.map((item) => item.title)).toContain('volcano panel');
  });

  it('filters by type', async () => {
    const videos = TemplateListSchema.parse((await list({ type: 2 })).json());
    expect(videos.count).toBe(1);
    expect(videos.results[0]).toMatchObject({ title: 'Dramatic zoom', type: 2 });
    expect(videos.results[0]?.duration).toBeCloseTo(2, 0);
    expect(videos.results[0]?.poster).toMatch(/-poster\.jpg$/);
    const images = TemplateListSchema.parse((await list({ type: 1 })).json());
    expect(images.count).toBe(21);
    expect((await list({ type: 3 })).statusCode).toBe(400);
  });

  it('refuses free plans with the premium-only 403 and signed-out callers with 401', async () => {
    const free = await bearerFor(t, await createTestUser(t.database, { plan: 'free' }));
    const denied = await list({}, free);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ detail: MESSAGES.templatesAccessDenied });
    expect((await list({}, {})).statusCode).toBe(401);
  });

  it('lets a user in as soon as their plan changes, and out as soon as it lapses', async () => {
    const user = await createTestUser(t.database, { plan: 'free' });
    const headers = await bearerFor(t, user);
    expect((await list({}, headers)).statusCode).toBe(403);
    await updateUser(t.database.db, user.id, { plan: 'basic', billingCycle: 'month' });
    expect((await list({}, headers)).statusCode).toBe(200);
    await updateUser(t.database.db, user.id, { plan: 'free', billingCycle: null });
    expect((await list({}, headers)).statusCode).toBe(403);
  });

  it('answers a cached page with the same JSON, content type and cache header', async () => {
    const first = await list({ search: 'pizza' });
    const second = await list({ search: 'pizza' });
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers['cache-control']).toBe('private, max-age=60');
    expect(second.body).toBe(first.body);
    expect(TemplateListSchema.parse(second.json()).results[0]?.title).toMatch(/pizza/);
  });

  it('lets a superuser on the free plan in', async () => {
    const admin = await bearerFor(t, await createTestUser(t.database, { plan: 'free', isSuperuser: true }));
    expect((await list({}, admin)).statusCode).toBe(200);
  });
});
