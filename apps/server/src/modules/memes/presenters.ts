/** Meme rows as the contract shows them (spec §3 Meme), with storage keys turned into URLs. */
import { MemeStatusSchema, type JobStatus, type Meme } from '@memeforge/contract';
import type { MediaStorage } from '../../adapters/storage';
import type { MemeRow } from '../../db/schema';
import type { MemeWithTemplate } from './store';

const statusOf = (row: MemeRow) => MemeStatusSchema.catch('failed').parse(row.status);
const textAlignOf = (row: MemeRow) =>
  row.textAlign === 'left' || row.textAlign === 'right' ? row.textAlign : ('center' as const);

export function toMeme({ meme, template }: MemeWithTemplate, storage: MediaStorage): Meme {
  const status = statusOf(meme);
  return {
    memeId: meme.id,
    tagline: meme.tagline,
    description: meme.description,
    createdAt: meme.createdAt.toISOString(),
    canvasWidth: meme.canvasWidth,
    canvasHeight: meme.canvasHeight,
    isLiked: meme.isLiked,
    isDisliked: meme.isDisliked,
    isFavorited: meme.isFavorited,
    templateFile: template ? (template.fileKey.split('/').pop() ?? template.fileKey) : null,
    templateFileUrl: template ? storage.urlFor(template.fileKey) : null,
    type: meme.type === 2 ? 2 : 1,
    file: meme.fileKey ? storage.urlFor(meme.fileKey) : null,
    templateId: meme.templateId,
    status,
    jobInfo: { jobId: meme.jobId, status },
    fontSize: meme.fontSize,
    textAlign: textAlignOf(meme),
    dragYOffset: meme.dragYOffset,
    templateTitle: template?.title ?? null,
    poster: template?.posterKey ? storage.urlFor(template.posterKey) : null,
    unhingedLevel: meme.unhingedLevel,
    writer: meme.writer === 'llm' ? 'llm' : 'offline',
    writerFallback: meme.writerFallback,
    error: meme.error,
  };
}

/** The job status record (spec §3) of a meme's render job. */
export function toJobStatus(meme: MemeRow, storage: MediaStorage): JobStatus {
  const status = statusOf(meme);
  return {
    jobId: meme.jobId,
    status,
    error: status === 'failed' ? (meme.error ?? 'Job failed') : null,
    createdAt: meme.createdAt.toISOString(),
    startedAt: meme.startedAt?.toISOString() ?? null,
    endedAt: meme.endedAt?.toISOString() ?? null,
    result: status === 'finished' && meme.fileKey ? { fileUrl: storage.urlFor(meme.fileKey) } : null,
  };
}

/** An id nobody knows (or another user's): a failed job, as the spec's client treats a lookup error. */
export function unknownJobStatus(jobId: string, error: string): JobStatus {
  return { jobId, status: 'failed', error, createdAt: null, startedAt: null, endedAt: null, result: null };
}
