import { useEffect, useRef } from 'react';
import { GENERATION_POLL_MAX_ATTEMPTS, type JobStatus, type Meme } from '@memeforge/contract';
import { LOOKUP_FAILED, applyJob, batchOutcome, isPollable } from './batch';
import { fetchJobStatus, isNetworkError } from './generation-api';
import { pollDelay } from './poll-schedule';

export type PollingEnd =
  | { kind: 'settled'; outcome: 'completed' | 'some-failed' }
  | { kind: 'timeout' }
  | { kind: 'failure'; message: string };

/**
 * Looks without any answer in a row before polling gives up (a phone in a tunnel gets a couple
 * of chances; the memes stay stored, so a reload picks them up again).
 */
export const MAX_UNANSWERED_LOOKS = 3;

interface BatchPollingOptions {
  active: boolean;
  read: () => Meme[];
  write: (memes: Meme[]) => void;
  onEnd: (end: PollingEnd) => void;
}

type Answer = { memeId: string; job: JobStatus | typeof LOOKUP_FAILED } | { memeId: string; unanswered: Error };

async function lookUp(meme: Meme & { jobInfo: NonNullable<Meme['jobInfo']> }): Promise<Answer> {
  try {
    return { memeId: meme.memeId, job: await fetchJobStatus(meme.jobInfo.jobId) };
  } catch (error) {
    if (isNetworkError(error)) return { memeId: meme.memeId, unanswered: error as Error };
    // The server answered with an error, or with something unreadable: the job counts as failed.
    return { memeId: meme.memeId, job: LOOKUP_FAILED };
  }
}

/**
 * While `active`, looks up every unfinished job of the batch, all at once, on the poll schedule
 * (1 s, 2 s, then every 5 s), at most GENERATION_POLL_MAX_ATTEMPTS times; each answer updates its
 * meme (a finished job gives the meme its file). Ends when every job is finished or failed, on the
 * attempt limit, or after MAX_UNANSWERED_LOOKS looks in a row without an answer. Turning `active`
 * off or unmounting stops it; turning it on again starts a fresh count.
 */
export function useBatchPolling({ active, read, write, onEnd }: BatchPollingOptions) {
  const latest = useRef({ read, write, onEnd });
  useEffect(() => {
    latest.current = { read, write, onEnd };
  });

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempts = 0;
    let unanswered = 0;

    const look = async () => {
      try {
        const answers = await Promise.all(latest.current.read().filter(isPollable).map(lookUp));
        if (cancelled) return;
        attempts += 1;
        const jobs = new Map(answers.flatMap((answer) => ('job' in answer ? [[answer.memeId, answer.job]] : [])));
        const next = latest.current.read().map((meme) => {
          const job = jobs.get(meme.memeId);
          return job ? applyJob(meme, job) : meme;
        });
        latest.current.write(next);

        const outcome = batchOutcome(next);
        const missing = answers.find((answer) => 'unanswered' in answer);
        unanswered = missing ? unanswered + 1 : 0;
        if (outcome !== 'pending') return latest.current.onEnd({ kind: 'settled', outcome });
        if (missing && unanswered >= MAX_UNANSWERED_LOOKS) {
          return latest.current.onEnd({ kind: 'failure', message: missing.unanswered.message });
        }
        if (attempts >= GENERATION_POLL_MAX_ATTEMPTS) return latest.current.onEnd({ kind: 'timeout' });
        timer = setTimeout(() => void look(), pollDelay(attempts));
      } catch (error) {
        if (!cancelled) {
          latest.current.onEnd({ kind: 'failure', message: error instanceof Error ? error.message : String(error) });
        }
      }
    };

    timer = setTimeout(() => void look(), pollDelay(0));
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [active]);
}
