import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
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
});
