/**
 * Serves the web app: built assets with long-lived caching, public pages rendered on the server
 * (so search engines and link previews see titles and content), the dashboard's main pages
 * rendered on the server for a signed-in request with the data they show first (decision 048), and
 * the rest of the dashboard as a browser-rendered shell. A signed-out visit to the dashboard goes
 * to the login dialog.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { APP_STATE_ELEMENT_ID, ROUTES, isDashboardPath } from '@memeforge/contract';
import type { Database } from '../db/types';
import { findUserById } from '../modules/users/store';
import { RefreshRefusedError, rotateSession } from '../auth/sessions';
import { handOverSession, readSessionCookie } from '../auth/session-cookies';
import type { TokenSigner } from '../auth/tokens';
import { toPublicUser } from '../modules/users/service';
import type { FetchApi, PageDataLoader, SsrBundle } from '../web/ssr-bundle';
import { loadPageScripts } from '../web/page-scripts';
import { PageStyles } from '../web/page-styles';
import { PublicPageCache, type KeptPage, type VisitorPage } from '../web/public-page-cache';
import { negotiateEncoding } from './compression';

declare module 'fastify' {
  interface FastifyInstance {
    renderPage: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}

export interface WebPluginOptions {
  webDistDir: string;
  publicUrl: string;
  database: Database;
  /** Renews an expired access cookie before rendering; without it pages render signed out. */
  signer?: TokenSigner;
  /** Loaders for pages whose content comes from the database, tried in order. */
  pageDataLoaders?: PageDataLoader[];
  /** How long a sessionless render is kept (`public-page-cache.ts`); 0 keeps none. */
  publicPageTtlMs?: number;
}

