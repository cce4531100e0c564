/**
 * The meme card's 'Share' action (decision 025): sharing turns on and the link shows, to copy or
 * hand to the phone's share sheet; 'Stop sharing' turns it off. The API is the fake server.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { useState } from 'react';
import { ENDPOINTS, MESSAGES, type Meme } from '@memeforge/contract';
import { fakeServer } from '../../test-support/fake-server';
import { renderRoutes } from '../../test-support/render';
import { makeMeme, makeQueuedMeme } from '../../test-support/memes';
import { UpgradeModalProvider } from '../upgrade/upgrade-modal';
import { MemeCard } from './meme-card';
import { SHARE_TEXT } from './share-meme';

// jsdom has no canvas: the editor's preview drawing is mocked (the card's editor button loads it).
vi.mock('../editor/preview', () => ({
  loadCaptionFonts: vi.fn(() => Promise.resolve()),
  onCaptionFontsLoaded: vi.fn(() => () => undefined),
  drawImagePreview: vi.fn(() => ({})),
  drawVideoOverlay: vi.fn(() => ({ lines: [], top: 0, height: 0 })),
}));

const SHARE_URL = 'https://memes.example/m/';
let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
});

/** The card with its meme in state, as the generate page holds it (patches apply to it). */
function Host({ initial }: { initial: Meme }) {
  const [meme, setMeme] = useState(initial);
  return <MemeCard meme={meme} onPatch={(_, patch) => setMeme((current) => ({ ...current, ...patch }))} />;
}

function renderCard(meme: Meme) {
  return renderRoutes(
    <Route
      path="/"
      element={
        <UpgradeModalProvider>
          <Host initial={meme} />
        </UpgradeModalProvider>
      }
    />,
    '/',
  );
}

function answerSharing(meme: Meme) {
  server.on(`POST ${ENDPOINTS.memeShare(meme.memeId)}`, {
    status: 200,
    body: { memeId: meme.memeId, shareUrl: `${SHARE_URL}${meme.memeId}`, sharedAt: '2026-01-03T10:00:00.000Z' },
  });
  server.on(`DELETE ${ENDPOINTS.memeShare(meme.memeId)}`, {
    status: 200,
    body: { memeId: meme.memeId, shareUrl: null, sharedAt: null },
  });
}

describe('sharing a meme from its card', () => {
  it('turns sharing on, shows the link and copies it', async () => {
    const meme = makeMeme(1);
    answerSharing(meme);
    const { user } = renderCard(meme);
    const card = screen.getByRole('article', { name: meme.tagline });
    await user.click(within(card).getByRole('button', { name: SHARE_TEXT.button }));

    const dialog = await screen.findByRole('dialog', { name: SHARE_TEXT.title });
    expect(server.calls(`POST ${ENDPOINTS.memeShare(meme.memeId)}`)).toHaveLength(1);
    const link = within(dialog).getByLabelText(SHARE_TEXT.link);
    expect(link).toHaveValue(`${SHARE_URL}${meme.memeId}`);
    expect(within(dialog).getByRole('link', { name: SHARE_TEXT.open })).toHaveAttribute(
      'href',
      `${SHARE_URL}${meme.memeId}`,
    );
    // No share sheet in this browser: only the copy.
    expect(within(dialog).queryByRole('button', { name: SHARE_TEXT.nativeShare })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: SHARE_TEXT.copy }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(`${SHARE_URL}${meme.memeId}`);
    expect(await screen.findByText(SHARE_TEXT.copied)).toBeInTheDocument();
  });

  it("offers the phone's share sheet where the browser has one", async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const meme = makeMeme(2);
    answerSharing(meme);
    const { user } = renderCard(meme);
    await user.click(screen.getByRole('button', { name: SHARE_TEXT.button }));
    const dialog = await screen.findByRole('dialog', { name: SHARE_TEXT.title });
    await user.click(within(dialog).getByRole('button', { name: SHARE_TEXT.nativeShare }));
    expect(share).toHaveBeenCalledWith({ title: meme.tagline, url: `${SHARE_URL}${meme.memeId}` });
  });

  it('stops sharing: the meme is private again, and sharing it again asks the server again', async () => {
    const meme = makeMeme(3);
    answerSharing(meme);
    const { user } = renderCard(meme);
    await user.click(screen.getByRole('button', { name: SHARE_TEXT.button }));
    const dialog = await screen.findByRole('dialog', { name: SHARE_TEXT.title });
    await user.click(within(dialog).getByRole('button', { name: SHARE_TEXT.stop }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls(`DELETE ${ENDPOINTS.memeShare(meme.memeId)}`)).toHaveLength(1);
    expect(await screen.findByText(SHARE_TEXT.stopped)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SHARE_TEXT.button })).toHaveAttribute('title', 'Share');

    await user.click(screen.getByRole('button', { name: SHARE_TEXT.button }));
    await screen.findByRole('dialog', { name: SHARE_TEXT.title });
    expect(server.calls(`POST ${ENDPOINTS.memeShare(meme.memeId)}`)).toHaveLength(2);
  });

  it('an already shared meme opens its link without asking the server', async () => {
    const meme = makeMeme(4, { sharedAt: '2026-01-03T10:00:00.000Z', shareUrl: `/m/${makeMeme(4).memeId}` });
    const { user } = renderCard(meme);
    const button = screen.getByRole('button', { name: SHARE_TEXT.button });
    expect(button).toHaveAttribute('title', 'Shared: see the link');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: SHARE_TEXT.title });
    expect(within(dialog).getByLabelText(SHARE_TEXT.link)).toHaveValue(`${window.location.origin}/m/${meme.memeId}`);
    expect(server.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('cannot share a meme still being made, and says so when the server finds it unfinished', async () => {
    renderCard(makeQueuedMeme(5));
    expect(screen.getByRole('button', { name: SHARE_TEXT.button })).toBeDisabled();
    cleanup();

    const meme = makeMeme(6);
    server.on(`POST ${ENDPOINTS.memeShare(meme.memeId)}`, { status: 409, body: { detail: MESSAGES.memeNotReady } });
    const { user } = renderCard(meme);
    await user.click(screen.getByRole('button', { name: SHARE_TEXT.button }));
    expect(await screen.findByText(SHARE_TEXT.notReady)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
