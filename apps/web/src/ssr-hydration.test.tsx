/**
 * Public pages are rendered by the server and hydrated in the browser; any difference between the
 * two is a console error (which fails the test). The account pages read the URL, router state and
 * local storage, so each is rendered here with entry-server and hydrated like entry-client does.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import {
  ENDPOINTS,
  LOGIN_MODAL_QUERY,
  ROUTES,
  SIGNUP_MODAL_PATH,
  SSR_QUERY_KEYS,
  authDialogPath,
  type PageData,
  type User,
} from '@memeforge/contract';
import { STORED_USER_KEY } from './features/session/storage';
import { USER, fakeServer } from './test-support/fake-server';
import { serverRenderedPages } from './test-support/ssr';
import { makePublicTemplatePage, publicIndex } from './test-support/templates';

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  server.on(`GET ${ENDPOINTS.authProviders}`, { status: 200, body: { google: { enabled: false, loginUrl: null } } });
  server.on(`POST ${ENDPOINTS.verifyEmail}`, { status: 400, body: { detail: 'Invalid or expired key' } });
  server.on(`POST ${ENDPOINTS.socialAuthGoogle}`, { status: 400, body: { detail: 'bad code' } });
  vi.stubGlobal('fetch', server.fetch);
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const serve = serverRenderedPages();

function serveAndHydrate(
  url: string,
  historyState: unknown = null,
  { pageData, user = null }: { pageData?: PageData; user?: User | null } = {},
) {
  return serve(url, { historyState, user, ...(pageData ? { pageData } : {}) });
}

describe('server-rendered auth pages hydrate without a mismatch', () => {
  it.each([
    [ROUTES.login, 'Welcome Back'],
    [SIGNUP_MODAL_PATH, 'Create a Free Account'],
    [authDialogPath('reset', { uid: 'MQ', token: 't' }), 'Reset Your Password'],
  ])('%s: the page, then the dialog', async (url, title) => {
    const output = await serveAndHydrate(url);
    expect(output.html).toContain('Newsletter');
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('the verification-sent page, with the address in router state and a stored user', async () => {
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(USER));
    // BrowserRouter keeps its state under `usr` in history.state.
    const output = await serveAndHydrate(ROUTES.emailVerificationSent, {
      usr: { email: 'ada@gmail.com' },
      key: 'k',
      idx: 0,
    });
    expect(output.html).not.toContain('ada@gmail.com');
    expect(await screen.findByText('ada@gmail.com')).toBeInTheDocument();
  });

  it.each([
    [`${ROUTES.verifyEmail}?key=k`],
    [ROUTES.verifyEmail],
    [`${ROUTES.googleCallback}?code=c`],
    [`${ROUTES.resetPassword}?uid=MQ&token=t`],
    [`${ROUTES.signInLink}?key=k`],
  ])('%s', async (url) => {
    const output = await serveAndHydrate(url);
    // A page the app has is a 200, not the not-found page's 404 with the app inside.
    expect(output.status).toBe(200);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  });
});

describe('server-rendered public template pages', () => {
  const template = makePublicTemplatePage();
  const templateUrl = `${ROUTES.publicTemplates}/${template.slug}`;
  const pageData: PageData = {
    prefetched: [{ queryKey: SSR_QUERY_KEYS.publicTemplate(template.slug), data: template }],
  };

  it('a template page arrives with its content, title, Open Graph image and JSON-LD, and hydrates from the seeded data', async () => {
    const output = await serveAndHydrate(templateUrl, null, { pageData });
    expect(output.status).toBe(200);
    expect(output.html).toContain('Change My Mind Meme Template');
    expect(output.html).toContain('Origin');
    expect(output.html).toContain('Unpopular opinions');
    expect(output.html).toContain('Create your own memes with AI');
    expect(output.head).toContain('<title>Change My Mind Meme Template</title>');
    expect(output.head).toContain(
      '<meta property="og:image" content="http://localhost/media/templates/ab/abcdef.jpg" />',
    );
    expect(output.head).toContain('<link rel="canonical" href="http://localhost/memes/template/change-my-mind" />');
    expect(output.head).toContain('<meta name="keywords" content="change my mind, debate meme" />');
    const jsonLd = /<script type="application\/ld\+json">(.+?)<\/script>/s.exec(output.head)?.[1];
    expect(JSON.parse(jsonLd!)).toMatchObject({
      '@type': 'ImageObject',
      name: 'Change My Mind Meme Template',
      contentUrl: 'http://localhost/media/templates/ab/abcdef.jpg',
      thumbnailUrl: 'http://localhost/media/templates/ab/abcdef-thumb.jpg',
      uploadDate: template.createdAt,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Change My Mind Meme Template' })).toBeInTheDocument();
    expect(document.title).toBe('Change My Mind Meme Template');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(server.calls(`GET ${ENDPOINTS.publicTemplate(template.slug)}`)).toHaveLength(0);
  });

  it("a visitor's 'Meme Editor' and download open the sign-in dialog on the same page", async () => {
    await serveAndHydrate(templateUrl, null, { pageData });
    const signIn = `${templateUrl}?${LOGIN_MODAL_QUERY}=true`;
    expect(screen.getByRole('link', { name: 'Meme Editor' })).toHaveAttribute('href', signIn);
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', signIn);
    expect(screen.getByRole('link', { name: 'Sign Up For Free' })).toHaveAttribute('href', SIGNUP_MODAL_PATH);
    await act(async () => screen.getByRole('link', { name: 'Meme Editor' }).click());
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(window.location.pathname).toBe(templateUrl);
  });

  it('a signed-in user gets the editor and a real download', async () => {
    await serveAndHydrate(templateUrl, null, { pageData, user: USER });
    expect(screen.getByRole('link', { name: 'Meme Editor' })).toHaveAttribute(
      'href',
      '/dashboard/editor?template=change-my-mind',
    );
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      '/media/templates/ab/abcdef.jpg?download=1',
    );
    expect(screen.getByRole('link', { name: 'Open the Meme Editor' })).toBeInTheDocument();
  });

  it('a video template has a playable preview and a VideoObject', async () => {
    const video = makePublicTemplatePage({
      slug: 'dramatic-zoom',
      templateTitle: 'Dramatic Zoom',
      templateType: 2,
      templateFile: '/media/templates/cd/zoom.mp4',
      templatePoster: '/media/templates/cd/zoom-poster.jpg',
      templateThumbnail: '/media/templates/cd/zoom-thumb.jpg',
      duration: 6,
    });
    const output = await serveAndHydrate(`${ROUTES.publicTemplates}/dramatic-zoom`, null, {
      pageData: { prefetched: [{ queryKey: SSR_QUERY_KEYS.publicTemplate('dramatic-zoom'), data: video }] },
    });
    expect(output.html).toMatch(/<video[^>]+controls/);
    expect(output.head).toContain('content="http://localhost/media/templates/cd/zoom-poster.jpg"');
    expect(output.head).toContain('<meta property="og:type" content="video.other" />');
    const jsonLd = /<script type="application\/ld\+json">(.+?)<\/script>/s.exec(output.head)?.[1];
    expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'VideoObject', duration: 'PT6S' });
  });

  it('an unknown slug is a rendered 404 page that hydrates as one', async () => {
    const output = await serveAndHydrate(`${ROUTES.publicTemplates}/nope`, null, {
      pageData: { prefetched: [], status: 404 },
    });
    expect(output.status).toBe(404);
    expect(output.html).toContain('Page not found');
    expect(output.head).toContain('<title>Page not found');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(server.calls(`GET ${ENDPOINTS.publicTemplate('nope')}`)).toHaveLength(0);
  });

  it('the index lists templates as links with crawlable page links', async () => {
    const second = makePublicTemplatePage({ slug: 'drake', templateTitle: 'Drake' });
    const output = await serveAndHydrate(`${ROUTES.publicTemplates}?page=2`, null, {
      pageData: {
        prefetched: [{ queryKey: SSR_QUERY_KEYS.publicTemplateIndex(2), data: publicIndex([template, second], 60) }],
      },
    });
    expect(output.status).toBe(200);
    expect(output.html).toContain('Meme Templates');
    expect(output.html).toContain('href="/memes/template/change-my-mind"');
    expect(output.html).toContain('href="/memes/template?page=3"');
    expect(output.html).toContain('href="/memes/template"');
    expect(output.head).toContain('<link rel="canonical" href="http://localhost/memes/template?page=2" />');
    expect(await screen.findByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('a signed-out visitor is not asked about again (decision 061)', () => {
  it('on a kept page served a minute after its render, nor on a page reached from it', async () => {
    // Rendered a minute ago and kept (past a signed-in user's staleness), as a visit during its
    // replacement's render gets it; the server answers such a page only to a request with no session.
    await serve(ROUTES.contactUs, { user: null, renderedAgoMs: 65_000, settleMs: 30 });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await act(async () => {
      screen.getAllByRole('link', { name: 'Terms of Service' })[0]!.click();
      await new Promise((resolve) => setTimeout(resolve, 30));
    });
    expect(window.location.pathname).toBe(ROUTES.termsOfService);
    expect(server.calls(`GET ${ENDPOINTS.user}`)).toEqual([]);
    expect(server.calls(`POST ${ENDPOINTS.tokenRefresh}`)).toEqual([]);
  });
});
