import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { ENDPOINTS, MESSAGES, SKELETON_CARD_COUNT, type PlanKey } from '@memeforge/contract';
import { DashboardLayout } from '../layouts/dashboard/DashboardLayout';
import { LibraryPage } from './LibraryPage';
import { USER, fakeServer, type Answer } from '../test-support/fake-server';
import { currentLocation, renderRoutes } from '../test-support/render';
import { makeTemplate, makeVideoTemplate, templateList } from '../test-support/templates';
import { stubBrowser } from '../features/editor/editor-test-support';

// jsdom has no canvas: the editor's preview drawing is mocked, never its engine.
vi.mock('../features/editor/preview', () => ({
  loadCaptionFonts: vi.fn(() => Promise.resolve()),
  onCaptionFontsLoaded: vi.fn(() => () => undefined),
  drawImagePreview: vi.fn(() => ({})),
  drawVideoOverlay: vi.fn(() => ({ lines: [], top: 0, height: 0 })),
}));

const LIST = `GET ${ENDPOINTS.libraryTemplates}`;
let server: ReturnType<typeof fakeServer>;

function signIn(plan: PlanKey = 'pro', isSuperuser = false) {
  server.on(`GET ${ENDPOINTS.user}`, { status: 200, body: { ...USER, isSuperuser } });
  server.on(`GET ${ENDPOINTS.currentPackage}`, {
    status: 200,
    body: {
      subscribedPackagePlan: plan,
      subscribedPackageBillingCycle: plan === 'free' ? null : 'month',
      credits: '300',
    },
  });
}

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
  vi.stubGlobal('scrollTo', vi.fn());
  window.localStorage.clear();
  signIn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLibrary(url = '/dashboard/library') {
  return renderRoutes(
    <Route path="/dashboard" element={<DashboardLayout />}>
      <Route path="library" element={<LibraryPage />} />
      <Route path="editor" element={<p>editor page</p>} />
    </Route>,
    url,
  );
}

const listCalls = () => server.calls(LIST).map((request) => request.query ?? {});

