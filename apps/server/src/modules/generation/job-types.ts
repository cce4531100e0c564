/**
 * Generation's jobs as the code that queues them sees them: each name beside its payload, so a
 * send is checked by the compiler. Their handlers and retry policies are in jobs/handlers/generation.ts.
 */
import { z } from 'zod';
import { MEDIA_TYPE } from '@memeforge/contract';
import { jobType } from '../../jobs/registry';

/** Chooses templates and writes the captions of a batch; its job id is the batch id. */
export const writeCaptionsJob = jobType('generation.write-captions', z.object({ batchId: z.uuid() }));
/** Renders one meme; its job id is the meme's jobId, the id the client polls. */
export const renderImageJob = jobType('generation.render-image', z.object({ memeId: z.uuid() }));
export const renderVideoJob = jobType('generation.render-video', z.object({ memeId: z.uuid() }));
/** Makes a finished meme's card pictures, after its render (card-pictures-job.ts); its job id is the meme's id. */
export const cardPicturesJob = jobType('generation.card-pictures', z.object({ memeId: z.uuid() }));
/** Finds work whose job was lost and queues it again, or gives up on it. */
export const recoverGenerationJob = jobType('generation.recover', z.object({}).passthrough());

export const renderJobFor = (type: number) => (type === MEDIA_TYPE.video ? renderVideoJob : renderImageJob);
