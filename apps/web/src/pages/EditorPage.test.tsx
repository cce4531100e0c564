import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { ENDPOINTS, MESSAGES } from '@memeforge/contract';
import { DashboardLayout } from '../layouts/dashboard/DashboardLayout';
import { EditorPage } from './EditorPage';
import { USER, fakeServer, type Answer } from '../test-support/fake-server';
import { renderRoutes } from '../test-support/render';
import { makeMeme, makeQueuedMeme, makeVideoMeme } from '../test-support/memes';
import { makeTemplate } from '../test-support/templates';
import { memeDocumentFor, stubBrowser } from '../features/editor/editor-test-support';

// jsdom has no canvas: the editor's preview drawing is mocked, never its engine.
vi.mock('../features/editor/preview', () => ({
  loadCaptionFonts: vi.fn(() => Promise.resolve()),
  onCaptionFontsLoaded: vi.fn(() => () => undefined),
  drawImagePreview: vi.fn(() => ({})),
  drawVideoOverlay: vi.fn(() => ({ lines: [], top: 0, height: 0 })),
}));

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  stubBrowser();
  vi.stubGlobal('scrollTo', vi.fn());
  window.localStorage.clear();
  server.on(`GET ${ENDPOINTS.user}`, { status: 200, body: USER });
  server.on(`GET ${ENDPOINTS.currentPackage}`, {
    status: 200,
    body: { subscribedPackagePlan: 'pro', subscribedPackageBillingCycle: 'month', credits: '300' },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderEditor(url = '/dashboard/editor') {
  return renderRoutes(
    <Route path="/dashboard" element={<DashboardLayout />}>
      <Route path="editor" element={<EditorPage />} />
    </Route>,
    url,
  );
}

const finished = (n: number) => {
  const meme = makeMeme(n, { tagline: 'When the build passes' });
  return { ...meme, document: memeDocumentFor(meme) };
};

describe('Editor page', () => {
  it('starts empty, offering Add Image and Add Video', async () => {
    renderEditor();
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.memeEditorTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(MESSAGES.addImage) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(MESSAGES.addVideo) })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Meme text' })).toBeNull();
  });

  it('opens ?memeId= as it is, after a loading state', async () => {
    const meme = finished(1);
    let answer: (value: Answer) => void = () => {};
    server.on(`GET ${ENDPOINTS.meme(meme.memeId)}`, () => new Promise<Answer>((resolve) => (answer = resolve)));
    renderEditor(`/dashboard/editor?memeId=${meme.memeId}`);
    expect(await screen.findByRole('status', { name: 'Loading the editor' })).toBeInTheDocument();
    answer({ status: 200, body: meme });
    expect(await screen.findByRole('textbox', { name: 'Meme text' })).toHaveValue('When the build passes');
    expect(screen.queryByRole('status', { name: 'Loading the editor' })).toBeNull();
    expect(screen.getByRole('button', { name: MESSAGES.saveAndDownload })).toBeEnabled();
  });

  it('opens a video meme with its drag toggle', async () => {
    const meme = makeVideoMeme(2);
    server.on(`GET ${ENDPOINTS.meme(meme.memeId)}`, {
      status: 200,
      body: { ...meme, document: memeDocumentFor(meme) },
    });
    renderEditor(`/dashboard/editor?memeId=${meme.memeId}`);
    expect(await screen.findByRole('button', { name: MESSAGES.enableDrag })).toBeInTheDocument();
  });

  it('says when the meme is not found, or still being made', async () => {
    server.on(`GET ${ENDPOINTS.meme('missing')}`, { status: 404, body: { detail: 'Not found.' } });
    renderEditor('/dashboard/editor?memeId=missing');
    expect(await screen.findByText('Meme not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new meme' })).toHaveAttribute('href', '/dashboard/editor');
    cleanup();

    const queued = makeQueuedMeme(3);
    server.on(`GET ${ENDPOINTS.meme(queued.memeId)}`, { status: 200, body: queued });
    renderEditor(`/dashboard/editor?memeId=${queued.memeId}`);
    expect(await screen.findByText(MESSAGES.memeNotReady)).toBeInTheDocument();
  });

  it('offers Try Again when the meme cannot be loaded', async () => {
    const meme = finished(4);
    server.on(
      `GET ${ENDPOINTS.meme(meme.memeId)}`,
      { status: 500, body: { detail: 'Server trouble' } },
      { status: 500, body: { detail: 'Server trouble' } },
      { status: 200, body: meme },
    );
    const { user } = renderEditor(`/dashboard/editor?memeId=${meme.memeId}`);
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('Failed to load meme');
    await user.click(within(alert).getByRole('button', { name: MESSAGES.tryAgain }));
    expect(await screen.findByRole('textbox', { name: 'Meme text' })).toHaveValue('When the build passes');
  });

  it('opens ?templateId= and ?template= (a slug) on the library template', async () => {
    server.on(`GET ${ENDPOINTS.libraryTemplate(5)}`, { status: 200, body: makeTemplate(5, { textAlign: 'left' }) });
    renderEditor('/dashboard/editor?templateId=5');
    expect(await screen.findByRole('textbox', { name: 'Meme text' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Align left' })).toHaveAttribute('aria-pressed', 'true');
    cleanup();

    server.on(`GET ${ENDPOINTS.libraryTemplateBySlug('template-6')}`, { status: 200, body: makeTemplate(6) });
    renderEditor('/dashboard/editor?template=template-6');
    expect(await screen.findByRole('textbox', { name: 'Meme text' })).toBeInTheDocument();
  });

  it('shows the premium screen on a 403 and not-found on a 404 or a bad id', async () => {
    server.on(`GET ${ENDPOINTS.libraryTemplate(7)}`, { status: 403, body: { detail: MESSAGES.templatesAccessDenied } });
    renderEditor('/dashboard/editor?templateId=7');
    expect(await screen.findByTestId('premium-access')).toHaveTextContent(MESSAGES.templatesAccessDenied);
    cleanup();

    server.on(`GET ${ENDPOINTS.libraryTemplate(8)}`, { status: 404, body: { detail: MESSAGES.templateNotFound } });
    renderEditor('/dashboard/editor?templateId=8');
    expect(await screen.findByText(MESSAGES.templateNotFound)).toBeInTheDocument();
    cleanup();

    renderEditor('/dashboard/editor?templateId=abc');
    expect(await screen.findByText(MESSAGES.templateNotFound)).toBeInTheDocument();
  });
});
