import { z } from 'zod';
import { writeBatchCaptions } from '../../modules/generation/caption-job';
import {
  RECOVER_GENERATION_JOB,
  RENDER_IMAGE_JOB,
  RENDER_VIDEO_JOB,
  WRITE_CAPTIONS_JOB,
} from '../../modules/generation/job-names';
import { recoverGeneration } from '../../modules/generation/recovery';
import { renderMeme } from '../../modules/generation/render-job';
import { defineJob } from '../registry';

/**
 * Generation's jobs (issue 5). Workers poll every half second, and a send from this process wakes
 * them at once: an image meme is a few tens of milliseconds of work and should not wait for a poll.
 */
const FAST_POLL_SECONDS = 0.5;

export const writeCaptionsJob = defineJob({
  name: WRITE_CAPTIONS_JOB,
  payload: z.object({ batchId: z.uuid() }),
  handler: (payload, context) => writeBatchCaptions(context, payload.batchId),
  retryLimit: 2,
  retryDelaySeconds: 1,
  // The LLM writer may take its timeout twice (one retry) before the offline writer answers.
  expireInSeconds: 120,
  pollingIntervalSeconds: FAST_POLL_SECONDS,
  concurrency: 2,
});

export const renderImageJob = defineJob({
  name: RENDER_IMAGE_JOB,
  payload: z.object({ memeId: z.uuid() }),
  handler: (payload, context) => renderMeme(context, payload.memeId),
  retryLimit: 2,
  retryDelaySeconds: 1,
  expireInSeconds: 60,
  pollingIntervalSeconds: FAST_POLL_SECONDS,
  concurrency: 2,
});

export const renderVideoJob = defineJob({
  name: RENDER_VIDEO_JOB,
  payload: z.object({ memeId: z.uuid() }),
  handler: (payload, context) => renderMeme(context, payload.memeId),
  retryLimit: 2,
  retryDelaySeconds: 2,
  // Past the renderer's own time limit, so a hung ffmpeg is killed by us first.
  expireInSeconds: 180,
  pollingIntervalSeconds: FAST_POLL_SECONDS,
  concurrency: 2,
});

export const recoverGenerationJob = defineJob({
  name: RECOVER_GENERATION_JOB,
  payload: z.object({}).passthrough(),
  handler: (_payload, context) => recoverGeneration(context),
  retryLimit: 1,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
  schedule: '* * * * *',
});
