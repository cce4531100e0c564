import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, PublicTemplateIndexSchema, PublicTemplatePageSchema } from '@memeforge/contract';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test-support';
import { makeImage } from '../../test-support/media';
import { ingestTemplate } from './ingest';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const ctx = { db: t.database.db, storage: t.storage };
  await ingestTemplate(ctx, await makeImage(), {
    title: 'Change My Mind',
    description: 'A person at a table with a sign inviting debate',
    originContent: 'A table, a sign, a bold claim.',
    useCases: ['Hot takes', 'Unpopular opinions'],
    seoKeywords: ['change my mind meme'],
    source: 'openclipart',
    licence: 'CC0-1.0',
  });
  await ingestTemplate(ctx, await makeImage(), { title: 'Secret', description: 'Private', isPublic: false });
});
afterAll(() => t.close());

describe('public template pages (no account)', () => {
  it('lists public templates only', async () => {
    const response = await t.app.inject({ method: 'GET', url: ENDPOINTS.publicTemplates });
    const body = PublicTemplateIndexSchema.parse(response.json());
    expect(body.results.map((item) => item.slug)).toEqual(['change-my-mind']);
  });

  it('answers one page by slug, and 404 for unknown or private ones', async () => {
    const page = PublicTemplatePageSchema.parse(
      (await t.app.inject({ method: 'GET', url: ENDPOINTS.publicTemplate('change-my-mind') })).json(),
    );
    expect(page).toMatchObject({
      templateTitle: 'Change My Mind',
      templateType: 1,
      originContent: 'A table, a sign, a bold claim.',
      useCasesList: ['Hot takes', 'Unpopular opinions'],
      seoKeywordsList: ['change my mind meme'],
      licence: 'CC0-1.0',
    });
    expect((await t.app.inject({ method: 'GET', url: ENDPOINTS.publicTemplate('secret') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: ENDPOINTS.publicTemplate('nope') })).statusCode).toBe(404);
  });

  it('lists them in sitemap.xml and points robots.txt at it', async () => {
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`<loc>${TEST_PUBLIC_URL}/memes/template/change-my-mind</loc>`);
    expect(sitemap.body).not.toContain('secret');
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /dashboard/');
    const data = await t.app.inject({ method: 'GET', url: ENDPOINTS.templateSitemap });
    expect(data.json().results).toEqual([
      expect.objectContaining({ slug: 'change-my-mind', url: `${TEST_PUBLIC_URL}/memes/template/change-my-mind` }),
    ]);
  });
});
