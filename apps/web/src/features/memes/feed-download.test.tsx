import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { MESSAGES } from '@memeforge/contract';
import { renderRoutes } from '../../test-support/render';
import { FEED_TEXT, FeedDownloadAction, type FeedMeme } from './feed-download';

const meme: FeedMeme = {
  memeId: '0b6c1d1e-0000-4000-8000-000000000001',
  kind: 'image',
  width: 800,
  height: 600,
  still: '/m.jpg',
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = () => renderRoutes(<Route path="/" element={<FeedDownloadAction meme={meme} ready />} />, '/');

describe('Download for a feed', () => {
  it('downloads the meme in the chosen shape and fill, with a preview of where it lands', async () => {
    fetchMock.mockResolvedValue(
      new Response(new Blob(['jpeg']), {
        headers: { 'content-disposition': 'attachment; filename="memeforge-x-story.jpg"' },
      }),
    );
    const { user } = render();
    await user.click(screen.getByRole('button', { name: FEED_TEXT.open }));
    expect(screen.getByRole('radio', { name: /Story \(9:16\)/ })).toBeChecked();
    expect(screen.getByTestId('feed-preview')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Square \(1:1\)/ }));
    await user.click(screen.getByRole('radio', { name: 'Black' }));
    await user.click(screen.getByRole('button', { name: /^Download \(Square/ }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`/memes/item/${meme.memeId}/download/?shape=square&fill=black`);
    expect(await screen.findByText(MESSAGES.memeDownloaded)).toBeInTheDocument();
  });

  it('says the download failed, with the server’s words, and keeps the dialog open', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ detail: MESSAGES.feedVideoStillBeingMade }), {
        status: 503,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const { user } = render();
    await user.click(screen.getByRole('button', { name: FEED_TEXT.open }));
    await user.click(screen.getByRole('button', { name: /^Download \(Story/ }));
    expect(await screen.findByText(MESSAGES.errorDownloadingMeme)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.feedVideoStillBeingMade)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: FEED_TEXT.title })).toBeInTheDocument();
  });
});
