/** /sitemap.xml and /robots.txt: the public pages a search engine should find. */
import type { FastifyPluginAsync } from 'fastify';
import { ENDPOINTS, ROUTES } from '@memeforge/contract';
import type { Db } from '../../db/types';
import { listPublicSlugs } from './store';

const STATIC_PUBLIC_PAGES = [
  ROUTES.landing,
  ROUTES.subscription,
  ROUTES.contactUs,
  ROUTES.publicTemplates,
  ROUTES.privacyPolicy,
  ROUTES.termsOfService,
];

function xmlEscape(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export const seoRoutes: FastifyPluginAsync<{ db: Db; publicUrl: string }> = async (app, { db, publicUrl }) => {
  app.get(ENDPOINTS.sitemapXml, { schema: { hide: true } }, async (_request, reply) => {
    const templates = await listPublicSlugs(db);
    const urls = [
      ...STATIC_PUBLIC_PAGES.map((page) => `<url><loc>${xmlEscape(`${publicUrl}${page}`)}</loc></url>`),
      ...templates.map(
        ({ slug, updatedAt }) =>
          `<url><loc>${xmlEscape(`${publicUrl}${ROUTES.publicTemplates}/${encodeURIComponent(slug)}`)}</loc><lastmod>${updatedAt.toISOString()}</lastmod></url>`,
      ),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });

  app.get(ENDPOINTS.robotsTxt, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /dashboard/',
          'Disallow: /api/',
          'Disallow: /users/',
          'Disallow: /billing/',
          'Disallow: /library/',
          `Sitemap: ${publicUrl}${ENDPOINTS.sitemapXml}`,
          '',
        ].join('\n'),
      ),
  );
};