describe('Library page', () => {
  it('shows 10 skeleton cards while the first page loads, then the templates', async () => {
    let answer: (value: Answer) => void = () => {};
    server.on(LIST, () => new Promise<Answer>((resolve) => (answer = resolve)));
    renderLibrary();
    expect(await screen.findByRole('heading', { name: 'Library' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('template-skeleton')).toHaveLength(SKELETON_CARD_COUNT));
    expect(screen.getByPlaceholderText(MESSAGES.searchTemplatesPlaceholder)).toBeInTheDocument();

    answer({ status: 200, body: templateList([makeTemplate(1), makeVideoTemplate(2)]) });
    const grid = await screen.findByRole('list', { name: 'Templates' });
    expect(within(grid).getAllByTestId('template-card')).toHaveLength(2);
    expect(within(grid).getByRole('heading', { name: 'Template 1' })).toBeInTheDocument();
    expect(within(grid).getByText('Video')).toBeInTheDocument();
    expect(screen.queryByTestId('template-skeleton')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('2 templates');
    expect(listCalls()).toEqual([{ page: '1', page_size: '20' }]);
    // The video card shows its poster as the still.
    expect(within(grid).getByRole('img', { name: 'Template 2' })).toHaveAttribute(
      'src',
      '/media/templates/2-thumb.jpg',
    );
  });

  it("says 'No Image' / 'No Video' for templates without a file, and offers no actions on them", async () => {
    server.on(LIST, {
      status: 200,
      body: templateList([makeTemplate(1, { file: '', thumbnail: null }), makeVideoTemplate(2, { file: '' })]),
    });
    renderLibrary();
    expect(await screen.findByText(MESSAGES.noImage)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.noVideo)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Preview/ })).toBeNull();
  });

  it('has an empty state for an empty library and another for a search with no match', async () => {
    server.on(LIST, { status: 200, body: templateList([]) });
    renderLibrary();
    expect(await screen.findByText(MESSAGES.noTemplatesAvailable)).toBeInTheDocument();
    cleanup();

    renderLibrary('/dashboard/library?search=zzzz&type=2');
    expect(await screen.findByText(MESSAGES.noTemplatesMatching)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search templates' })).toHaveValue('zzzz');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('2');
    expect(listCalls().at(-1)).toEqual({ search: 'zzzz', type: '2', page: '1', page_size: '20' });
  });

  it("shows 'Failed to load templates' and 'Try Again' loads the page again", async () => {
    server.on(LIST, { status: 500, body: { detail: 'boom' } }, { status: 200, body: templateList([makeTemplate(1)]) });
    const { user } = renderLibrary();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.failedToLoadTemplates);
    await user.click(within(alert).getByRole('button', { name: MESSAGES.tryAgain }));
    expect(await screen.findByRole('heading', { name: 'Template 1' })).toBeInTheDocument();
    expect(server.calls(LIST)).toHaveLength(2);
  });

  it('shows the premium-access screen with the message and an upgrade link on a 403', async () => {
    signIn('free');
    server.on(LIST, { status: 403, body: { detail: MESSAGES.templatesAccessDenied } });
    renderLibrary();
    const screen403 = await screen.findByTestId('premium-access');
    expect(screen403).toHaveTextContent(MESSAGES.templatesAccessDenied);
    expect(within(screen403).getByRole('link', { name: MESSAGES.upgradeToPro })).toHaveAttribute(
      'href',
      '/dashboard/billing/subscription',
    );
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    // A 403 is not retried.
    expect(server.calls(LIST)).toHaveLength(1);
  });

  it('searches 500 ms after typing stops, once, and keeps the search in the URL', async () => {
    server.on(LIST, (request) => ({
      status: 200,
      body: templateList(request.query?.search ? [makeTemplate(7, { title: 'Cat stare' })] : [makeTemplate(1)]),
    }));
    const { user } = renderLibrary();
    await screen.findByRole('heading', { name: 'Template 1' });
    await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), 'cat');
    // Not per keystroke: nothing was asked yet.
    expect(listCalls().filter((query) => query.search)).toEqual([]);
    expect(await screen.findByRole('heading', { name: 'Cat stare' }, { timeout: 2000 })).toBeInTheDocument();
    expect(listCalls().filter((query) => query.search)).toEqual([{ search: 'cat', page: '1', page_size: '20' }]);
    expect(currentLocation()).toBe('/dashboard/library?search=cat');
  });

  it('filters by type from the URL-backed select, back on page 1', async () => {
    server.on(LIST, { status: 200, body: templateList([makeTemplate(1)], 60) });
    const { user } = renderLibrary('/dashboard/library?page=2');
    await screen.findByRole('heading', { name: 'Template 1' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Videos');
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ type: '2', page: '1', page_size: '20' }));
    expect(currentLocation()).toBe('/dashboard/library?type=2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'All Types');
    await waitFor(() => expect(currentLocation()).toBe('/dashboard/library'));
  });

  it('pages with first/last, numbers and ellipses, scrolls to the top, and keeps the page in the URL', async () => {
    server.on(LIST, (request) => ({
      status: 200,
      body: templateList([makeTemplate(Number(request.query?.page) * 100)], 200),
    }));
    const { user } = renderLibrary();
    await screen.findByRole('heading', { name: 'Template 100' });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Page 10' })).toBeInTheDocument();
    expect(within(nav).getByText('…')).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('heading', { name: 'Template 200' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/dashboard/library?page=2');
    expect(window.scrollTo).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(await screen.findByRole('heading', { name: 'Template 1000' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
  });

  it('goes back to page 1 when the page is past the end', async () => {
    server.on(LIST, (request) =>
      request.query?.page === '9'
        ? { status: 404, body: { detail: 'Invalid page.' } }
        : { status: 200, body: templateList([makeTemplate(1)]) },
    );
    renderLibrary('/dashboard/library?page=9');
    expect(await screen.findByRole('heading', { name: 'Template 1' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/dashboard/library');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('previews, edits and downloads on a paid plan', async () => {
    server.on(LIST, { status: 200, body: templateList([makeTemplate(1), makeVideoTemplate(2)]) });
    const { user } = renderLibrary();
    await screen.findByRole('heading', { name: 'Template 1' });

    expect(screen.getByRole('link', { name: 'Download Template 1' })).toHaveAttribute(
      'href',
      '/media/templates/1.jpg?download=1',
    );
    await user.click(screen.getByRole('button', { name: 'Preview Template 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Template 2' });
    expect(dialog.querySelector('video')).toHaveAttribute('src', '/media/templates/2.mp4');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Edit opens the Meme Editor dialog on the template; the link stays the editor page's deep link.
    stubBrowser();
    const edit = screen.getByRole('link', { name: 'Edit Template 1' });
    expect(edit).toHaveAttribute('href', '/dashboard/editor?templateId=1');
    await user.click(edit);
    const editor = await screen.findByRole('dialog', { name: MESSAGES.memeEditorTitle });
    expect(within(editor).getByRole('textbox', { name: 'Meme text' })).toHaveValue('');
    expect(within(editor).getByRole('button', { name: 'Align center' })).toHaveAttribute('aria-pressed', 'true');
    expect(currentLocation()).toBe('/dashboard/library');
  });

  it("downloads a template's file through the page, and says 'Error downloading template.' when it fails", async () => {
    server.on(LIST, { status: 200, body: templateList([makeTemplate(1)]) });
    server.on(
      'GET /media/templates/1.jpg',
      { status: 404, body: { detail: 'Not found.' } },
      { status: 200, raw: 'jpeg bytes', headers: { 'content-type': 'image/jpeg' } },
    );
    const saved: { href: string; download: string }[] = [];
    URL.createObjectURL = () => 'blob:template';
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    const { user } = renderLibrary();
    await screen.findByRole('heading', { name: 'Template 1' });
    await waitFor(() => expect(server.calls(`GET ${ENDPOINTS.currentPackage}`)).not.toHaveLength(0));
    const download = screen.getByRole('link', { name: 'Download Template 1' });

    await user.click(download);
    expect(await screen.findByText(MESSAGES.errorDownloadingTemplate)).toBeInTheDocument();
    expect(saved).toEqual([]);
    await user.click(download);
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:template', download: '1.jpg' }]));
    expect(server.calls('GET /media/templates/1.jpg')).toHaveLength(2);
    expect(currentLocation()).toBe('/dashboard/library');
    click.mockRestore();
  });

  it('opens the upgrade modal instead of preview, edit or download on the free plan', async () => {
    signIn('free');
    server.on(LIST, { status: 200, body: templateList([makeTemplate(1)]) });
    const { user } = renderLibrary();
    await screen.findByRole('heading', { name: 'Template 1' });
    await waitFor(() => expect(server.calls(`GET ${ENDPOINTS.currentPackage}`)).not.toHaveLength(0));

    for (const name of ['Preview Template 1', 'Edit Template 1', 'Download Template 1']) {
      await user.click(screen.getByRole(name.startsWith('Preview') ? 'button' : 'link', { name }));
      const dialog = await screen.findByRole('dialog', { name: MESSAGES.upgradeRequiredTitle });
      expect(dialog).toHaveTextContent(MESSAGES.premiumTemplates);
      await user.click(within(dialog).getByRole('button', { name: 'Maybe later' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    expect(currentLocation()).toBe('/dashboard/library');
  });

  it('offers the upload button to superusers only', async () => {
    server.on(LIST, { status: 200, body: templateList([makeTemplate(1)]) });
    renderLibrary();
    await screen.findByRole('heading', { name: 'Template 1' });
    expect(screen.queryByRole('button', { name: 'Upload template' })).toBeNull();
    cleanup();

    signIn('pro', true);
    const { user } = renderLibrary();
    await user.click(await screen.findByRole('button', { name: 'Upload template' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.uploadTemplateTitle })).toBeInTheDocument();
  });
});
