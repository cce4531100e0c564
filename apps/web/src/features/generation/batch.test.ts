import { describe, expect, it } from 'vitest';
import { GENERATION_POLL_INTERVAL_MS } from '@memeforge/contract';
import { job, makeMeme, makeQueuedMeme } from '../../test-support/memes';
import { LOOKUP_FAILED, applyJob, batchOutcome, isPollable, replaceMeme } from './batch';
import { pollDelay } from './poll-schedule';

describe('generation batch rules', () => {
  it('polls memes with an unfinished job only', () => {
    expect(isPollable(makeQueuedMeme(1))).toBe(true);
    expect(isPollable(makeMeme(1))).toBe(false);
    expect(isPollable(makeMeme(1, { status: 'processing', jobInfo: null }))).toBe(false);
  });

  it("gives a finished job's file and card pictures to its meme, and marks failed jobs and failed look-ups", () => {
    const finished = applyJob(makeQueuedMeme(2), job(2, 'finished'));
    expect(finished).toMatchObject({
      status: 'finished',
      file: '/media/memes/2-done.mp4',
      jobInfo: { status: 'finished' },
    });
    const thumbnails = [{ url: '/media/memes/2-done.mp4.320w.webp', width: 320 }];
    const pictured = job(2, 'finished', { result: { fileUrl: '/media/memes/2-done.mp4', thumbnails } });
    expect(applyJob(makeQueuedMeme(2), pictured)).toMatchObject({ status: 'finished', thumbnails });
    expect(applyJob(makeQueuedMeme(2), job(2, 'failed'))).toMatchObject({
      status: 'failed',
      error: 'The meme could not be rendered.',
    });
    expect(applyJob(makeQueuedMeme(2), LOOKUP_FAILED)).toMatchObject({
      status: 'failed',
      jobInfo: { status: 'failed' },
    });
    expect(applyJob(makeQueuedMeme(2), job(2, 'started'))).toMatchObject({ status: 'started', file: null });
  });

  it('says how a batch ended: pending, completed, or some failed (a finished meme without a file too)', () => {
    expect(batchOutcome([makeMeme(1), makeQueuedMeme(2)])).toBe('pending');
    expect(batchOutcome([makeMeme(1), makeMeme(2)])).toBe('completed');
    expect(batchOutcome([makeMeme(1), makeMeme(2, { status: 'failed', file: null })])).toBe('some-failed');
    expect(batchOutcome([makeMeme(1, { file: null })])).toBe('some-failed');
  });

  it('looks again after 1 s, then 2 s, then every 5 s', () => {
    expect([0, 1, 2, 3, 99].map(pollDelay)).toEqual([1000, 2000, GENERATION_POLL_INTERVAL_MS, 5000, 5000]);
  });

  it('puts a regenerated meme where its predecessor was, and leaves a batch without it alone', () => {
    const batch = [makeMeme(1), makeMeme(2), makeMeme(3)];
    expect(replaceMeme(batch, makeMeme(2).memeId, [makeMeme(9)])).toEqual([makeMeme(1), makeMeme(9), makeMeme(3)]);
    expect(replaceMeme(batch, makeMeme(7).memeId, [makeMeme(9)])).toEqual(batch);
  });
});
