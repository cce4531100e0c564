import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { GENERATED_MEMES_STORAGE_KEY, MESSAGES, type Meme } from '@memeforge/contract';
import type { GenerationInput } from '../features/generation/batch';
import { fakeServer, type Answer } from '../test-support/fake-server';
import {
  GENERATE,
  JOB,
  advance,
  description,
  generateButton,
  renderGenerate,
  signIn,
  storeBatch,
  storedBatch,
  submit,
  useFakeClock,
} from '../test-support/generate-page';
import { generateResponse, job, jobId, makeMeme, makeQueuedMeme, makeVideoMeme } from '../test-support/memes';

const REGENERATE = 'Regenerate this meme';
const INPUT: GenerationInput = { description: 'Mondays at a startup', mediaType: 'both', unhingedLevel: 3 };
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

const card = (n: number) => screen.getByRole('article', { name: `Caption number ${n}` });
const regenerateButton = (n: number) => within(card(n)).getByRole('button', { name: REGENERATE });
/** The captions of the generated grid, in order. */
const captions = () =>
  within(screen.getByRole('list', { name: 'Generated memes' }))
    .getAllByText(/^Caption number \d+$/)
    .map((caption) => caption.textContent);

/** A batch already on the page (as after a reload), generated from INPUT. */
async function showBatch(memes: Meme[], input: GenerationInput = INPUT) {
  storeBatch(memes, input);
  const utils = renderGenerate();
  await screen.findByRole('list', { name: 'Generated memes' });
  return utils;
}

