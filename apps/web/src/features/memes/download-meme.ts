/**
 * Saving a meme's file (product.md §7.9: "files are downloaded by fetching their URL directly"):
 * fetch it as a blob and save it under a readable name, rather than following a link, so the name
 * is ours and a failure can be reported. Videos over the product's cap are refused
 * (product.md §8.8, §9.5).
 */
import { downloadFileName, VIDEO_DOWNLOAD_MAX_BYTES, type Meme } from '@memeforge/contract';
import { memeKind } from './meme-status';
import { saveBlob } from '../../ui/save-blob';

/** The naming is shared with the server's download route (contract/download-name.ts). */
export { downloadFileName };

export class VideoTooLargeError extends Error {
  override name = 'VideoTooLargeError';
}

/** Fetches and saves the meme's file; throws VideoTooLargeError past the cap, else on any failure. */
export async function downloadMeme(meme: Meme): Promise<void> {
  if (!meme.file) throw new Error('The meme has no file yet.');
  const video = memeKind(meme) === 'video';
  const response = await fetch(meme.file, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Download failed (${response.status})`);
  // The declared size lets a huge video be refused before its body is read.
  if (video && Number(response.headers.get('content-length') ?? 0) > VIDEO_DOWNLOAD_MAX_BYTES) {
    await response.body?.cancel();
    throw new VideoTooLargeError();
  }
  const blob = await response.blob();
  if (video && blob.size > VIDEO_DOWNLOAD_MAX_BYTES) throw new VideoTooLargeError();
  saveBlob(blob, downloadFileName(meme, meme.file, blob.type));
}