/** Built files the build precompresses (or that plugins/compression.ts compresses): their answer varies. */
const PRECOMPRESSED_FILE = /\.(?:js|mjs|css|svg|html|json|txt|xml|ttf|otf|map)(?:\.br|\.gz)?$/i;

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Not built</title>
<p>The web app has not been built. Run <code>npm run build</code> (or <code>npm start</code>, which builds first).</p>`;

/** JSON inside a <script>: escape what could close the tag or start a comment. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The interface font's Latin file, which paints every page's text (apps/web/src/styles.css). */
const LEAD_FONT = /\/assets\/inter-latin-wght-normal-[\w-]+\.woff2/;

/**
 * Preloads the interface font's Latin file from the head: declared only inside the (inline) style
 * sheet, it would be found once the page's text is laid out, one round trip after the styles.
 */
export function preloadLeadFont(html: string): string {
  const font = LEAD_FONT.exec(html)?.[0];
  if (!font) return html;
  const link = `<link rel="preload" as="font" type="font/woff2" crossorigin href="${font}">`;
  return html.replace('<!--app-head-->', () => `${link}\n    <!--app-head-->`);
}

async function webPlugin(app: FastifyInstance, options: WebPluginOptions) {
  const clientDir = path.join(options.webDistDir, 'client');
  const templateFile = path.join(clientDir, 'index.html');
  const bundleFile = path.join(options.webDistDir, 'server', 'entry-server.js');
  const built = existsSync(templateFile) && existsSync(bundleFile);

  if (!built) {
    app.log.warn({ webDistDir: options.webDistDir }, 'web app not built: pages answer 503');
    app.decorate('renderPage', async (_request: FastifyRequest, reply: FastifyReply) =>
      reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT),
    );
    return;
  }

  const builtTemplate = readFileSync(templateFile, 'utf8');
  const styles = new PageStyles(builtTemplate, clientDir);
  const scripts = loadPageScripts(clientDir, preloadLeadFont(styles.inline(builtTemplate)));
  const template = scripts.template;
  const bundle = (await import(pathToFileURL(bundleFile).href)) as SsrBundle;

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // With `wildcard: false` only the files found at start get routes, and dot folders are not
    // looked in: the build's own records (`.vite/manifest.json`) are read by the server, not served.
    // The build writes `.br` and `.gz` beside each text asset (apps/web/vite.config.ts): sent with
    // their Content-Encoding to browsers that accept them, so nothing is compressed per request
    // (plugins/compression.ts leaves an encoded response alone).
    preCompressed: true,
    // Our own Cache-Control below, per file.
    cacheControl: false,
    setHeaders(res, filePath) {
      // Vite names files under assets/ by content hash, so they never change.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      if (PRECOMPRESSED_FILE.test(filePath)) res.setHeader('Vary', 'Accept-Encoding');
    },
  });

  // Replacer functions, never replacement strings: the head and the markup carry people's text (a
  // caption, a name), and in a replacement string `$&`, `` $` `` or `$'` would splice the page
  // template into itself.
  const page = (head: string, html: string, state: unknown, bootData: string) =>
    template
      .replace('<!--app-head-->', () => head)
      .replace('<!--app-html-->', () => html)
      // A data block, not a script: the Content-Security-Policy allows no inline scripts, and
      // entry-client.tsx reads it with JSON.parse.
      .replace(
        '<!--app-state-->',
        () =>
          `<script type="application/json" id="${APP_STATE_ELEMENT_ID}">${scriptSafeJson(state)}</script>${bootData}`,
      );

  /**
   * The user a public page is rendered for. An expired access cookie beside a live refresh cookie
   * is renewed here, so the page arrives signed in instead of flashing the signed-out header.
   */
  async function signedInUser(request: FastifyRequest, reply: FastifyReply) {
    return (await signedInSession(request, reply)).user;
  }

  /** The user, and the access token the request's session now has when it was renewed here. */
  async function signedInSession(request: FastifyRequest, reply: FastifyReply) {
    // Not the cookie's signature alone: `request.auth` is set only for a token that passes the
    // API's whole check (plugins/auth.ts: account, password change, sign-out everywhere, logout of
    // its session), so a page never shows signed in to a token the API would refuse.
    let userId = request.auth?.userId;
    let renewedAccess: string | undefined;
    const refresh = readSessionCookie(request, options.publicUrl, 'refresh');
    if (userId === undefined && refresh && options.signer) {
      try {
        const session = await rotateSession(options.database.db, options.signer, refresh, 'cookie');
        handOverSession(request, reply, session, options.publicUrl);
        userId = session.userId;
        renewedAccess = session.access;
      } catch (error) {
        if (!(error instanceof RefreshRefusedError)) throw error;
      }
    }
    if (userId === undefined) return { user: null, renewedAccess };
    const row = await findUserById(options.database.db, userId);
    return { user: row ? toPublicUser(row) : null, renewedAccess };
  }

  /**
   * The API as the page's own queries would ask it from the browser: the same routes, checks and
   * answers, in process, with the request's session (its cookies, or the access token renewed here).
   */
  function apiFor(request: FastifyRequest, renewedAccess: string | undefined): FetchApi {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (renewedAccess) headers.authorization = `Bearer ${renewedAccess}`;
    else if (request.headers.cookie) headers.cookie = request.headers.cookie;
    return async (pathAndQuery) => {
      const answer = await app.inject({ method: 'GET', url: pathAndQuery, headers, remoteAddress: request.ip });
      if (answer.statusCode !== 200) throw new Error(`GET ${pathAndQuery} answered ${answer.statusCode}`);
      return answer.json();
    };
  }

  async function loadPageData(url: string) {
    const parsed = new URL(url, 'http://local');
    for (const loader of options.pageDataLoaders ?? []) {
      const data = await loader(parsed.pathname, parsed.searchParams);
      if (data) return data;
    }
    return undefined;
  }

  const pageCache = new PublicPageCache(options.database.db, options.publicPageTtlMs);

  /** A kept page, compressed (once, then reused) for a browser that accepts it. */
  async function sendKeptPage(request: FastifyRequest, reply: FastifyReply, url: string, kept: KeptPage) {
    reply.code(kept.status).header('Cache-Control', kept.cacheControl).header('Vary', 'Accept-Encoding');
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding || request.headers['x-no-compression'] !== undefined) return reply.send(kept.html);
    return reply.header('Content-Encoding', encoding).send(await pageCache.encoded(url, kept, encoding));
  }

  app.decorate('renderPage', async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const pathname = url.split('?')[0] ?? '/';
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');

    if (isDashboardPath(pathname)) {
      // A refresh cookie alone is enough: the browser renews the access token silently.
      const mayHaveSession = request.auth !== null || Boolean(readSessionCookie(request, options.publicUrl, 'refresh'));
      if (!mayHaveSession) return reply.redirect(ROUTES.login, 302);
      // Signed in: the main pages arrive rendered, with what they show first (decision 048). A
      // session that cannot be confirmed here gets the shell, whose browser code decides.
      const { user, renewedAccess } = await signedInSession(request, reply);
      const output =
        user && bundle.renderDashboard
          ? await bundle.renderDashboard({
              url,
              origin: options.publicUrl,
              user,
              fetchApi: apiFor(request, renewedAccess),
            })
          : null;
      if (output) {
        return reply.send(page(output.head, output.html, output.state, scripts.bootData(output.pageModules ?? [])));
      }
      return reply.send(page(bundle.clientOnlyHead(url, options.publicUrl), '', null, scripts.bootData([])));
    }

    // No session of any kind (no token, no session cookie): the render is the same for every such
    // visitor, so it may come from, and go to, the public page cache.
    const sessionless =
      !request.auth &&
      !readSessionCookie(request, options.publicUrl, 'access') &&
      !readSessionCookie(request, options.publicUrl, 'refresh');
    if (sessionless) {
      const { page: shown, kept } = await pageCache.page(url, (forKeeping) => renderForVisitor(url, forKeeping));
      if (kept) return sendKeptPage(request, reply, url, shown);
      return reply.code(shown.status).header('Cache-Control', shown.cacheControl).send(shown.html);
    }

    const pageData = await loadPageData(url);
    const user = await signedInUser(request, reply);
    const output = await bundle.render({ url, origin: options.publicUrl, user, ...(pageData ? { pageData } : {}) });
    // A signed-in render shows the person's own header: it stays no-store, so no cache holds it.
    const html = page(output.head, output.html, output.state, scripts.bootData(output.pageModules ?? []));
    return reply.code(output.status).send(html);
  });

  /** The page with only the styles its markup uses inside it; as it is if that cannot be worked out. */
  async function criticalStyles(html: string): Promise<string> {
    try {
      return await styles.critical(html);
    } catch (error) {
      app.log.warn({ err: error }, 'critical styles not found: the page keeps its whole style sheet');
      return html;
    }
  }

  /** A page as a visitor without a session sees it; the same for all of them. */
  async function renderForVisitor(url: string, forKeeping: boolean): Promise<VisitorPage> {
    const pageData = await loadPageData(url);
    const output = await bundle.render({
      url,
      origin: options.publicUrl,
      user: null,
      ...(pageData ? { pageData } : {}),
    });
    // A page that may be kept briefly by browsers and proxies (a shared meme's) says so.
    const cacheControl = pageData?.cacheControl && output.status === 200 ? pageData.cacheControl : 'no-store';
    const keep = !pageData?.alwaysFresh;
    const html = page(output.head, output.html, output.state, scripts.bootData(output.pageModules ?? []));
    // A kept page is answered many times: worth cutting its styles to what it shows.
    return { status: output.status, html: keep && forKeeping ? await criticalStyles(html) : html, cacheControl, keep };
  }
}

export default fp(webPlugin, { name: 'web', dependencies: ['auth'] });
