import { writeBatchCaptions } from '../../modules/generation/caption-job';
import { makeCardPictures } from '../../modules/generation/card-pictures-job';
import {
  cardPicturesJob,
  recoverGenerationJob,
  renderImageJob,
  renderVideoJob,
  writeCaptionsJob,
} from '../../modules/generation/job-types';
import { recoverGeneration } from '../../modules/generation/recovery';
import { renderMeme } from '../../modules/generation/render-job';
import { batchesBeingWritten } from '../../modules/generation/store';
import { unfinishedMemeJobIds } from '../../modules/memes/store';
import { defineJob } from '../registry';

/**
 * Generation's jobs. Workers poll every half second, and a send from this process wakes them at
 * once: an image meme is a few tens of milliseconds of work and should not wait for a poll.
 */
const FAST_POLL_SECONDS = 0.5;

export const writeCaptionsDefinition = defineJob({
  type: writeCaptionsJob,
  handler: (payload, context) => writeBatchCaptions(context, payload.batchId),
  retryLimit: 2,
  retryDelaySeconds: 1,
  // The LLM writer may take its timeout twice (one retry) before the offline writer answers.
  expireInSeconds: 120,
  pollingIntervalSeconds: FAST_POLL_SECONDS,
  concurrency: 2,
  unfinishedJobIds: async (database) => (await batchesBeingWritten(database.db)).map((batch) => batch.id),
});

/** Image and video renders differ only in how long a try may take and how long to wait before the next. */
const renderDefinition = (
  type: typeof renderImageJob,
  mediaType: 1 | 2,
  timing: { retryDelaySeconds: number; expireInSeconds: number },
) =>
  defineJob({
    type,
    handler: (payload, context) => renderMeme(context, payload.memeId),
    retryLimit: 2,
    ...timing,
    pollingIntervalSeconds: FAST_POLL_SECONDS,
    concurrency: mediaType === 1 ? 4 : 2,
    unfinishedJobIds: (database) => unfinishedMemeJobIds(database.db, mediaType),
  });

export const renderImageDefinition = renderDefinition(renderImageJob, 1, { retryDelaySeconds: 1, expireInSeconds: 60 });
// Past the renderer's own time limit, so a hung ffmpeg is killed by us first.
export const renderVideoDefinition = renderDefinition(renderVideoJob, 2, {
  retryDelaySeconds: 2,
  expireInSeconds: 180,
});

/**
 * One at a time per process, and after a short delay (card-pictures-job.ts): they are extras, and
 * the renders people wait on go first. A failure is logged by the handler, not retried.
 */
export const cardPicturesDefinition = defineJob({
  type: cardPicturesJob,
  handler: (payload, context) => makeCardPictures(context, payload.memeId),
  retryLimit: 1,
  retryDelaySeconds: 5,
  expireInSeconds: 120,
  pollingIntervalSeconds: 1,
  concurrency: 1,
});

export const recoverGenerationDefinition = defineJob({
  type: recoverGenerationJob,
  handler: (_payload, context) => recoverGeneration(context),
  retryLimit: 1,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
  schedule: '* * * * *',
});
