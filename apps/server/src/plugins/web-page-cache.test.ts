/**
 * The public page cache (decision 050) on the app: a sessionless visit gets the page rendered for
 * the visitor before it (compressed once for browsers), a visit with any session is rendered for
 * itself and never kept, a change to the template library drops what is kept in every process, and
 * a shared meme's page is rendered every time.
 */
import { randomUUID } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { COOKIES, ROUTES } from '@memeforge/contract';
import { startSession } from '../auth/sessions';
import { announceChange } from '../db/change-notices';
import { createTestUser } from '../test-support';
import { useAppOnFakeWebDist } from '../test-support/fake-web-dist';
import { PageStyles } from '../web/page-styles';
import { PublicPageCache } from '../web/public-page-cache';

/** A stand-in for the built web app whose page counts its renders and says whom it was for. */
const SHEET = '/assets/web-test.css';
const testApp = useAppOnFakeWebDist({
  indexHtml: `<!doctype html><html><head><link rel="stylesheet" crossorigin href="${SHEET}"><!--app-head--></head><body><!--app-html--><!--app-state--></body></html>`,
  clientFiles: { [SHEET.slice(1)]: 'main{color:red}.signed-in-menu{display:grid}' },
  entryServer: `let renders = 0;
     export async function render({ user, pageData }) {
       renders += 1;
       const who = user ? 'signed in' : 'signed out';
       return { status: pageData?.status ?? 200, head: '<title>Page</title>', html: '<main class="' + (user ? 'signed-in-menu' : '') + '">render ' + renders + ' ' + who + ' ' + 'x'.repeat(2000) + '</main>', state: null };
     }
     export function clientOnlyHead() { return '<title>Dashboard</title>'; }`,
});

const renderOf = (body: string) => Number(/render (\d+)/.exec(body)?.[1]);

describe('the public page cache', () => {
  it('answers a sessionless visit with the page rendered before, compressed once for browsers that accept it', async () => {
    const url = `/legal/terms?visit=${randomUUID()}`;
    const first = await testApp().app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const again = await testApp().app.inject({ method: 'GET', url });
    expect(renderOf(again.body)).toBe(renderOf(first.body));
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.headers['content-type']).toMatch(/^text\/html/);

    const compressed = await testApp().app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(first.body);
  });

  it('keeps inside a kept page only the styles its markup uses, and links the whole sheet; a signed-in render has it all inside', async () => {
    const url = `/legal/dmca?visit=${randomUUID()}`;
    const kept = (await testApp().app.inject({ method: 'GET', url })).body;
    expect(kept).toContain('<style data-sheet="/assets/web-test.css">main{color:red}</style>');
    expect(kept).toContain(`<link rel="stylesheet" crossorigin href="${SHEET}"></body>`);

    const user = await createTestUser(testApp().database);
    const session = await startSession(testApp().database.db, testApp().signer, user.id);
    const signedIn = await testApp().app.inject({ method: 'GET', url, cookies: { [COOKIES.access]: session.access } });
    expect(signedIn.body).toContain(
      '<style data-sheet="/assets/web-test.css">main{color:red}.signed-in-menu{display:grid}</style>',
    );
    expect(signedIn.body).not.toContain('rel="stylesheet"');
  });

  it('keeps the whole sheet inside a kept page when its own rules cannot be worked out', async () => {
    const failing = vi.spyOn(PageStyles.prototype, 'critical').mockRejectedValueOnce(new Error('beasties failed'));
    try {
      const page = await testApp().app.inject({ method: 'GET', url: `/legal/privacy?visit=${randomUUID()}` });
      expect(page.statusCode).toBe(200);
      expect(failing).toHaveBeenCalledTimes(1);
      expect(page.body).toContain(
        '<style data-sheet="/assets/web-test.css">main{color:red}.signed-in-menu{display:grid}</style>',
      );
      expect(page.body).not.toContain('rel="stylesheet"');
    } finally {
      failing.mockRestore();
    }
  });

  it('renders a visit with a session for itself, and never keeps it for the visitors without one', async () => {
    const url = `/legal/privacy?visit=${randomUUID()}`;
    const signedOut = await testApp().app.inject({ method: 'GET', url });
    const user = await createTestUser(testApp().database);
    const session = await startSession(testApp().database.db, testApp().signer, user.id);
    const signedIn = await testApp().app.inject({ method: 'GET', url, cookies: { [COOKIES.access]: session.access } });
    expect(signedIn.body).toContain('signed in');
    expect(renderOf(signedIn.body)).toBeGreaterThan(renderOf(signedOut.body));

    // A new visitor (no cookie) still gets the sessionless page, not the signed-in one.
    const fresh = `/legal/cookies?visit=${randomUUID()}`;
    const withCookie = await testApp().app.inject({
      method: 'GET',
      url: fresh,
      cookies: { [COOKIES.access]: session.access },
    });
    const without = await testApp().app.inject({ method: 'GET', url: fresh });
    expect(without.body).toContain('signed out');
    expect(renderOf(without.body)).toBeGreaterThan(renderOf(withCookie.body));
  });

  it('drops what it keeps when the template library changes, whichever process announces it', async () => {
    const url = `${ROUTES.publicTemplates}?visit=${randomUUID()}`;
    const before = renderOf((await testApp().app.inject({ method: 'GET', url })).body);
    expect(renderOf((await testApp().app.inject({ method: 'GET', url })).body)).toBe(before);
    await announceChange(testApp().database.db, 'template-searches', '*');
    // The notice comes back through the database's LISTEN, as another process's would.
    await expect
      // Well inside the cache's own 5 s, so it is the notice that drops it.
      .poll(async () => renderOf((await testApp().app.inject({ method: 'GET', url })).body), { timeout: 2_000 })
      .toBeGreaterThan(before);
  });

  it("renders a shared meme's page every time, so a share that starts or stops shows at once", async () => {
    const url = `/m/${randomUUID()}`;
    const first = await testApp().app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(404);
    const second = await testApp().app.inject({ method: 'GET', url });
    expect(renderOf(second.body)).toBeGreaterThan(renderOf(first.body));
  });
});

