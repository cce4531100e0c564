import { convertGifJob, makeGif } from '../../modules/memes/gif-export';
import { makeFeedVideo, videoForFeedJob } from '../../modules/memes/feed-export';
import { defineJob } from '../registry';

/**
 * GIF exports: two at a time on each worker (each is an ffmpeg run taking a core), one job per GIF
 * however many downloads ask for it (`stately`, keyed by the GIF's storage key). A send from this
 * process wakes its workers at once; other processes' workers find it at their next poll (2 s,
 * against a GIF's few seconds of work: idle polls are queries the embedded database's requests
 * wait behind).
 */
export const convertGifDefinition = defineJob({
  type: convertGifJob,
  handler: (payload, context) => makeGif(context.storage, payload.fileKey, payload.target),
  retryLimit: 1,
  retryDelaySeconds: 1,
  expireInSeconds: 120,
  pollingIntervalSeconds: 2,
  concurrency: 2,
  policy: 'stately',
});

/** Videos in a feed's shape (decision 058): like GIFs, two at a time per worker, one job per file. */
export const videoForFeedDefinition = defineJob({
  type: videoForFeedJob,
  handler: (payload, context) => makeFeedVideo(context.storage, payload),
  retryLimit: 1,
  retryDelaySeconds: 1,
  expireInSeconds: 180,
  pollingIntervalSeconds: 2,
  concurrency: 2,
  policy: 'stately',
});
