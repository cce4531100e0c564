import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, VIDEO_POLL_INTERVAL_MS, VIDEO_POLL_MAX_ATTEMPTS } from '@memeforge/contract';
import { ApiError } from '../../../api';
import { editorJobStatus, pollVideoJob } from './poll-video-job';
import type { VideoJobRecord } from './save-api';

const JOB = 'job-1';

function record(status: string, extra: Partial<VideoJobRecord> = {}): VideoJobRecord {
  return { jobId: JOB, status, message: null, result: null, ...extra };
}

/** A lookUp answering `records` in turn, the last one repeating. */
function answers(...records: (VideoJobRecord | Error)[]) {
  return vi.fn(async () => {
    const next = records.length > 1 ? records.shift()! : records[0]!;
    if (next instanceof Error) throw next;
    return next;
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('pollVideoJob', () => {
  it('looks every interval while the job runs, and ends with the finished file', async () => {
    const lookUp = answers(
      record('queued'),
      record('started'),
      record('processing'),
      record('finished', { result: { fileUrl: '/media/memes/v.mp4' } }),
    );
    const onStatus = vi.fn();
    const done = pollVideoJob({ jobId: JOB, lookUp, onStatus });

    await vi.advanceTimersByTimeAsync(VIDEO_POLL_INTERVAL_MS - 1);
    expect(lookUp).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(lookUp).toHaveBeenCalledTimes(1);
    expect(lookUp).toHaveBeenCalledWith(JOB, undefined);
    await vi.advanceTimersByTimeAsync(VIDEO_POLL_INTERVAL_MS * 3);

    await expect(done).resolves.toEqual({ kind: 'finished', fileUrl: '/media/memes/v.mp4' });
    expect(lookUp).toHaveBeenCalledTimes(4);
    expect(onStatus.mock.calls.map(([status]) => status)).toEqual(['queued', 'started', 'processing']);
  });

  it("reads 'completed' as finished", async () => {
    const done = pollVideoJob({ jobId: JOB, lookUp: answers(record('completed', { result: { fileUrl: '/f.mp4' } })) });
    await vi.advanceTimersByTimeAsync(VIDEO_POLL_INTERVAL_MS);
    await expect(done).resolves.toEqual({ kind: 'finished', fileUrl: '/f.mp4' });
  });

  it("ends a failed job with its message, or 'Job failed'", async () => {
    const withMessage = pollVideoJob({
      jobId: JOB,
      lookUp: answers(record('processing'), record('failed', { message: 'ffmpeg exited with code 1' })),
    });
    await vi.advanceTimersByTimeAsync(VIDEO_POLL_INTERVAL_MS * 2);
    await expect(withMessage).resolves.toEqual({ kind: 'failed', message: 'ffmpeg exited with code 1' });

    const bare = pollVideoJob({ jobId: JOB, lookUp: answers(record('failed')) });
    await vi.advanceTimersByTimeAsync(VIDEO_POLL_INTERVAL_MS);
    await expect(bare).resolves.toEqual({ kind: 'failed', message: MESSAGES.videoJobFailed });
  });

  it('counts a lookup error as a failed job', async () => {
    const answered = pollVideoJob({
      jobId: JOB,
      lookUp: answers(new ApiError(MESSAGES.jobNotFound, 404, { detail: MESSAGES.jobNotFound })),
    });
    await vi.advanceTimersByTimeAsync(VIDEO_POLL_INTERVAL_MS);
    await expect(answered).resolves.toEqual({ kind: 'failed', message: MESSAGES.jobNotFound });

    const silent = pollVideoJob({ jobId: JOB, lookUp: answers(new TypeError('Failed to fetch')) });
    await vi.advanceTimersByTimeAsync(VIDEO_POLL_INTERVAL_MS);
    await expect(silent).resolves.toEqual({ kind: 'failed', message: MESSAGES.videoJobFailed });
  });

  it('times out after the last attempt', async () => {
    const lookUp = answers(record('processing'));
    const done = pollVideoJob({ jobId: JOB, lookUp });
    await vi.advanceTimersByTimeAsync(VIDEO_POLL_INTERVAL_MS * (VIDEO_POLL_MAX_ATTEMPTS - 1));
    expect(lookUp).toHaveBeenCalledTimes(VIDEO_POLL_MAX_ATTEMPTS - 1);
    await vi.advanceTimersByTimeAsync(VIDEO_POLL_INTERVAL_MS);
    await expect(done).resolves.toEqual({ kind: 'timeout' });
    expect(lookUp).toHaveBeenCalledTimes(60);
    expect(MESSAGES.videoPollingTimeout).toBe('Polling timeout - job took too long to complete');
    await vi.advanceTimersByTimeAsync(VIDEO_POLL_INTERVAL_MS * 5);
    expect(lookUp).toHaveBeenCalledTimes(60);
  });

  it('stops when cancelled, between looks or during one', async () => {
    const controller = new AbortController();
    const lookUp = answers(record('processing'));
    const done = pollVideoJob({ jobId: JOB, lookUp, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(VIDEO_POLL_INTERVAL_MS);
    controller.abort();
    await expect(done).resolves.toEqual({ kind: 'cancelled' });
    await vi.advanceTimersByTimeAsync(VIDEO_POLL_INTERVAL_MS * 10);
    expect(lookUp).toHaveBeenCalledTimes(1);

    const during = new AbortController();
    const slow = vi.fn(
      (_id: string, signal?: AbortSignal) =>
        new Promise<VideoJobRecord>((_resolve, reject) =>
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const stopped = pollVideoJob({ jobId: JOB, lookUp: slow, signal: during.signal });
    await vi.advanceTimersByTimeAsync(VIDEO_POLL_INTERVAL_MS);
    expect(slow).toHaveBeenCalledTimes(1);
    during.abort();
    await expect(stopped).resolves.toEqual({ kind: 'cancelled' });
  });
});

describe('editorJobStatus', () => {
  it("maps the server's statuses to the editor's", () => {
    expect(
      ['queued', 'started', 'processing', 'finished', 'completed', 'failed', 'deferred'].map(editorJobStatus),
    ).toEqual(['queued', 'started', 'processing', 'finished', 'finished', 'failed', 'processing']);
  });
});
