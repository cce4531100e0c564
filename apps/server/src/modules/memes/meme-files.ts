import { FEED_FILLS } from '@memeforge/contract';
import type { MediaStorage } from '../../adapters/storage';
import { feedFileKey } from './feed-export';
import type { Logger } from '../../logger';

/** The formats a meme's file is converted to for a download, and the extension each is kept under. */
export const CONVERTED_EXTENSIONS = { png: 'png', jpeg: 'jpg', gif: 'gif' } as const;
export type ConvertedFormat = keyof typeof CONVERTED_EXTENSIONS;

/**
 * Where a meme's file converted for a download is kept: beside it, its key plus the format's
 * extension (`memes/<id>/caption.mp4.gif`), so a second download is a plain read. A finished
 * meme's file never changes (the render job does not reopen it), so neither does its conversion;
 * code that writes a new file under a finished meme's key must call removeMemeConversions.
 */
export function convertedFileKey(fileKey: string, format: ConvertedFormat): string {
  return `${fileKey}.${CONVERTED_EXTENSIONS[format]}`;
}

const FEED_SHAPED = ['square', 'portrait', 'story'] as const;

/** Every conversion a meme's file may have: other formats, and each feed's shape with each fill. */
const conversionKeys = (fileKey: string): string[] => {
  const kind = /\.(mp4|m4v|mov|webm)$/i.test(fileKey) ? 'video' : 'image';
  return [
    ...Object.keys(CONVERTED_EXTENSIONS).map((format) => convertedFileKey(fileKey, format as ConvertedFormat)),
    ...FEED_SHAPED.flatMap((shape) => FEED_FILLS.map((fill) => feedFileKey(fileKey, shape, fill, kind))),
  ];
};

/**
 * The widths a meme's card picture is made in (WebP, decision 031): a card is at most about 340
 * CSS px wide on a phone and 250 on a wide screen, so 320 for one pixel per pixel and 640 for
 * high-density screens. Each width is a slot: a meme narrower than a slot has it at its own width.
 */
export const MEME_THUMBNAIL_WIDTHS = [320, 640] as const;
export type MemeThumbnailSlot = (typeof MEME_THUMBNAIL_WIDTHS)[number];

/**
 * Where a meme's card picture for one slot is kept: beside its file, its key plus the slot
 * (`memes/<id>/caption.png.320w.webp`; of a video, its poster frame: `caption.mp4.320w.webp`).
 * Made by the render job with the file, so they change when the file does, and go with it.
 */
export function thumbnailFileKey(fileKey: string, slot: MemeThumbnailSlot): string {
  return `${fileKey}.${slot}w.webp`;
}

/**
 * The slots a meme `canvasWidth` wide has, each with the width its picture really is (never
 * enlarged), narrowest first; a slot whose picture would be as wide as a narrower one's is left
 * out (a 300 px meme has only the 320 slot, 300 px wide).
 */
export function thumbnailSlots(canvasWidth: number): { slot: MemeThumbnailSlot; width: number }[] {
  const slots: { slot: MemeThumbnailSlot; width: number }[] = [];
  for (const slot of MEME_THUMBNAIL_WIDTHS) {
    const width = Math.max(1, Math.min(slot, canvasWidth));
    if (!slots.some((earlier) => earlier.width === width)) slots.push({ slot, width });
  }
  return slots;
}

const thumbnailKeys = (fileKey: string): string[] =>
  MEME_THUMBNAIL_WIDTHS.map((slot) => thumbnailFileKey(fileKey, slot));

/** The meme's file, every conversion it may have and its card pictures. */
const keysOfMemeFile = (fileKey: string): string[] => [fileKey, ...conversionKeys(fileKey), ...thumbnailKeys(fileKey)];

/** Removes the conversions made of a meme's file, leaving the file: for when it is drawn again. */
export async function removeMemeConversions(storage: MediaStorage, fileKey: string): Promise<void> {
  await Promise.all(conversionKeys(fileKey).map((key) => storage.delete(key)));
}

/**
 * Removes the files of memes that are gone from the database, the conversions made for their
 * downloads and their card pictures. Called after the commit, so a rolled back delete never loses a file its row still
 * names. A file that cannot be removed is logged and left behind: the meme is gone for the person
 * either way, and an orphan file is an operator's cleanup, not their error.
 */
export async function removeMemeFiles(
  storage: MediaStorage,
  logger: Pick<Logger, 'warn'> | undefined,
  fileKeys: readonly string[],
): Promise<void> {
  await removeStoredFiles(storage, logger, fileKeys.flatMap(keysOfMemeFile));
}

/** Removes files a deleted meme named (its file, or the person's own upload under it), logging failures. */
export async function removeStoredFiles(
  storage: MediaStorage,
  logger: Pick<Logger, 'warn'> | undefined,
  fileKeys: readonly string[],
): Promise<void> {
  await Promise.all(
    fileKeys.map(async (fileKey) => {
      try {
        await storage.delete(fileKey);
      } catch (error) {
        if (logger) logger.warn({ err: error, fileKey }, "could not delete a deleted meme's file");
        else console.warn(`could not delete a deleted meme's file ${fileKey}:`, error);
      }
    }),
  );
}