describe('Generate page: regenerate one meme', () => {
  it('replaces the card in place with the fresh meme: the batch input, regenerate:true, that one id, credits and storage updated', async () => {
    server.on(GENERATE, { status: 200, body: generateResponse([makeMeme(1), makeMeme(2), makeMeme(3)], '26') });
    const { user } = renderGenerate();
    expect(await screen.findByTestId('credits-box')).toHaveTextContent('30');
    await user.click(screen.getByRole('radio', { name: 'Images' }));
    await submit(user, '  Cats in standups  ');
    await screen.findByText(MESSAGES.generationCompleted);
    // The form moving on afterwards does not change what the batch was made from.
    await user.clear(description());
    await user.click(screen.getByRole('radio', { name: 'Videos' }));

    const button = regenerateButton(2);
    expect(button).toHaveAttribute('title', 'Replace with a new meme on the same topic (1 credit)');
    server.on(GENERATE, { status: 200, body: generateResponse([makeMeme(9)], '25') });
    await user.click(button);

    expect(await screen.findByText(MESSAGES.memeRegenerated)).toBeInTheDocument();
    expect(captions()).toEqual(['Caption number 1', 'Caption number 9', 'Caption number 3']);
    expect(within(card(9)).getByRole('img', { name: /"Caption number 9"/ })).toHaveAttribute(
      'src',
      '/media/memes/9.png',
    );
    const [first, regeneration] = server.calls(GENERATE);
    expect(regeneration!.body).toEqual({
      description: 'Cats in standups',
      mediaType: 'images',
      unhingedLevel: 3,
      memes_ids: [makeMeme(2).memeId],
      regenerate: true,
    });
    expect(server.headersOf(regeneration!)['idempotency-key']).toBeTruthy();
    expect(server.headersOf(regeneration!)['idempotency-key']).not.toBe(server.headersOf(first!)['idempotency-key']);
    expect(screen.getByTestId('credits-box')).toHaveTextContent('25');
    expect(storedBatch().memes.map((meme) => meme.memeId)).toEqual([1, 9, 3].map((n) => makeMeme(n).memeId));
    expect(storedBatch().input).toEqual({ description: 'Cats in standups', mediaType: 'images', unhingedLevel: 3 });
    expect(regenerateButton(9)).toBeEnabled();
  });

  it('shows the card preparing and disables every Regenerate and Generate while the request is out', async () => {
    let answer: (value: Answer) => void = () => {};
    server.on(GENERATE, () => new Promise<Answer>((resolve) => (answer = resolve)));
    const { user } = await showBatch([makeMeme(1), makeMeme(2, { status: 'failed', file: null })]);
    await user.type(description(), 'Something else');
    // A failed meme can be regenerated as well as a finished one.
    expect(regenerateButton(1)).toBeEnabled();
    expect(regenerateButton(2)).toBeEnabled();

    await user.click(regenerateButton(2));
    expect(within(card(2)).getByRole('status')).toHaveTextContent(MESSAGES.preparingMedia('image'));
    expect(regenerateButton(2)).toBeDisabled();
    expect(regenerateButton(2)).toHaveAttribute('aria-busy', 'true');
    expect(regenerateButton(1)).toBeDisabled();
    expect(generateButton()).toBeDisabled();
    expect(generateButton()).toHaveTextContent(MESSAGES.generating);
    // The other cards stay as they are: no skeletons replace the batch.
    expect(within(card(1)).getByRole('img', { name: /"Caption number 1"/ })).toBeInTheDocument();
    await user.click(regenerateButton(1));
    expect(server.calls(GENERATE)).toHaveLength(1);

    answer({ status: 200, body: generateResponse([makeMeme(5)], '29') });
    expect(await screen.findByText(MESSAGES.memeRegenerated)).toBeInTheDocument();
    expect(captions()).toEqual(['Caption number 1', 'Caption number 5']);
    expect(regenerateButton(1)).toBeEnabled();
    expect(generateButton()).toHaveTextContent(MESSAGES.generateMemes);
  });

  it('polls a queued regenerated video until its job finishes, and offers no Regenerate while it is preparing', async () => {
    useFakeClock();
    server.on(GENERATE, { status: 200, body: generateResponse([makeQueuedMeme(7, { type: 2 })], '29') });
    server.on(JOB, { status: 200, body: job(7, 'started') }, { status: 200, body: job(7, 'finished') });
    const { user } = await showBatch([makeMeme(1), makeVideoMeme(2)]);
    await user.click(regenerateButton(2));

    expect(await screen.findByText(MESSAGES.memeRegenerated)).toBeInTheDocument();
    expect(captions()).toEqual(['Caption number 1', 'Caption number 7']);
    expect(within(card(7)).getByRole('status')).toHaveTextContent(MESSAGES.preparingMedia('video'));
    expect(generateButton()).toHaveTextContent(MESSAGES.processing);
    expect(regenerateButton(7)).toBeDisabled();
    expect(regenerateButton(1)).toBeDisabled();

    await advance(1000);
    await waitFor(() => expect(server.calls(JOB)).toHaveLength(1));
    expect(server.calls(JOB)[0]!.query).toEqual({ job_id: jobId(7) });
    await advance(2000);
    await waitFor(() => expect(card(7).querySelector('video')).toHaveAttribute('src', '/media/memes/7-done.mp4'));
    expect(await screen.findByText(MESSAGES.generationCompleted)).toBeInTheDocument();
    expect(storedBatch().memes[1]!.file).toBe('/media/memes/7-done.mp4');
    expect(regenerateButton(7)).toBeEnabled();
  });

  it('opens the out-of-credits modal on a 402 and the old card stays as it was', async () => {
    server.on(GENERATE, { status: 402, body: { detail: MESSAGES.insufficientCredits } });
    const { user } = await showBatch([makeMeme(1), makeMeme(2)]);
    const before = window.localStorage.getItem(GENERATED_MEMES_STORAGE_KEY);
    await user.click(regenerateButton(2));

    const dialog = await screen.findByRole('dialog', { name: MESSAGES.upgradeRequiredTitle });
    expect(dialog).toHaveTextContent(MESSAGES.outOfCredits);
    expect(screen.queryByText(MESSAGES.generationFailed)).toBeNull();
    expect(screen.queryByText(MESSAGES.memeRegenerated)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Maybe later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(captions()).toEqual(['Caption number 1', 'Caption number 2']);
    expect(within(card(2)).getByRole('img', { name: /"Caption number 2"/ })).toHaveAttribute(
      'src',
      '/media/memes/2.png',
    );
    expect(regenerateButton(2)).toBeEnabled();
    expect(window.localStorage.getItem(GENERATED_MEMES_STORAGE_KEY)).toBe(before);
  });

  it('opens the premium modal on a 403, naming the unhinged levels it was generated with', async () => {
    signIn(server, 'free');
    server.on(GENERATE, { status: 403, body: { detail: MESSAGES.premiumRequired } });
    const { user } = await showBatch([makeMeme(1)], { ...INPUT, unhingedLevel: 4 });
    await user.click(regenerateButton(1));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.upgradeRequiredTitle });
    expect(dialog).toHaveTextContent(MESSAGES.premiumUnhinged);
    expect((server.calls(GENERATE)[0]!.body as { unhingedLevel: number }).unhingedLevel).toBe(4);
    await user.click(within(dialog).getByRole('button', { name: 'Maybe later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card(1)).getByRole('img', { name: /"Caption number 1"/ })).toBeInTheDocument();
  });

  it("says 'Meme generation failed' on a 400 (the meme is gone) and brings the old card back", async () => {
    server.on(GENERATE, { status: 400, body: { memes_ids: [MESSAGES.regenerateUnknownMemes] } });
    const { user } = await showBatch([makeMeme(1), makeMeme(2)]);
    await user.click(regenerateButton(1));
    expect(await screen.findByText(MESSAGES.generationFailed)).toBeInTheDocument();
    expect(captions()).toEqual(['Caption number 1', 'Caption number 2']);
    expect(within(card(1)).getByRole('img', { name: /"Caption number 1"/ })).toBeInTheDocument();
    // The refusal is about the meme, not the description: the form shows no error.
    expect(description()).not.toHaveAttribute('aria-invalid');
    expect(regenerateButton(1)).toBeEnabled();
  });

  it('offers no Regenerate on a batch stored before its input was kept', async () => {
    window.localStorage.setItem(GENERATED_MEMES_STORAGE_KEY, JSON.stringify([makeMeme(1), makeMeme(2)]));
    renderGenerate();
    expect(await screen.findByRole('article', { name: 'Caption number 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: REGENERATE })).toBeNull();
  });
});
