/**
 * Polling a video job (product.md §4.7): a look every VIDEO_POLL_INTERVAL_MS, at most
 * VIDEO_POLL_MAX_ATTEMPTS looks. queued, started and processing keep polling; finished or
 * completed ends with the file's URL; failed ends with the job's message or 'Job failed'; a lookup
 * that errors counts as a failed job (product.md §7.6); past the last look it is a timeout. An
 * abort signal stops it between or during looks.
 */
import { MESSAGES, VIDEO_POLL_INTERVAL_MS, VIDEO_POLL_MAX_ATTEMPTS } from '@memeforge/contract';
import { ApiError } from '../../../api';
import type { VideoJobStatus } from '../engine';
import type { VideoJobRecord } from './save-api';

export type VideoJobOutcome =
  | { kind: 'finished'; fileUrl: string | null }
  | { kind: 'failed'; message: string }
  | { kind: 'timeout' }
  | { kind: 'cancelled' };

export interface PollVideoJobOptions {
  jobId: string;
  lookUp: (jobId: string, signal?: AbortSignal) => Promise<VideoJobRecord>;
  /** Each answer that keeps the job going, for the editor's state. */
  onStatus?: (status: VideoJobStatus) => void;
  signal?: AbortSignal;
  intervalMs?: number;
  maxAttempts?: number;
}

const FINISHED = ['finished', 'completed'];
const RUNNING: readonly VideoJobStatus[] = ['queued', 'started', 'processing'];

/** The editor's name for a job status; an unknown one is read as still processing. */
export function editorJobStatus(status: string): VideoJobStatus {
  if (FINISHED.includes(status)) return 'finished';
  if (status === 'failed') return 'failed';
  return RUNNING.find((known) => known === status) ?? 'processing';
}

/** What a failed lookup tells the person: the server's message when it gave one, else 'Job failed'. */
export function lookupFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.message && error.message !== MESSAGES.requestFailed) return error.message;
  return MESSAGES.videoJobFailed;
}

function wait(ms: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve(!signal?.aborted);
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

export async function pollVideoJob({
  jobId,
  lookUp,
  onStatus,
  signal,
  intervalMs = VIDEO_POLL_INTERVAL_MS,
  maxAttempts = VIDEO_POLL_MAX_ATTEMPTS,
}: PollVideoJobOptions): Promise<VideoJobOutcome> {
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    if (!(await wait(intervalMs, signal))) return { kind: 'cancelled' };
    let record: VideoJobRecord;
    try {
      record = await lookUp(jobId, signal);
    } catch (error) {
      if (signal?.aborted) return { kind: 'cancelled' };
      return { kind: 'failed', message: lookupFailureMessage(error) };
    }
    if (signal?.aborted) return { kind: 'cancelled' };
    const status = editorJobStatus(record.status);
    if (status === 'finished') return { kind: 'finished', fileUrl: record.result?.fileUrl ?? null };
    if (status === 'failed') {
      return { kind: 'failed', message: record.message || record.error || MESSAGES.videoJobFailed };
    }
    onStatus?.(status);
  }
  return { kind: 'timeout' };
}
