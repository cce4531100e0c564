/** The generated batch's pure rules (product.md §4.1): what is polled, what a job answer changes, how it ended. */
import { isTerminalMemeStatus, type GenerationMediaType, type JobStatus, type Meme } from '@memeforge/contract';
import { hasFailed } from '../memes/meme-status';

/** What a batch is generated from: the form's values, kept with the batch so Regenerate can send them again. */
export interface GenerationInput {
  description: string;
  mediaType: GenerationMediaType;
  unhingedLevel: number;
}

/** Memes returned with a job that is neither finished nor failed are polled (product.md §4.1). */
export function isPollable(meme: Meme): meme is Meme & { jobInfo: NonNullable<Meme['jobInfo']> } {
  return !isTerminalMemeStatus(meme.status) && meme.jobInfo !== null;
}

/** A job whose status could not be looked up counts as failed (product.md §7.6). */
export const LOOKUP_FAILED = 'lookup-failed';

export function applyJob(meme: Meme, job: JobStatus | typeof LOOKUP_FAILED): Meme {
  if (job === LOOKUP_FAILED) {
    return { ...meme, status: 'failed', jobInfo: meme.jobInfo && { ...meme.jobInfo, status: 'failed' } };
  }
  const jobInfo = meme.jobInfo && { ...meme.jobInfo, status: job.status };
  if (job.status === 'finished')
    return {
      ...meme,
      status: 'finished',
      file: job.result?.fileUrl ?? meme.file,
      thumbnails: job.result?.thumbnails ?? meme.thumbnails,
      jobInfo,
    };
  if (job.status === 'failed') return { ...meme, status: 'failed', error: job.error ?? meme.error, jobInfo };
  return { ...meme, status: job.status, jobInfo };
}

export type BatchOutcome = 'pending' | 'completed' | 'some-failed';

/** Still polling, or how it ended: any failure is reported as 'Some memes failed to process'. */
export function batchOutcome(memes: Meme[]): BatchOutcome {
  if (memes.some(isPollable)) return 'pending';
  return memes.some(hasFailed) ? 'some-failed' : 'completed';
}

/** A regenerated meme takes its predecessor's place, so the card keeps its position in the grid. */
export function replaceMeme(memes: Meme[], memeId: string, replacements: Meme[]): Meme[] {
  return memes.flatMap((meme) => (meme.memeId === memeId ? replacements : [meme]));
}