describe('PublicPageCache', () => {
  /** A render that counts itself and finishes when the test says. */
  function renders(keep = true) {
    let count = 0;
    const forKeeping: boolean[] = [];
    const waiting: (() => void)[] = [];
    const render = async (keeping: boolean) => {
      forKeeping.push(keeping);
      count += 1;
      const made = count;
      await new Promise<void>((resolve) => waiting.push(resolve));
      return { status: 200, html: `<main>render ${made}</main>`, cacheControl: 'no-store', keep };
    };
    return {
      render,
      count: () => count,
      /** What each render was told: whether its page is to be kept. */
      forKeeping,
      finish: async () => {
        // Let the visits that asked reach their render first.
        await sleep(5);
        for (const resolve of waiting.splice(0)) resolve();
      },
    };
  }

  /** Whether the cache has a page for `url`: a visit is answered without its render being asked. */
  async function keeps(cache: PublicPageCache, url: string): Promise<boolean> {
    let rendered = false;
    await cache.page(url, async () => {
      rendered = true;
      return { status: 200, html: '<main>probe</main>', cacheControl: 'no-store', keep: false };
    });
    return !rendered;
  }

  it('renders a page once for every visit that asks before it is ready', async () => {
    const cache = new PublicPageCache(testApp().database.db);
    const landing = renders();
    const visits = Array.from({ length: 20 }, () => cache.page('/', landing.render));
    await landing.finish();
    const answers = await Promise.all(visits);
    expect(landing.count()).toBe(1);
    expect(landing.forKeeping).toEqual([true]);
    expect(answers.every(({ page, kept }) => kept && page.html === '<main>render 1</main>')).toBe(true);
    expect(await keeps(cache, '/')).toBe(true);
  });

  it('answers a page past its time while one visit renders the next, then the new one', async () => {
    const cache = new PublicPageCache(testApp().database.db, 50);
    const landing = renders();
    const first = cache.page('/', landing.render);
    await landing.finish();
    expect((await first).page.html).toBe('<main>render 1</main>');
    expect((await cache.page('/', landing.render)).page.html).toBe('<main>render 1</main>');
    await sleep(80);
    // Past its time: every visit gets the old page at once, and only one render starts.
    const during = await Promise.all(Array.from({ length: 5 }, () => cache.page('/', landing.render)));
    expect(during.map(({ page }) => page.html)).toEqual(Array(5).fill('<main>render 1</main>'));
    expect(landing.count()).toBe(2);
    await landing.finish();
    await sleep(5);
    expect((await cache.page('/', landing.render)).page.html).toBe('<main>render 2</main>');
  });

  it('never shares a page that must be fresh: a visit that finds one being rendered renders its own', async () => {
    const cache = new PublicPageCache(testApp().database.db);
    const shared = renders(false);
    const first = cache.page('/m/1', shared.render);
    const second = cache.page('/m/1', shared.render);
    await shared.finish();
    expect((await first).page.html).toBe('<main>render 1</main>');
    await shared.finish();
    expect(await second).toMatchObject({ page: { html: '<main>render 2</main>' }, kept: false });
    expect(await keeps(cache, '/m/1')).toBe(false);
  });

  it('does not keep a render that began before the library changed', async () => {
    const cache = new PublicPageCache(testApp().database.db);
    const url = `/memes/templates?visit=${randomUUID()}`;
    const library = renders();
    const visit = cache.page(url, library.render);
    await announceChange(testApp().database.db, 'template-searches', '*');
    // The notice comes back through LISTEN; give it time to arrive before the render ends.
    await sleep(300);
    await library.finish();
    expect(await visit).toMatchObject({ kept: false });
    expect(await keeps(cache, url)).toBe(false);
  });

  it('keeps nothing with a time of 0, and no address longer than 300 characters', async () => {
    const none = new PublicPageCache(testApp().database.db, 0);
    const landing = renders();
    const visit = none.page('/', landing.render);
    await landing.finish();
    expect(await visit).toMatchObject({ kept: false });
    expect(await keeps(none, '/')).toBe(false);
    const cache = new PublicPageCache(testApp().database.db);
    const long = `/?q=${'a'.repeat(400)}`;
    const longVisit = cache.page(long, landing.render);
    await landing.finish();
    expect(await longVisit).toMatchObject({ kept: false });
    // Neither render had a page to keep, so neither did the extra work of one.
    expect(landing.forKeeping).toEqual([false, false]);
    expect(await keeps(cache, long)).toBe(false);
  });
});
