import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ENDPOINTS, GENERATED_MEMES_STORAGE_KEY, GENERATION_POLL_MAX_ATTEMPTS, MESSAGES } from '@memeforge/contract';
import { USER, fakeServer, type Answer } from '../test-support/fake-server';
import {
  GENERATE,
  JOB,
  advance,
  description,
  generateButton,
  renderGenerate,
  signIn,
  storedBatch,
  submit,
  useFakeClock,
} from '../test-support/generate-page';
import { generateResponse, job, jobId, makeMeme, makeQueuedMeme, makeVideoMeme } from '../test-support/memes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  window.localStorage.clear();
  signIn(server);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Generate page', () => {
  it('shows the empty gallery, keeps the button disabled while blank, and counts up to 250 characters', async () => {
    const { user } = renderGenerate();
    expect(await screen.findByRole('heading', { level: 1, name: 'Generate' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Meme Generator' })).toBeInTheDocument();
    const gallery = screen.getByTestId('empty-gallery');
    expect(within(gallery).getByRole('heading', { name: MESSAGES.emptyGalleryTitle })).toBeInTheDocument();
    expect(
      within(gallery)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Step 1Fill out prompt', 'Step 2Select image, video or both', 'Step 3Generate & enjoy!']);
    expect(screen.getByText(MESSAGES.generationProTip)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Both' })).toBeChecked();
    expect(screen.getByRole('slider', { name: 'Unhinged level' })).toHaveAttribute('aria-valuenow', '3');
    expect(screen.getByTestId('unhinged-value')).toHaveTextContent('3 · Popular meme format');

    const button = screen.getByRole('button', { name: MESSAGES.generateMemes });
    expect(button).toBeDisabled();
    await user.type(description(), '   ');
    expect(button).toBeDisabled();
    expect(screen.getByText('3/250')).toBeInTheDocument();

    await user.clear(description());
    await user.click(description());
    await user.paste('x'.repeat(251));
    expect(screen.getByText('251/250')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.generateTextLimit)).toBeInTheDocument();
    expect(description()).toHaveAttribute('aria-invalid', 'true');
    expect(button).toBeDisabled();
    await user.keyboard('{Backspace}');
    expect(screen.queryByText(MESSAGES.generateTextLimit)).toBeNull();
    expect(button).toBeEnabled();
  });

  it('generates a batch that finished at once: one request, a fresh Idempotency-Key, credits from the answer', async () => {
    let answer: (value: Answer) => void = () => {};
    server.on(GENERATE, () => new Promise<Answer>((resolve) => (answer = resolve)));
    const { user } = renderGenerate();
    expect(await screen.findByTestId('credits-box')).toHaveTextContent('30');
    await user.click(screen.getByRole('radio', { name: 'Images' }));
    await submit(user);

    expect(generateButton()).toHaveTextContent(MESSAGES.generating);
    expect(generateButton()).toBeDisabled();
    expect(screen.getByText(MESSAGES.memesAlmostReady)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.progressEstimate)).toBeInTheDocument();
    // Double submit: clicks and a form submit while the first request is out send nothing more.
    await user.dblClick(generateButton());
    fireEvent.submit(description().closest('form')!);
    expect(server.calls(GENERATE)).toHaveLength(1);
    const [request] = server.calls(GENERATE);
    expect(request!.body).toEqual({
      description: 'Mondays at a startup',
      mediaType: 'images',
      unhingedLevel: 3,
      memes_ids: [],
      regenerate: false,
    });
    const key = server.headersOf(request!)['idempotency-key'];
    expect(key).toMatch(UUID);

    answer({ status: 200, body: generateResponse([makeMeme(1), makeMeme(2)], '26') });
    expect(await screen.findByText(MESSAGES.generationCompleted)).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Generated memes' });
    expect(within(grid).getAllByTestId('meme-card')).toHaveLength(2);
    expect(within(grid).getByRole('img', { name: /"Caption number 2"/ })).toHaveAttribute('src', '/media/memes/2.png');
    expect(screen.getByTestId('credits-box')).toHaveTextContent('26');
    expect(screen.queryByText(MESSAGES.generationStarted)).toBeNull();
    expect(screen.queryByText(MESSAGES.memesAlmostReady)).toBeNull();
    expect(generateButton()).toHaveTextContent(MESSAGES.generateMemes);
    expect(screen.queryByTestId('empty-gallery')).toBeNull();

    // A second batch gets its own key.
    server.on(GENERATE, { status: 200, body: generateResponse([makeMeme(3)], '25') });
    await user.click(generateButton());
    await waitFor(() => expect(server.calls(GENERATE)).toHaveLength(2));
    expect(server.headersOf(server.calls(GENERATE)[1]!)['idempotency-key']).not.toBe(key);
  });

  it('sends the request again with the same key when the network drops the answer', async () => {
    server.on(GENERATE, { status: 0, networkError: true }, { status: 200, body: generateResponse([makeMeme(1)]) });
    const { user } = renderGenerate();
    await submit(user);
    expect(await screen.findByText(MESSAGES.generationCompleted, undefined, { timeout: 3000 })).toBeInTheDocument();
    const [first, second] = server.calls(GENERATE);
    expect(server.headersOf(second!)['idempotency-key']).toBe(server.headersOf(first!)['idempotency-key']);
  });

  it('polls a queued video until its job finishes, then shows the file (1 s, then 2 s)', async () => {
    useFakeClock();
    server.on(GENERATE, {
      status: 200,
      body: generateResponse([makeMeme(1), makeQueuedMeme(2, { type: 2 })], '26'),
    });
    server.on(JOB, { status: 200, body: job(2, 'started') }, { status: 200, body: job(2, 'finished') });
    const { user } = renderGenerate();
    await submit(user);

    expect(await screen.findByText(MESSAGES.generationStarted)).toBeInTheDocument();
    expect(generateButton()).toHaveTextContent(MESSAGES.processing);
    expect(generateButton()).toBeDisabled();
    expect(screen.getByText(MESSAGES.memesAlmostReady)).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Caption number 2' });
    expect(within(card).getByRole('status')).toHaveTextContent(MESSAGES.preparingMedia('video'));
    expect(server.calls(JOB)).toHaveLength(0);

    await advance(1000);
    await waitFor(() => expect(server.calls(JOB)).toHaveLength(1));
    expect(server.calls(JOB)[0]!.query).toEqual({ job_id: jobId(2) });
    expect(within(card).getByRole('status')).toHaveTextContent(MESSAGES.preparingMedia('video'));

    await advance(2000);
    await waitFor(() => expect(card.querySelector('video')).toHaveAttribute('src', '/media/memes/2-done.mp4'));
    expect(await screen.findByText(MESSAGES.generationCompleted)).toBeInTheDocument();
    expect(server.calls(JOB)).toHaveLength(2);
    expect(generateButton()).toHaveTextContent(MESSAGES.generateMemes);
    expect(screen.queryByText(MESSAGES.memesAlmostReady)).toBeNull();
  });

  it("reports 'Some memes failed to process' when a job fails, and a lookup error counts as a failure", async () => {
    useFakeClock();
    server.on(GENERATE, { status: 200, body: generateResponse([makeQueuedMeme(1), makeQueuedMeme(2)]) });
    server.on(JOB, (request) =>
      request.query?.job_id === jobId(1)
        ? { status: 200, body: job(1, 'failed') }
        : { status: 500, body: { detail: 'Lookup broke' } },
    );
    const { user } = renderGenerate();
    await submit(user);
    await screen.findByText(MESSAGES.generationStarted);
    await advance(1000);
    expect(await screen.findByText(MESSAGES.someMemesFailed)).toBeInTheDocument();
    expect(screen.getAllByTestId('meme-failed')).toHaveLength(2);
    expect(generateButton()).toHaveTextContent(MESSAGES.generateMemes);
  });

  it('gives up with the polling failure message after looks without any answer', async () => {
    useFakeClock();
    server.on(GENERATE, { status: 200, body: generateResponse([makeQueuedMeme(1)]) });
    server.on(JOB, { status: 0, networkError: true });
    const { user } = renderGenerate();
    await submit(user);
    await screen.findByText(MESSAGES.generationStarted);
    await advance(1000);
    await advance(2000);
    await advance(5000);
    expect(await screen.findByText(MESSAGES.generationFailedWith('Failed to fetch'))).toBeInTheDocument();
    expect(server.calls(JOB)).toHaveLength(3);
    // The meme is not called failed: it may still finish, and a reload looks again.
    expect(screen.getByRole('article', { name: 'Caption number 1' })).toHaveTextContent(
      MESSAGES.preparingMedia('image'),
    );
  });

  it(`stops with the polling timeout after ${GENERATION_POLL_MAX_ATTEMPTS} looks`, async () => {
    useFakeClock();
    server.on(GENERATE, { status: 200, body: generateResponse([makeQueuedMeme(1)]) });
    server.on(JOB, { status: 200, body: job(1, 'processing') });
    const { user } = renderGenerate();
    await submit(user);
    await screen.findByText(MESSAGES.generationStarted);
    await advance(1000);
    await advance(2000);
    for (let look = 3; look <= GENERATION_POLL_MAX_ATTEMPTS; look += 1) await advance(5000);
    expect(await screen.findByText(MESSAGES.generationPollingTimeout)).toBeInTheDocument();
    expect(server.calls(JOB)).toHaveLength(GENERATION_POLL_MAX_ATTEMPTS);
    await advance(60_000);
    expect(server.calls(JOB)).toHaveLength(GENERATION_POLL_MAX_ATTEMPTS);
    expect(generateButton()).toHaveTextContent(MESSAGES.generateMemes);
  }, 30_000);

  it('keeps the batch in local storage across a remount and resumes polling its unfinished memes', async () => {
    useFakeClock();
    server.on(GENERATE, { status: 200, body: generateResponse([makeMeme(1), makeQueuedMeme(2, { type: 2 })]) });
    server.on(JOB, { status: 200, body: job(2, 'processing') });
    const { user } = renderGenerate();
    await submit(user);
    await screen.findByText(MESSAGES.generationStarted);
    expect(storedBatch().memes.map((meme) => meme.memeId)).toEqual([makeMeme(1).memeId, makeMeme(2).memeId]);
    expect(storedBatch().input).toEqual({ description: 'Mondays at a startup', mediaType: 'both', unhingedLevel: 3 });
    cleanup();

    server.on(JOB, { status: 200, body: job(2, 'finished') });
    const calls = server.calls(JOB).length;
    renderGenerate();
    const card = await screen.findByRole('article', { name: 'Caption number 2' });
    expect(screen.getByRole('article', { name: 'Caption number 1' })).toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent(MESSAGES.preparingMedia('video'));
    expect(generateButton()).toHaveTextContent(MESSAGES.processing);
    await advance(1000);
    await waitFor(() => expect(card.querySelector('video')).toHaveAttribute('src', '/media/memes/2-done.mp4'));
    expect(await screen.findByText(MESSAGES.generationCompleted)).toBeInTheDocument();
    expect(server.calls(JOB)).toHaveLength(calls + 1);
    expect(storedBatch().memes[1]!.file).toBe('/media/memes/2-done.mp4');
  });

  it('ignores a stored batch it cannot read', async () => {
    window.localStorage.setItem(GENERATED_MEMES_STORAGE_KEY, '[{"memeId": 1}]');
    renderGenerate();
    expect(await screen.findByTestId('empty-gallery')).toBeInTheDocument();
  });

  it('opens the out-of-credits upgrade modal on a 402', async () => {
    server.on(GENERATE, { status: 402, body: { detail: MESSAGES.insufficientCredits } });
    const { user } = renderGenerate();
    await submit(user);
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.upgradeRequiredTitle });
    expect(dialog).toHaveTextContent(MESSAGES.outOfCredits);
    expect(screen.queryByText(MESSAGES.generationFailed)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Maybe later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(generateButton()).toHaveTextContent(MESSAGES.generateMemes);
  });

  it('marks levels 4 and 5 Pro on the free plan and opens the premium modal on a 403', async () => {
    signIn(server, 'free');
    server.on(GENERATE, { status: 403, body: { detail: MESSAGES.premiumRequired } });
    const { user } = renderGenerate();
    const slider = await screen.findByRole('slider', { name: 'Unhinged level' });
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '3: Popular meme format'));
    act(() => slider.focus());
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '4');
    expect(slider).toHaveAttribute('aria-valuetext', '4: Unhinged format (Pro)');
    expect(screen.getByTestId('unhinged-value')).toHaveTextContent('4 · Unhinged format Pro');

    await submit(user);
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.upgradeRequiredTitle });
    expect(dialog).toHaveTextContent(MESSAGES.premiumUnhinged);
    expect((server.calls(GENERATE)[0]!.body as { unhingedLevel: number }).unhingedLevel).toBe(4);
  });

  it('shows no lock to a superuser on the free plan, whom the server lets use every level', async () => {
    signIn(server, 'free');
    server.on(`GET ${ENDPOINTS.user}`, { status: 200, body: { ...USER, isSuperuser: true } });
    const { user } = renderGenerate();
    const slider = await screen.findByRole('slider', { name: 'Unhinged level' });
    await waitFor(() => expect(server.calls(`GET ${ENDPOINTS.currentPackage}`).length).toBeGreaterThan(0));
    act(() => slider.focus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuetext', '5: NSFW brainrot');
    expect(screen.queryByText('Levels 4 and 5 are for paid plans.')).toBeNull();
  });

  it("shows a 400's message under the description, and 'Meme generation failed'", async () => {
    server.on(GENERATE, { status: 400, body: { description: ['This topic is not allowed.'] } });
    const { user } = renderGenerate();
    await submit(user);
    expect(await screen.findByText('This topic is not allowed.')).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.generationFailed)).toBeInTheDocument();
    expect(description()).toHaveAttribute('aria-invalid', 'true');
    await user.type(description(), '!');
    expect(screen.queryByText('This topic is not allowed.')).toBeNull();
  });

  it("says the server's words on a 429 (memes still being made), without marking the topic", async () => {
    server.on(GENERATE, {
      status: 429,
      body: { detail: MESSAGES.generationInProgress },
      headers: { 'retry-after': '5' },
    });
    const { user } = renderGenerate();
    await submit(user);
    expect(await screen.findByText(MESSAGES.generationInProgress)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.generationFailed)).toBeNull();
    expect(description()).not.toHaveAttribute('aria-invalid', 'true');
    expect(generateButton()).toHaveTextContent(MESSAGES.generateMemes);
  });

  it("says 'Meme generation failed' for any other error", async () => {
    server.on(GENERATE, { status: 500, body: { detail: 'boom' } });
    const { user } = renderGenerate();
    await submit(user);
    expect(await screen.findByText(MESSAGES.generationFailed)).toBeInTheDocument();
    expect(screen.getByTestId('empty-gallery')).toBeInTheDocument();
  });

  it('likes a generated meme and keeps it in the stored batch', async () => {
    const meme = makeVideoMeme(5);
    server.on(GENERATE, { status: 200, body: generateResponse([meme]) });
    server.on(`POST ${ENDPOINTS.memeActions}`, { status: 200, body: { ...meme, isLiked: true } });
    const { user } = renderGenerate();
    await submit(user);
    await screen.findByText(MESSAGES.generationCompleted);
    await user.click(screen.getByRole('button', { name: MESSAGES.likeTitle }));
    await waitFor(() => expect(server.calls(`POST ${ENDPOINTS.memeActions}`)).toHaveLength(1));
    expect(storedBatch().memes[0]!.isLiked).toBe(true);
  });
});
