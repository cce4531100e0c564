import { convertGifJob, makeGif } from '../../modules/memes/gif-export';
import { defineJob } from '../registry';

/**
 * GIF exports: two at a time on each worker (each is an ffmpeg run taking a core), one job per GIF
 * however many downloads ask for it (`stately`, keyed by the GIF's storage key). A person waits on
 * it, so workers poll often and a send from this process wakes them at once.
 */
export const convertGifDefinition = defineJob({
  type: convertGifJob,
  handler: (payload, context) => makeGif(context.storage, payload.fileKey, payload.target),
  retryLimit: 1,
  retryDelaySeconds: 1,
  expireInSeconds: 120,
  pollingIntervalSeconds: 0.5,
  concurrency: 2,
  policy: 'stately',
});
