import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, MESSAGES, TemplateSchema } from '@memeforge/contract';
import { bearerFor, buildTestApp, createTestUser, type TestApp } from '../../test-support';
import { makeImage, makeVideo } from '../../test-support/media';
import { ingestTemplate } from './ingest';

let t: TestApp;
let paid: Record<string, string>;
let imageId: number;
let videoId: number;
let hiddenId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const ctx = { db: t.database.db, storage: t.storage };
  imageId = (await ingestTemplate(ctx, await makeImage(320, 240), { title: 'Drake', description: 'Two panels' }))
    .template.id;
  videoId = (await ingestTemplate(ctx, await makeVideo(2), { title: 'Dramatic zoom', description: 'Zoom' })).template
    .id;
  hiddenId = (
    await ingestTemplate(ctx, await makeImage(250, 250), { title: 'Hidden draft', description: 'x', isPublic: false })
  ).template.id;
  paid = await bearerFor(t, await createTestUser(t.database, { plan: 'pro', billingCycle: 'month' }));
}, 60_000);
afterAll(() => t.close());

const get = (id: number | string, headers: Record<string, string> = paid) =>
  t.app.inject({ method: 'GET', url: `/library/templates/${id}/`, headers });

describe('GET /library/templates/{id}/', () => {
  it('answers one template as the list shows it, for an image and a video', async () => {
    expect(ENDPOINTS.libraryTemplate(imageId)).toBe(`/library/templates/${imageId}/`);
    const image = await get(imageId);
    expect(image.statusCode).toBe(200);
    const body = TemplateSchema.parse(image.json());
    expect(body).toMatchObject({ id: imageId, title: 'Drake', type: 1, width: 320, height: 240 });
    expect(body.file).toMatch(/^\/media\/templates\//);
    const video = TemplateSchema.parse((await get(videoId)).json());
    expect(video).toMatchObject({ id: videoId, type: 2 });
    expect(video.poster).toMatch(/-poster\.jpg$/);
  });

  it('answers one template by its slug too (the public page links to the editor by slug)', async () => {
    const bySlug = await t.app.inject({ method: 'GET', url: ENDPOINTS.libraryTemplateBySlug('drake'), headers: paid });
    expect(bySlug.statusCode).toBe(200);
    expect(TemplateSchema.parse(bySlug.json())).toMatchObject({ id: imageId, slug: 'drake' });
    const missing = await t.app.inject({ method: 'GET', url: ENDPOINTS.libraryTemplateBySlug('nope'), headers: paid });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: MESSAGES.templateNotFound });
    const free = await bearerFor(t, await createTestUser(t.database, { plan: 'free' }));
    expect(
      (await t.app.inject({ method: 'GET', url: ENDPOINTS.libraryTemplateBySlug('drake'), headers: free })).statusCode,
    ).toBe(403);
  });

  it("answers 404 'Template not found.' for an unknown or unlisted template, and 400 for a bad id", async () => {
    const missing = await get(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: MESSAGES.templateNotFound });
    expect((await get(hiddenId)).statusCode).toBe(404);
    expect((await get('abc')).statusCode).toBe(400);
    expect((await get(0)).statusCode).toBe(400);
  });

  it('keeps the list, the public pages and the sitemap where they were', async () => {
    expect((await t.app.inject({ method: 'GET', url: ENDPOINTS.templateSitemap })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: ENDPOINTS.publicTemplates })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: ENDPOINTS.libraryTemplates, headers: paid })).statusCode).toBe(
      200,
    );
  });

  it('refuses free plans with the premium-only 403, signed-out callers with 401, and lets superusers see all', async () => {
    const free = await bearerFor(t, await createTestUser(t.database, { plan: 'free' }));
    const denied = await get(imageId, free);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ detail: MESSAGES.templatesAccessDenied });
    expect((await get(imageId, {})).statusCode).toBe(401);
    const admin = await bearerFor(t, await createTestUser(t.database, { plan: 'free', isSuperuser: true }));
    expect((await get(imageId, admin)).statusCode).toBe(200);
    expect((await get(hiddenId, admin)).statusCode).toBe(200);
  });
});
