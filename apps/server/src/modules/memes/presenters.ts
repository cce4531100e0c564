/**
 * Meme rows as the contract shows them, with storage keys turned into URLs. The caption fields
 * (tagline, fontSize, textAlign, dragYOffset, templateId) are read from the meme's document, and so
 * is the alt text (the document's own, or the default from the template and the caption). A
 * finished meme's card pictures are listed when it has them (`thumbnails.ts`).
 */
import {
  MESSAGES,
  altTextOf,
  captionFieldsOf,
  sharedMemePath,
  templateIdOf,
  type JobStatus,
  type Meme,
} from '@memeforge/contract';
import { urlOrNull, type MediaStorage } from '../../adapters/storage';
import type { MemeRow } from '../../db/schema';
import type { MemeWithTemplate } from './store';
import { memeThumbnails } from './thumbnails';

export async function toMeme({ meme, template }: MemeWithTemplate, storage: MediaStorage): Promise<Meme> {
  const { status, document } = meme;
  const [templateFileUrl, file, poster, thumbnails] = await Promise.all([
    urlOrNull(storage, template?.fileKey),
    urlOrNull(storage, meme.fileKey),
    urlOrNull(storage, template?.posterKey),
    memeThumbnails(storage, meme),
  ]);
  return {
    memeId: meme.id,
    ...captionFieldsOf(document),
    description: meme.description,
    createdAt: meme.createdAt.toISOString(),
    canvasWidth: meme.canvasWidth,
    canvasHeight: meme.canvasHeight,
    isLiked: meme.isLiked,
    isDisliked: meme.isDisliked,
    isFavorited: meme.isFavorited,
    templateFile: template ? (template.fileKey.split('/').pop() ?? template.fileKey) : null,
    templateFileUrl,
    type: meme.type === 2 ? 2 : 1,
    file,
    templateId: templateIdOf(document) ?? meme.templateId,
    status,
    jobInfo: { jobId: meme.jobId, status },
    templateTitle: template?.title ?? null,
    poster,
    unhingedLevel: meme.unhingedLevel,
    writer: meme.writer,
    writerFallback: meme.writerFallback,
    error: meme.error,
    document,
    altText: altTextOf(document, {
      kind: meme.type === 2 ? 'video' : 'image',
      title: template?.title,
      description: template?.description,
    }),
    sharedAt: meme.sharedAt?.toISOString() ?? null,
    shareUrl: meme.sharedAt ? sharedMemePath(meme.id) : null,
    thumbnails,
  };
}

/** The job status record (product.md §3.5) of a meme's render job; a finished one names its card pictures too. */
export async function toJobStatus(meme: MemeRow, storage: MediaStorage): Promise<JobStatus> {
  const { status } = meme;
  const error = status === 'failed' ? (meme.error ?? MESSAGES.videoJobFailed) : null;
  return {
    jobId: meme.jobId,
    status,
    error,
    message: status === 'finished' ? MESSAGES.videoProcessingCompleted : error,
    createdAt: meme.createdAt.toISOString(),
    startedAt: meme.startedAt?.toISOString() ?? null,
    endedAt: meme.endedAt?.toISOString() ?? null,
    result:
      status === 'finished' && meme.fileKey
        ? { fileUrl: await storage.url(meme.fileKey), thumbnails: await memeThumbnails(storage, meme) }
        : null,
  };
}

/** An id nobody knows (or another user's): a failed job, as the product's client treats a lookup error. */
export function unknownJobStatus(jobId: string, error: string): JobStatus {
  return {
    jobId,
    status: 'failed',
    error,
    message: error,
    createdAt: null,
    startedAt: null,
    endedAt: null,
    result: null,
  };
}
