/**
 * A meme's card pictures (decision 031): small WebP copies of the finished meme, or of a video
 * meme's poster frame, at the widths a card shows (`MEME_THUMBNAIL_WIDTHS`), so the Generate page
 * and My Memes never download full-size renders for their grids. Made once by the render job, kept
 * beside the meme's file (`thumbnailFileKey`) and removed with it (`removeMemeFiles`). Memes
 * rendered before they existed have none: their answer lists no thumbnails and the card shows the
 * file, as it did.
 */
import type { MemeThumbnail } from '@memeforge/contract';
import type { MediaStorage } from '../../adapters/storage';
import { webpRenditions } from '../../media/webp-renditions';
import { MEME_THUMBNAIL_WIDTHS, thumbnailFileKey, thumbnailSlots } from './meme-files';

export interface StoredThumbnail {
  key: string;
  width: number;
  height: number;
  /** Its size, counted in what the meme keeps (decision 047). */
  bytes: number;
}

/**
 * Makes and stores the card pictures of a meme's file from `picture` (the rendered image, or the
 * video's poster frame). The widest is stored first and the narrowest last, so once the narrowest
 * is there every one is (`memeThumbnails` asks only for it).
 */
export async function storeMemeThumbnails(
  storage: MediaStorage,
  fileKey: string,
  picture: Buffer,
): Promise<StoredThumbnail[]> {
  const renditions = await webpRenditions(picture, MEME_THUMBNAIL_WIDTHS);
  const widest = renditions.at(-1)?.width ?? 0;
  // One rendition per slot, narrowest first: the slots of a picture that wide.
  const slots = thumbnailSlots(widest);
  if (slots.length !== renditions.length || slots.some((slot, i) => slot.width !== renditions[i]!.width)) {
    throw new Error(`the card pictures of ${fileKey} do not match their slots`);
  }
  const stored: StoredThumbnail[] = [];
  for (let i = renditions.length - 1; i >= 0; i -= 1) {
    const { data, width, height } = renditions[i]!;
    const key = thumbnailFileKey(fileKey, slots[i]!.slot);
    await storage.put(key, data, { contentType: 'image/webp' });
    stored.unshift({ key, width, height, bytes: data.length });
  }
  return stored;
}

/**
 * The card pictures of a finished meme as URLs with their widths, narrowest first; none for a
 * meme that is not finished or has none yet. Its row says whether it has them (`card_pictures`);
 * only for a meme from before that column is the storage asked.
 */
export async function memeThumbnails(
  storage: MediaStorage,
  meme: { status: string; fileKey: string | null; canvasWidth: number; cardPictures: boolean | null },
): Promise<MemeThumbnail[]> {
  const { fileKey } = meme;
  if (meme.status !== 'finished' || !fileKey || meme.cardPictures === false) return [];
  const slots = thumbnailSlots(meme.canvasWidth);
  if (meme.cardPictures === null && !(await storage.exists(thumbnailFileKey(fileKey, slots[0]!.slot)))) return [];
  return Promise.all(
    slots.map(async ({ slot, width }) => ({ url: await storage.url(thumbnailFileKey(fileKey, slot)), width })),
  );
}
