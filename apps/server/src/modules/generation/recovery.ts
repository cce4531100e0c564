/**
 * Nothing lost (issue 5): a batch or meme whose job was never queued (the process died between the
 * commit and the send) is queued again under the same job id, so never twice; a meme whose job
 * ended without it (the process died during the last try) is failed and refunded.
 */
import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import { MESSAGES } from '@memeforge/contract';
import { generationBatches, memes } from '../../db/schema';
import type { JobContext } from '../../jobs/registry';
import { QUEUE_SCHEMA } from '../../jobs/queue';
import { failMeme } from './fail-meme';
import { renderJobFor, WRITE_CAPTIONS_JOB } from './job-names';

/** Younger work is left alone: its job is most likely just about to run. */
const REQUEUE_AFTER_MS = 60_000;
/** Longer than any job's tries and their backoff take. */
const GIVE_UP_AFTER_MS = 15 * 60_000;

export async function recoverGeneration(ctx: JobContext, now = new Date()): Promise<void> {
  const db = ctx.database.db;
  const requeueBefore = new Date(now.getTime() - REQUEUE_AFTER_MS);
  const giveUpBefore = new Date(now.getTime() - GIVE_UP_AFTER_MS);

  const batches = await db
    .select({ id: generationBatches.id })
    .from(generationBatches)
    .where(and(eq(generationBatches.status, 'writing'), lt(generationBatches.createdAt, requeueBefore)));
  for (const batch of batches) await ctx.queue.send(WRITE_CAPTIONS_JOB, { batchId: batch.id }, { id: batch.id });

  const waiting = await db
    .select({ id: memes.id, jobId: memes.jobId, type: memes.type, createdAt: memes.createdAt })
    .from(memes)
    .where(
      and(
        inArray(memes.status, ['queued', 'started', 'processing']),
        isNotNull(memes.templateId),
        lt(memes.createdAt, requeueBefore),
      ),
    );
  let requeued = 0;
  let failed = 0;
  for (const meme of waiting) {
    if (await ctx.queue.send(renderJobFor(meme.type), { memeId: meme.id }, { id: meme.jobId })) requeued += 1;
    else if (meme.createdAt < giveUpBefore && !(await jobStillRuns(ctx, meme.jobId))) {
      if (await failMeme(db, meme.id, MESSAGES.renderFailed)) failed += 1;
    }
  }
  if (batches.length || requeued || failed) {
    ctx.logger.warn({ batches: batches.length, requeued, failed }, 'recovered generation work');
  }
}

async function jobStillRuns(ctx: JobContext, jobId: string): Promise<boolean> {
  const { rows } = await ctx.database.executeSql(`select state from ${QUEUE_SCHEMA}.job where id = $1`, [jobId]);
  return rows.some((row) => ['created', 'retry', 'active'].includes(String(row.state)));
}
