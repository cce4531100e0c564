import type { MediaStorage } from '../../adapters/storage';
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

const conversionKeys = (fileKey: string): string[] =>
  Object.keys(CONVERTED_EXTENSIONS).map((format) => convertedFileKey(fileKey, format as ConvertedFormat));

/** The meme's file and every conversion it may have. */
const keysOfMemeFile = (fileKey: string): string[] => [fileKey, ...conversionKeys(fileKey)];

/** Removes the conversions made of a meme's file, leaving the file: for when it is drawn again. */
export async function removeMemeConversions(storage: MediaStorage, fileKey: string): Promise<void> {
  await Promise.all(conversionKeys(fileKey).map((key) => storage.delete(key)));
}

/**
 * Removes the files of memes that are gone from the database, and the conversions made for their
 * downloads. Called after the commit, so a rolled back delete never loses a file its row still
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
