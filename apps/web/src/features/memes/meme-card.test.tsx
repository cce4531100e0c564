import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { useState } from 'react';
import { ENDPOINTS, MESSAGES, VIDEO_DOWNLOAD_MAX_BYTES, type Meme } from '@memeforge/contract';
import { fakeServer } from '../../test-support/fake-server';
import { renderRoutes } from '../../test-support/render';
import { makeMeme, makeQueuedMeme, makeVideoMeme } from '../../test-support/memes';
import { UpgradeModalProvider } from '../upgrade/upgrade-modal';
import { MemeCard } from './meme-card';
import { MemeEditorProvider } from './meme-editor-slot';
import { memeCardEditor } from '../editor/card-editors';
import { memeDocumentFor, stubBrowser } from '../editor/editor-test-support';

// jsdom has no canvas: the editor's preview drawing is mocked, never its engine.
vi.mock('../editor/preview', () => ({
  loadCaptionFonts: vi.fn(() => Promise.resolve()),
  onCaptionFontsLoaded: vi.fn(() => () => undefined),
  drawImagePreview: vi.fn(() => ({})),
  drawVideoOverlay: vi.fn(() => ({ lines: [], top: 0, height: 0 })),
}));

const ACTIONS = `POST ${ENDPOINTS.memeActions}`;
let server: ReturnType<typeof fakeServer>;
let saved: { href: string; download: string }[];

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  saved = [];
  // jsdom neither makes object URLs nor downloads: record what would be saved.
  URL.createObjectURL = () => 'blob:meme';
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The card with its meme in state, as the generate page holds it (patches apply to it), and its editor. */
function Host({ initial }: { initial: Meme }) {
  const [meme, setMeme] = useState(initial);
  return <MemeCard meme={meme} onPatch={(_, patch) => setMeme((current) => ({ ...current, ...patch }))} />;
}

function renderCard(meme: Meme) {
  return renderRoutes(
    <>
      <Route
        path="/"
        element={
          <UpgradeModalProvider>
            <MemeEditorProvider value={memeCardEditor}>
              <Host initial={meme} />
            </MemeEditorProvider>
          </UpgradeModalProvider>
        }
      />
      <Route path="/dashboard/editor" element={<p>editor page</p>} />
    </>,
    '/',
  );
}

