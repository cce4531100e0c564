import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { ENDPOINTS, MESSAGES, ROUTES } from '@memeforge/contract';
import { PublicLayout } from '../layouts/PublicLayout';
import { PublicTemplateIndexPage } from './PublicTemplateIndexPage';
import { PublicTemplatePage } from './PublicTemplatePage';
import { USER, fakeServer } from '../test-support/fake-server';
import { currentLocation, renderRoutes } from '../test-support/render';
import { makePublicTemplatePage, publicIndex } from '../test-support/templates';

let server: ReturnType<typeof fakeServer>;
const template = makePublicTemplatePage();

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
  vi.stubGlobal('scrollTo', vi.fn());
  window.localStorage.clear();
  server.on(`GET ${ENDPOINTS.authProviders}`, { status: 200, body: { google: { enabled: false, loginUrl: null } } });
  server.on(`GET ${ENDPOINTS.user}`, { status: 401, body: { detail: MESSAGES.notAuthenticated } });
  server.on(`GET ${ENDPOINTS.publicTemplates}`, (request) =>
    request.query?.page === '5'
      ? { status: 404, body: { detail: 'Invalid page.' } }
      : { status: 200, body: publicIndex([template]) },
  );
  server.on(`GET ${ENDPOINTS.publicTemplate(template.slug)}`, { status: 200, body: template });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPublic(url: string) {
  return renderRoutes(
    <Route element={<PublicLayout />}>
      <Route path={ROUTES.publicTemplates} element={<PublicTemplateIndexPage />} />
      <Route path={`${ROUTES.publicTemplates}/:slug`} element={<PublicTemplatePage />} />
    </Route>,
    url,
  );
}

describe('public template pages in the browser', () => {
  it('goes from the index to a template page, loading it by slug', async () => {
    const { user } = renderPublic(ROUTES.publicTemplates);
    expect(await screen.findByRole('heading', { level: 1, name: 'Meme Templates' })).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: /Change My Mind/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Change My Mind Meme Template' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/memes/template/change-my-mind');
    expect(screen.getByRole('heading', { name: 'Use cases' })).toBeInTheDocument();
    expect(screen.getByText(/Licence: Public domain \(CC0\)/)).toBeInTheDocument();
    expect(document.title).toBe('Change My Mind Meme Template');
  });

  it('a page past the end of the index offers the first page', async () => {
    renderPublic(`${ROUTES.publicTemplates}?page=5`);
    const link = await screen.findByRole('link', { name: 'See the first page' });
    expect(link).toHaveAttribute('href', ROUTES.publicTemplates);
  });

  it('an unknown slug shows the 404 page', async () => {
    renderPublic(`${ROUTES.publicTemplates}/missing`);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('a signed-in free user gets the upgrade modal from Meme Editor and Download', async () => {
    server.on(`GET ${ENDPOINTS.user}`, { status: 200, body: USER });
    server.on(`GET ${ENDPOINTS.currentPackage}`, {
      status: 200,
      body: { subscribedPackagePlan: 'free', subscribedPackageBillingCycle: null, credits: '30' },
    });
    const { user } = renderPublic(`${ROUTES.publicTemplates}/${template.slug}`);
    await user.click(await screen.findByRole('link', { name: 'Download' }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.upgradeRequiredTitle });
    expect(dialog).toHaveTextContent(MESSAGES.premiumTemplates);
    await user.click(within(dialog).getByRole('button', { name: 'Maybe later' }));
    await user.click(screen.getByRole('link', { name: 'Meme Editor' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.upgradeRequiredTitle })).toBeInTheDocument();
    expect(currentLocation()).toBe('/memes/template/change-my-mind');
  });

  it("a signed-in paid user downloads the template; a failure says 'Error downloading template.'", async () => {
    server.on(`GET ${ENDPOINTS.user}`, { status: 200, body: USER });
    server.on(`GET ${ENDPOINTS.currentPackage}`, {
      status: 200,
      body: { subscribedPackagePlan: 'pro', subscribedPackageBillingCycle: 'month', credits: '1000' },
    });
    const file = `GET ${new URL(template.templateFile, 'http://local').pathname}`;
    server.on(file, { status: 500, body: { detail: 'Server error.' } });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderPublic(`${ROUTES.publicTemplates}/${template.slug}`);
    await waitFor(() => expect(server.calls(`GET ${ENDPOINTS.currentPackage}`)).not.toHaveLength(0));
    await user.click(await screen.findByRole('link', { name: 'Download' }));
    expect(await screen.findByText(MESSAGES.errorDownloadingTemplate)).toBeInTheDocument();
    expect(server.calls(file)).toHaveLength(1);
    expect(click).not.toHaveBeenCalled();
    expect(currentLocation()).toBe('/memes/template/change-my-mind');
    click.mockRestore();
  });

  it('the hero shows the WebP copies on narrow screens, the JPEG thumbnail as their fallback, and the file on wide ones', async () => {
    const withCopies = makePublicTemplatePage({
      slug: 'drake',
      templateTitle: 'Drake',
      templateThumbnails: [
        { url: '/media/templates/ab/abcdef.jpg.240w.webp', width: 240 },
        { url: '/media/templates/ab/abcdef.jpg.480w.webp', width: 480 },
      ],
    });
    server.on(`GET ${ENDPOINTS.publicTemplate('drake')}`, { status: 200, body: withCopies });
    renderPublic(`${ROUTES.publicTemplates}/drake`);
    const image = await screen.findByRole('img', { name: 'Drake Meme Template' });
    expect(image).toHaveAttribute('src', withCopies.templateFile);
    const sources = [...image.closest('picture')!.querySelectorAll('source')].map((source) => ({
      type: source.getAttribute('type'),
      media: source.getAttribute('media'),
      srcset: source.getAttribute('srcset'),
      sizes: source.getAttribute('sizes'),
    }));
    expect(sources).toEqual([
      {
        type: 'image/webp',
        media: '(max-width: 767px)',
        srcset: '/media/templates/ab/abcdef.jpg.240w.webp 240w, /media/templates/ab/abcdef.jpg.480w.webp 480w',
        sizes: 'calc(100vw - 66px)',
      },
      { type: null, media: '(max-width: 767px)', srcset: withCopies.templateThumbnail, sizes: null },
    ]);

    // A template without copies keeps the JPEG thumbnail alone on narrow screens.
    cleanup();
    renderPublic(`${ROUTES.publicTemplates}/${template.slug}`);
    const plain = await screen.findByRole('img', { name: 'Change My Mind Meme Template' });
    const plainSources = plain.closest('picture')!.querySelectorAll('source');
    expect(plainSources).toHaveLength(1);
    expect(plainSources[0]).toHaveAttribute('srcset', template.templateThumbnail);
    expect(plainSources[0]).not.toHaveAttribute('type');
  });
});
