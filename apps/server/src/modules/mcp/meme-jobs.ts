/**
 * Waiting for memes to be made, as the Generate page does: each unfinished meme's job status is
 * polled (`GET /memes/background/job_status/`), soon at first and then every few seconds, until
 * every one has ended, the tool's time limit passes or the client cancels; then the memes that
 * were still being made are read again (`GET /memes/item/{id}/`) for their files. Each meme that
 * ends is reported as progress, which the tools send as MCP progress notifications.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { ENDPOINTS, JobStatusSchema, MemeSchema, isTerminalMemeStatus, type Meme } from '@memeforge/contract';
import type { ApiClient } from './api-client';
import { callApi } from './tool-results';

/** The pauses between polls: the first looks come soon (images take about a second), then steady. */
const POLL_PAUSES_MS = [500, 1000, 1500, 2000, 3000];

export interface WaitOptions {
  /** When to stop waiting (ms since the epoch); memes not ended by then come back as they are. */
  deadline: number;
  signal?: AbortSignal | undefined;
  onProgress?: (ended: number, total: number) => Promise<void>;
}

export async function waitForMemes(api: ApiClient, site: string, memes: Meme[], options: WaitOptions): Promise<Meme[]> {
  const waiting = new Set(
    memes.filter((meme) => meme.jobInfo && !isTerminalMemeStatus(meme.status)).map((meme) => meme.memeId),
  );
  if (waiting.size === 0) return memes;
  const initiallyWaiting = [...waiting];
  const total = memes.length;
  let round = 0;
  while (waiting.size > 0 && !options.signal?.aborted) {
    const pause = Math.min(POLL_PAUSES_MS[Math.min(round, POLL_PAUSES_MS.length - 1)]!, options.deadline - Date.now());
    if (pause <= 0) break;
    round += 1;
    try {
      await sleep(pause, undefined, options.signal ? { signal: options.signal } : {});
    } catch {
      break; // cancelled
    }
    for (const meme of memes) {
      if (!waiting.has(meme.memeId) || !meme.jobInfo) continue;
      const status = await callApi(
        api,
        site,
        { method: 'GET', path: ENDPOINTS.generationJobStatus, query: { job_id: meme.jobInfo.jobId } },
        JobStatusSchema,
      );
      if (isTerminalMemeStatus(status.status)) {
        waiting.delete(meme.memeId);
        await options.onProgress?.(total - waiting.size, total);
      }
    }
  }
  const fresh = new Map<string, Meme>();
  for (const id of initiallyWaiting) {
    fresh.set(id, await callApi(api, site, { method: 'GET', path: ENDPOINTS.meme(id) }, MemeSchema));
  }
  return memes.map((meme) => fresh.get(meme.memeId) ?? meme);
}
