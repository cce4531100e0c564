/**
 * A template's card pictures (decision 033): small WebP copies of its still (the image, or a
 * video's poster frame) at the widths the template cards show (`TEMPLATE_THUMBNAIL_WIDTHS`), so the
 * Library grid, the editor's template pickers and the public template index never download the
 * full-size file. Made once at ingest (import, seed, upload) before anything is stored, kept beside
 * the template's file (`cardPictureKey`) and listed on the row (`thumbnail_widths`), so a list
 * answer needs no storage check. Templates added before them get them once from
 * `backfillCardPictures` (at boot, with the starter library).
 */
import type { TemplateThumbnail } from '@memeforge/contract';
import type { MediaStorage } from '../../adapters/storage';
import type { Db } from '../../db/types';
import type { Logger } from '../../logger';
import { webpRenditions, type Rendition } from '../../media/webp-renditions';
import { invalidateTemplateSearches } from './search-cache';
import { setTemplateThumbnailWidths, templatesWithoutCardPictures } from './store';

/**
 * The widths made. A Library card is at most about 256 CSS px wide on a wide screen (four columns),
 * 460 on a tablet and 340 on a phone, 440 px tall; a picker card 160 px tall and the public index's
 * 224: 240 serves the narrow cards one pixel per pixel and 480 the rest and high-density screens.
 * Never enlarged: a template narrower than a width has a copy at its own width instead.
 */
export const TEMPLATE_THUMBNAIL_WIDTHS = [240, 480] as const;

/** Where a card picture lives: beside the template's file, named by its width. */
export function cardPictureKey(fileKey: string, width: number): string {
  return `${fileKey}.${width}w.webp`;
}

/** Every card picture key of a row (what a failed or lost ingest removes, what a deletion would). */
export function cardPictureKeys(row: { fileKey: string; thumbnailWidths: readonly number[] }): string[] {
  return row.thumbnailWidths.map((width) => cardPictureKey(row.fileKey, width));
}

/** The copies of a still, narrowest first (not stored yet). Throws when the still cannot be read. */
export function makeCardPictures(still: Buffer): Promise<Rendition[]> {
  return webpRenditions(still, TEMPLATE_THUMBNAIL_WIDTHS);
}

/**
 * Stores the copies beside the file; returns the keys written and the widths. A failure removes
 * the copies this call stored before it, so it leaves none behind.
 */
export async function storeCardPictures(
  storage: MediaStorage,
  fileKey: string,
  pictures: readonly Rendition[],
): Promise<{ keys: string[]; widths: number[] }> {
  const keys: string[] = [];
  try {
    for (const picture of pictures) {
      const key = cardPictureKey(fileKey, picture.width);
      await storage.put(key, picture.data, { contentType: 'image/webp' });
      keys.push(key);
    }
  } catch (error) {
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
  return { keys, widths: pictures.map((picture) => picture.width) };
}

/** The card pictures of a row as URLs with their widths, narrowest first; none before they are made. */
export function templateThumbnails(
  storage: MediaStorage,
  row: { fileKey: string; thumbnailWidths: readonly number[] },
): Promise<TemplateThumbnail[]> {
  return Promise.all(
    [...row.thumbnailWidths]
      .sort((a, b) => a - b)
      .map(async (width) => ({ url: await storage.url(cardPictureKey(row.fileKey, width)), width })),
  );
}

export interface BackfillReport {
  made: number;
  failed: number;
}

/** How many rows one query of the backfill takes. */
const BACKFILL_BATCH = 50;

/**
 * Makes the card pictures of every template that has none (the library stored before they
 * existed), from the still already stored: a video's poster, an image's own file. Idempotent: a
 * template that has them is never touched again, and the row is only marked once its copies are
 * stored. A template whose still cannot be read or decoded is logged and keeps showing its
 * thumbnail; it is tried again on the next start.
 */
export async function backfillCardPictures(
  ctx: { db: Db; storage: MediaStorage },
  logger: Pick<Logger, 'warn' | 'info'>,
): Promise<BackfillReport> {
  const report: BackfillReport = { made: 0, failed: 0 };
  const failedIds: number[] = [];
  for (;;) {
    const rows = await templatesWithoutCardPictures(ctx.db, failedIds, BACKFILL_BATCH);
    if (rows.length === 0) break;
    for (const row of rows) {
      const stillKey = row.posterKey ?? (row.type === 1 ? row.fileKey : null);
      let keys: string[] = [];
      try {
        if (!stillKey) throw new Error('a video template without a poster frame');
        const pictures = await makeCardPictures(await ctx.storage.read(stillKey));
        const stored = await storeCardPictures(ctx.storage, row.fileKey, pictures);
        keys = stored.keys;
        if (await setTemplateThumbnailWidths(ctx.db, row.id, stored.widths)) await invalidateTemplateSearches(ctx.db);
        report.made += 1;
      } catch (err) {
        await Promise.all(keys.map((key) => ctx.storage.delete(key).catch(() => undefined)));
        failedIds.push(row.id);
        report.failed += 1;
        logger.warn({ err, templateId: row.id }, 'making the card pictures of a template failed');
      }
    }
  }
  if (report.made > 0 || report.failed > 0) logger.info(report, 'template card pictures made');
  return report;
}
