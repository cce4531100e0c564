/**
 * A download's file made by a worker (a GIF, a video in a feed's shape): each is an ffmpeg run that
 * takes a core for seconds, so how many run at once is the queue's to limit, across the cluster,
 * rather than each web process's. The download waits for the file to appear in storage, so it works
 * the same whichever process made it (decision 042).
 */
import { MediaNotFoundError, type MediaStorage } from '../../adapters/storage';
import { Unavailable } from '../../domain-errors';
import type { z } from 'zod';
import { JOB_PRIORITY, type JobSender, type JobType } from '../../jobs/sender';

const CHECK_MS = 250;

export interface WorkerExport<S extends z.ZodType> {
  job: JobType<S>;
  payload: z.input<S>;
  /** The meme's file it is made from, and where the result is stored. */
  fileKey: string;
  target: string;
  waitMs: number;
  /** The 503's words when it is not there in time. */
  stillBeingMade: string;
}

/**
 * Queues the job (one per target at a time however many downloads ask: `singletonKey`) and waits
 * until the target is stored. Not there within `waitMs`: a 503 in words, and the job keeps going,
 * so asking again later finds it made. A meme whose file is gone is said at once
 * (MediaNotFoundError, before any job), and a job that failed for good ends the wait with its
 * error instead of a 503 promising a file that will not come.
 */
export async function exportFromWorker<S extends z.ZodType>(
  ctx: { storage: MediaStorage; queue: JobSender },
  work: WorkerExport<S>,
): Promise<void> {
  const { job, fileKey, target } = work;
  if (!(await ctx.storage.exists(fileKey))) throw new MediaNotFoundError(fileKey);
  // Null when a download before this one already queued it: that job's outcome is not ours to read.
  const jobId = await ctx.queue.send(job, work.payload, {
    singletonKey: target,
    unlessWaiting: true,
    priority: JOB_PRIORITY.interactive,
  });
  const deadline = Date.now() + work.waitMs;
  while (!(await ctx.storage.exists(target))) {
    if (jobId && (await ctx.queue.stateOf(job, jobId)) === 'failed') {
      throw new Error(`${target} could not be made from ${fileKey} (job ${jobId})`);
    }
    if (Date.now() >= deadline) throw new Unavailable(work.stillBeingMade);
    await new Promise((resolve) => setTimeout(resolve, CHECK_MS));
  }
}