describe('MemeCard', () => {
  it('shows the preparing state of an image and of a video, with nothing to download or edit yet', () => {
    renderCard(makeQueuedMeme(1));
    const card = screen.getByRole('article', { name: 'Caption number 1' });
    expect(within(card).getByRole('status')).toHaveTextContent(MESSAGES.preparingMedia('image'));
    expect(card).toHaveTextContent(MESSAGES.hangTight);
    expect(within(card).getByRole('button', { name: 'Download meme' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Meme Editor' })).toBeDisabled();
    expect(within(card).queryByRole('button', { name: 'Open full preview' })).toBeNull();
    cleanup();

    renderCard(makeQueuedMeme(2, { type: 2 }));
    expect(screen.getByRole('status')).toHaveTextContent('Preparing your video...');
  });

  it('shows a finished image with its caption as text, and opens the Meme Editor dialog on it', async () => {
    stubBrowser();
    const meme = makeMeme(1);
    const { user } = renderCard({ ...meme, document: memeDocumentFor(meme) });
    const card = screen.getByRole('article', { name: 'Caption number 1' });
    expect(within(card).getByRole('img', { name: /"Caption number 1"/ })).toHaveAttribute('src', '/media/memes/1.png');
    expect(within(card).getByText('Caption number 1')).toBeInTheDocument();
    const editor = within(card).getByRole('link', { name: 'Meme Editor' });
    // Still the editor page's deep link, for a new tab.
    expect(editor).toHaveAttribute('href', `/dashboard/editor?memeId=${meme.memeId}`);
    await user.click(editor);
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.memeEditorTitle });
    expect(within(dialog).getByRole('textbox', { name: 'Meme text' })).toHaveValue('Caption number 1');
    expect(screen.queryByText('editor page')).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(editor).toHaveFocus();
  });

  it('keeps Meme Editor disabled for a finished meme with nothing to open', () => {
    renderCard(makeMeme(1, { templateFileUrl: null, document: null }));
    expect(screen.getByRole('button', { name: 'Meme Editor' })).toBeDisabled();
  });

  it("shows a video muted, with the template's still behind it until its first frame loads", () => {
    renderCard(makeVideoMeme(3));
    const video = document.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/media/memes/3.mp4');
    expect(video.muted).toBe(true);
    // Not a poster attribute: it would hide the caption burnt into the video until it plays.
    expect(video).not.toHaveAttribute('poster');
    expect(screen.getByTestId('meme-poster').style.backgroundImage).toBe('url("/media/templates/3-poster.jpg")');
  });

  it("uses the meme's alt text as the image's alt, in the card and the full preview, and as the video's label", async () => {
    const altText = 'A cat at a desk staring at a laptop, with the caption "Deploy on Friday"';
    const { user } = renderCard(makeMeme(5, { altText }));
    expect(screen.getByRole('img', { name: altText })).toHaveAttribute('alt', altText);
    await user.click(screen.getByRole('button', { name: 'Open full preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Meme preview' });
    expect(within(dialog).getByRole('img', { name: altText })).toHaveAttribute('src', '/media/memes/5.png');
    cleanup();

    renderCard(makeVideoMeme(6, { altText: 'Video meme: A dramatic zoom, with the caption "Wait"' }));
    expect(document.querySelector('video')).toHaveAttribute(
      'aria-label',
      'Video meme: A dramatic zoom, with the caption "Wait"',
    );
  });

  it("says 'Failed to load image' when the image does not load, and tries again on Retry", async () => {
    const { user } = renderCard(makeMeme(1));
    fireEvent.error(screen.getByRole('img', { name: /"Caption number 1"/ }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.failedToLoadMedia('image'));
    expect(alert).toHaveTextContent(MESSAGES.couldNotLoadMedia('image'));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('img', { name: /"Caption number 1"/ })).toBeInTheDocument();
  });

  it("says 'Failed to load video' when the video does not load", () => {
    renderCard(makeVideoMeme(3));
    fireEvent.error(document.querySelector('video')!);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.failedToLoadMedia('video'));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.couldNotLoadMedia('video'));
  });

  it('shows a failed generation instead of preparing forever', () => {
    renderCard(makeMeme(4, { status: 'failed', file: null }));
    expect(screen.getByTestId('meme-failed')).toHaveTextContent(MESSAGES.memeFailedTitle);
    expect(screen.getByRole('button', { name: 'Download meme' })).toBeDisabled();
  });

  it('opens the full preview on click, closes it with Escape, and says when the preview fails', async () => {
    const { user } = renderCard(makeMeme(1));
    await user.click(screen.getByRole('button', { name: 'Open full preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Meme preview' });
    expect(within(dialog).getByRole('img', { name: /"Caption number 1"/ })).toHaveAttribute(
      'src',
      '/media/memes/1.png',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Keyboard users land back where they were.
    expect(screen.getByRole('button', { name: 'Open full preview' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Open full preview' }));
    const again = await screen.findByRole('dialog', { name: 'Meme preview' });
    fireEvent.error(within(again).getByRole('img'));
    expect(within(again).getByRole('alert')).toHaveTextContent(MESSAGES.failedToLoadPreview);
    expect(within(again).getByRole('alert')).toHaveTextContent(MESSAGES.previewLoadFailed);
  });

  it('likes and dislikes exclusively, and pressing the active one again clears it', async () => {
    const meme = makeMeme(1);
    server.on(ACTIONS, (request) => {
      const action = (request.body as { action: string }).action;
      return { status: 200, body: { ...meme, isLiked: action === 'like', isDisliked: action === 'dislike' } };
    });
    const { user } = renderCard(meme);
    const like = screen.getByRole('button', { name: MESSAGES.likeTitle });
    const dislike = screen.getByRole('button', { name: MESSAGES.dislikeTitle });
    expect(like).toHaveAttribute('title', 'Good one!');
    expect(dislike).toHaveAttribute('title', 'Not great');
    expect(like).toHaveAttribute('aria-pressed', 'false');

    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    await user.click(dislike);
    expect(dislike).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(dislike);
    await waitFor(() => expect(server.calls(ACTIONS)).toHaveLength(3));
    expect(dislike).toHaveAttribute('aria-pressed', 'false');
    expect(server.calls(ACTIONS).map((request) => request.body)).toEqual([
      { memeId: meme.memeId, action: 'like' },
      { memeId: meme.memeId, action: 'dislike' },
      { memeId: meme.memeId, action: 'clear' },
    ]);
  });

  it('shows a like at once and takes it back when the server refuses it', async () => {
    let refuse: (value: { status: number; body: unknown }) => void = () => {};
    server.on(ACTIONS, () => new Promise((resolve) => (refuse = resolve)));
    const { user } = renderCard(makeMeme(1, { isDisliked: true }));
    const like = screen.getByRole('button', { name: MESSAGES.likeTitle });
    const dislike = screen.getByRole('button', { name: MESSAGES.dislikeTitle });
    await user.click(like);
    // Optimistic: shown before the server answers.
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(dislike).toHaveAttribute('aria-pressed', 'false');
    refuse({ status: 500, body: { detail: 'boom' } });
    expect(await screen.findByText(MESSAGES.memeReactionFailed)).toBeInTheDocument();
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(dislike).toHaveAttribute('aria-pressed', 'true');
  });

  it('downloads the file under a name made from the caption', async () => {
    server.on('GET /media/memes/1.png', { status: 200, raw: 'png-bytes', headers: { 'content-type': 'image/png' } });
    const { user } = renderCard(makeMeme(1, { tagline: 'When the coffee machine breaks!' }));
    await user.click(screen.getByRole('button', { name: 'Download meme' }));
    expect(await screen.findByText(MESSAGES.memeDownloaded)).toBeInTheDocument();
    expect(saved).toEqual([{ href: 'blob:meme', download: 'memeforge-when-the-coffee-machine-breaks.png' }]);
  });

  it("says 'Failed to download meme' when the file cannot be fetched", async () => {
    server.on('GET /media/memes/1.png', { status: 404, raw: 'nope' });
    const { user } = renderCard(makeMeme(1));
    await user.click(screen.getByRole('button', { name: 'Download meme' }));
    expect(await screen.findByText(MESSAGES.memeDownloadFailed)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('refuses a video over the download cap', async () => {
    server.on('GET /media/memes/3.mp4', {
      status: 200,
      raw: 'mp4',
      headers: { 'content-type': 'video/mp4', 'content-length': String(VIDEO_DOWNLOAD_MAX_BYTES + 1) },
    });
    const { user } = renderCard(makeVideoMeme(3));
    await user.click(screen.getByRole('button', { name: 'Download meme' }));
    expect(await screen.findByText(MESSAGES.videoTooLargeToDownload)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
