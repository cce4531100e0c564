/**
 * Nothing lost: a batch or meme whose job was never queued (the process died between the commit
 * and the send) is queued again under the same job id, so never twice; a meme whose job ended
 * without it (the process died during the last try) is failed and refunded.
 */
import { MESSAGES } from '@memeforge/contract';
import type { JobContext } from '../../jobs/registry';
import { memesAwaitingRender } from '../memes/store';
import { failMeme } from './fail-meme';
import { renderJobFor, writeCaptionsJob } from './job-types';
import { batchesBeingWritten } from './store';

/** Younger work is left alone: its job is most likely just about to run. */
const REQUEUE_AFTER_MS = 60_000;
/** Longer than any job's tries and their backoff take. */
const GIVE_UP_AFTER_MS = 15 * 60_000;

const STILL_RUNNING = new Set(['created', 'retry', 'active']);

export async function recoverGeneration(ctx: JobContext, now = new Date()): Promise<void> {
  const db = ctx.database.db;
  const requeueBefore = new Date(now.getTime() - REQUEUE_AFTER_MS);
  const giveUpBefore = new Date(now.getTime() - GIVE_UP_AFTER_MS);

  const batches = await batchesBeingWritten(db, requeueBefore);
  for (const batch of batches) await ctx.queue.send(writeCaptionsJob, { batchId: batch.id }, { id: batch.id });

  let requeued = 0;
  let failed = 0;
  for (const meme of await memesAwaitingRender(db, requeueBefore)) {
    const job = renderJobFor(meme.type);
    if (await ctx.queue.send(job, { memeId: meme.id }, { id: meme.jobId })) requeued += 1;
    else if (meme.createdAt < giveUpBefore && !STILL_RUNNING.has((await ctx.queue.stateOf(job, meme.jobId)) ?? '')) {
      if (await failMeme(db, meme.id, MESSAGES.renderFailed)) failed += 1;
    }
  }
  if (batches.length || requeued || failed) {
    ctx.logger.warn({ batches: batches.length, requeued, failed }, 'recovered generation work');
  }
}
