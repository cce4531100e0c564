import { MEDIA_TYPE, isTerminalMemeStatus, type Meme } from '@memeforge/contract';

export type MemeKind = 'image' | 'video';

export function memeKind(meme: Pick<Meme, 'type'>): MemeKind {
  return meme.type === MEDIA_TYPE.video ? 'video' : 'image';
}

/** queued, started or processing: the meme is still being made (product.md §4.2). */
export function isPreparing(meme: Pick<Meme, 'status'>): boolean {
  return !isTerminalMemeStatus(meme.status);
}

/** The job failed, or it finished without a file to show: either way there is nothing to load. */
export function hasFailed(meme: Pick<Meme, 'status' | 'file'>): boolean {
  return meme.status === 'failed' || (meme.status === 'finished' && !meme.file);
}
