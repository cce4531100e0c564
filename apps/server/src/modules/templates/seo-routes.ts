/**
 * /sitemap.xml and /robots.txt: the public pages a search engine should find. Shared memes are
 * not in the sitemap: they are people's own pages, found through the links they post.
 */
import type { ModuleRoutes } from '../../wiring/module-routes';
import { ENDPOINTS } from '@memeforge/contract';
import { sitemapEntries } from './seo-service';

function xmlEscape(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export const seoRoutes: ModuleRoutes = async (app, { services: { db, publicUrl } }) => {
  app.get(ENDPOINTS.sitemapXml, { schema: { hide: true } }, async (_request, reply) => {
    const urls = (await sitemapEntries(db, publicUrl)).map(
      ({ url, lastModified }) =>
        `<url><loc>${xmlEscape(url)}</loc>${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''}</url>`,
    );
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
      .header('Cache-Control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          // The public template pages live under the API's /memes/ prefix: the longer rule wins.
          'Allow: /memes/template',
          'Disallow: /memes/',
          'Disallow: /dashboard/',
          'Disallow: /api/',
          'Disallow: /users/',
          'Disallow: /billing/',
          'Disallow: /library/',
          // Shared memes (/m/{id}) stay reachable: link-preview crawlers obey this file, and the
          // pages keep themselves out of search results with a noindex tag instead (decision 025).
          `Sitemap: ${publicUrl}${ENDPOINTS.sitemapXml}`,
          '',
        ].join('\n'),
      ),
  );
};
