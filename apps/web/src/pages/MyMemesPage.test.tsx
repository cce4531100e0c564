import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { ENDPOINTS, GENERATED_MEMES_STORAGE_KEY, MESSAGES, SKELETON_CARD_COUNT } from '@memeforge/contract';
import { DashboardLayout } from '../layouts/dashboard/DashboardLayout';
import { MyMemesPage } from './MyMemesPage';
import { USER, fakeServer, type Answer } from '../test-support/fake-server';
import { currentLocation, renderRoutes } from '../test-support/render';
import { makeMeme, makeVideoMeme, memeList } from '../test-support/memes';

const LIST = `GET ${ENDPOINTS.userMemes}`;
let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
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

function renderMyMemes(url = '/dashboard/memes') {
  return renderRoutes(
    <Route path="/dashboard" element={<DashboardLayout />}>
      <Route path="memes" element={<MyMemesPage />} />
      <Route path="generate" element={<p>generate page</p>} />
    </Route>,
    url,
  );
}

const listCalls = () => server.calls(LIST).map((request) => request.query ?? {});

describe('My Memes page', () => {
  it('shows skeletons while the first page loads, then the memes, newest first as the server sends them', async () => {
    let answer: (value: Answer) => void = () => {};
    server.on(LIST, () => new Promise<Answer>((resolve) => (answer = resolve)));
    renderMyMemes();
    expect(await screen.findByRole('heading', { name: 'My Memes' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('meme-skeleton')).toHaveLength(SKELETON_CARD_COUNT));

    answer({ status: 200, body: memeList([makeMeme(2), makeVideoMeme(1)]) });
    const grid = await screen.findByRole('list', { name: 'Memes' });
    const cards = within(grid).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveAccessibleName('Caption number 2');
    expect(within(cards[1]!).getByRole('button', { name: 'Open full preview' }).querySelector('video')).not.toBeNull();
    expect(screen.getByText('2 memes')).toHaveAttribute('role', 'status');
    expect(listCalls()).toEqual([{ page: '1', page_size: '20' }]);
  });

  it('shows the empty gallery with a way to generate when the user has no memes at all', async () => {
    server.on(LIST, { status: 200, body: memeList([]) });
    const { user } = renderMyMemes();
    const gallery = await screen.findByTestId('empty-gallery');
    expect(within(gallery).getByRole('heading', { name: MESSAGES.emptyGalleryTitle })).toBeInTheDocument();
    await user.click(within(gallery).getByRole('link', { name: 'Generate memes' }));
    expect(await screen.findByText('generate page')).toBeInTheDocument();
  });

  it('says no memes match when a search or filter finds none, keeping them in the URL', async () => {
    server.on(LIST, { status: 200, body: memeList([]) });
    renderMyMemes('/dashboard/memes?search=zzzz&type=2');
    expect(await screen.findByText(MESSAGES.noMemesMatching)).toBeInTheDocument();
    expect(screen.queryByTestId('empty-gallery')).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Search memes' })).toHaveValue('zzzz');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('2');
    expect(listCalls().at(-1)).toEqual({ page: '1', search: 'zzzz', type: '2', page_size: '20' });
  });

  it('searches 500 ms after typing stops and filters by type, back on page 1', async () => {
    server.on(LIST, (request) => ({
      status: 200,
      body: memeList(request.query?.search ? [makeMeme(7, { tagline: 'Coffee machine down' })] : [makeMeme(1)], 45),
    }));
    const { user } = renderMyMemes('/dashboard/memes?page=2');
    await screen.findByText('Caption number 1');
    await user.type(screen.getByRole('searchbox', { name: 'Search memes' }), 'coffee');
    expect(listCalls().filter((query) => query.search)).toEqual([]);
    expect(await screen.findByText('Coffee machine down', undefined, { timeout: 2000 })).toBeInTheDocument();
    expect(listCalls().filter((query) => query.search)).toEqual([{ page: '1', search: 'coffee', page_size: '20' }]);
    expect(currentLocation()).toBe('/dashboard/memes?search=coffee');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Images');
    await waitFor(() =>
      expect(listCalls().at(-1)).toEqual({ page: '1', search: 'coffee', type: '1', page_size: '20' }),
    );
    expect(currentLocation()).toBe('/dashboard/memes?search=coffee&type=1');
  });

  it('pages through the memes with the page in the URL', async () => {
    server.on(LIST, (request) => ({
      status: 200,
      body: memeList([makeMeme(Number(request.query?.page) * 100)], 45),
    }));
    const { user } = renderMyMemes();
    await screen.findByText('Caption number 100');
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Caption number 300')).toBeInTheDocument();
    expect(currentLocation()).toBe('/dashboard/memes?page=3');
    expect(listCalls().at(-1)).toEqual({ page: '3', page_size: '20' });
  });

  it('goes back to page 1 when the page is past the end', async () => {
    server.on(LIST, (request) =>
      request.query?.page === '9'
        ? { status: 404, body: { detail: 'Invalid page.' } }
        : { status: 200, body: memeList([makeMeme(1)]) },
    );
    renderMyMemes('/dashboard/memes?page=9');
    expect(await screen.findByText('Caption number 1')).toBeInTheDocument();
    expect(currentLocation()).toBe('/dashboard/memes');
  });

  it("shows 'Failed to load memes' and 'Try Again' loads the page again", async () => {
    server.on(LIST, { status: 500, body: { detail: 'boom' } }, { status: 200, body: memeList([makeMeme(1)]) });
    const { user } = renderMyMemes();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.failedToLoadMemes);
    await user.click(within(alert).getByRole('button', { name: MESSAGES.tryAgain }));
    expect(await screen.findByText('Caption number 1')).toBeInTheDocument();
  });

  it('deletes a meme after a confirmation, and forgets it in the stored generated batch', async () => {
    const [first, second] = [makeMeme(1), makeMeme(2)];
    window.localStorage.setItem(GENERATED_MEMES_STORAGE_KEY, JSON.stringify([first, second]));
    server.on(LIST, { status: 200, body: memeList([first!, second!]) }, { status: 200, body: memeList([second!]) });
    server.on(`DELETE ${ENDPOINTS.meme(first!.memeId)}`, { status: 204 });
    const { user } = renderMyMemes();
    const card = await screen.findByRole('article', { name: 'Caption number 1' });
    // Regenerate belongs to the generate page's batch only.
    expect(within(card).queryByRole('button', { name: 'Regenerate this meme' })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Delete meme' }));
    let dialog = await screen.findByRole('dialog', { name: MESSAGES.deleteMemeTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls(`DELETE ${ENDPOINTS.meme(first!.memeId)}`)).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Delete meme' }));
    dialog = await screen.findByRole('dialog', { name: MESSAGES.deleteMemeTitle });
    expect(dialog).toHaveTextContent('Caption number 1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.memeDeleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Caption number 1' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Caption number 2' })).toBeInTheDocument();
    // The batch was stored in the older shape, a bare list of memes; it is written back in the new one.
    const stored = JSON.parse(window.localStorage.getItem(GENERATED_MEMES_STORAGE_KEY)!) as {
      memes: { memeId: string }[];
    };
    expect(stored.memes.map((meme) => meme.memeId)).toEqual([second!.memeId]);
  });

  it('copies a like made here into the stored generated batch', async () => {
    const meme = makeMeme(1);
    window.localStorage.setItem(GENERATED_MEMES_STORAGE_KEY, JSON.stringify({ memes: [meme], input: null }));
    server.on(LIST, { status: 200, body: memeList([meme]) });
    server.on(`POST ${ENDPOINTS.memeActions}`, { status: 200, body: { ...meme, isLiked: true } });
    const { user } = renderMyMemes();
    const card = await screen.findByRole('article', { name: 'Caption number 1' });
    await user.click(within(card).getByRole('button', { name: MESSAGES.likeTitle }));
    await waitFor(() => {
      const stored = JSON.parse(window.localStorage.getItem(GENERATED_MEMES_STORAGE_KEY)!) as {
        memes: { isLiked: boolean }[];
      };
      expect(stored.memes[0]!.isLiked).toBe(true);
    });
  });

  it("says 'Failed to delete meme' and keeps the meme when the server refuses", async () => {
    const meme = makeMeme(1);
    server.on(LIST, { status: 200, body: memeList([meme]) });
    server.on(`DELETE ${ENDPOINTS.meme(meme.memeId)}`, { status: 500, body: { detail: 'boom' } });
    const { user } = renderMyMemes();
    const card = await screen.findByRole('article', { name: 'Caption number 1' });
    await user.click(within(card).getByRole('button', { name: 'Delete meme' }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.deleteMemeTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.memeDeleteFailed)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Caption number 1', hidden: true })).toBeInTheDocument();
  });
});
