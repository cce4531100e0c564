import type { MediaStorage } from '../../adapters/storage';
import type { Logger } from '../../logger';

/**
 * Removes the files of memes that are gone from the database. Called after the commit, so a rolled
 * back delete never loses a file its row still names. A file that cannot be removed is logged and
 * left behind: the meme is gone for the person either way, and an orphan file is an operator's
 * cleanup, not their error.
 */
export async function removeMemeFiles(
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
