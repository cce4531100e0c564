/**
 * Adding a template from bytes, shared by the upload route and the import command: check what the
 * file really is, skip it when the same bytes are already a template, make its thumbnail (and a
 * video's poster) and its card pictures (WebP copies for `srcset`, decision 033), store them with
 * the file under content-addressed keys, then insert the row. A failure at any step leaves nothing
 * stored.
 */
import { createHash } from 'node:crypto';
import {
  BAND_LAYOUT,
  DEFAULT_CAPTION_FORMAT,
  MESSAGES,
  VIDEO_DEFAULT_DRAG_OFFSET,
  type CaptionFormat,
  type TemplateLayout,
  type TextAlign,
} from '@memeforge/contract';
import type { TemplateRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { thumbnailOf } from '@memeforge/render/media';
import { MediaRejectedError, posterOf, probeTemplateMedia } from './media-check';
import { isUniqueViolation } from '../../db/errors';
import type { Rendition } from '../../media/webp-renditions';
import { cardPictureKeys, makeCardPictures, storeCardPictures } from './card-pictures';
import { invalidateTemplateSearches } from './search-cache';
import { findTemplateByHash, insertTemplate, slugTaken } from './store';
import type { Services } from '../../wiring/services';

export interface TemplateDetails {
  title: string;
  description: string;
  keywords?: string[];
  originContent?: string;
  useCases?: string[];
  seoKeywords?: string[];
  levels?: number[];
  isPublic?: boolean;
  fontSize?: number | null;
  textAlign?: TextAlign;
  dragYOffset?: number;
  source?: string;
  licence?: string;
  uploadedBy?: number | null;
  /** What the template's joke is; a one-liner when not said. */
  captionFormat?: CaptionFormat;
  /** Captions that show the joke (parts on their own lines). */
  exampleCaptions?: string[];
  /** Where its text goes; the band when not said. */
  layout?: TemplateLayout;
  /** When the caller says what the file should be (a manifest's type), a mismatch is refused. */
  expectedType?: 1 | 2 | undefined;
}

export type IngestContext = Pick<Services, 'db' | 'storage'>;

export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'template';
}

async function freeSlug(db: Db, title: string): Promise<string> {
  const base = slugify(title);
  if (!(await slugTaken(db, base))) return base;
  for (let n = 2; n < 1000; n += 1) {
    const candidate = `${base}-${n}`;
    if (!(await slugTaken(db, candidate))) return candidate;
  }
  return `${base}-${Date.now()}`;
}

/** The words search looks through besides the title. */
export function searchDocumentOf(details: TemplateDetails): string {
  return [details.title, ...(details.keywords ?? []), details.description, ...(details.useCases ?? [])]
    .filter(Boolean)
    .join(' ');
}

/** Throws MediaRejectedError when the file is refused. */
export async function ingestTemplate(
  ctx: IngestContext,
  file: Buffer,
  details: TemplateDetails,
): Promise<{ template: TemplateRow; created: boolean }> {
  const contentHash = createHash('sha256').update(file).digest('hex');
  const existing = await findTemplateByHash(ctx.db, contentHash);
  if (existing) return { template: existing, created: false };

  const media = await probeTemplateMedia(file);
  if (details.expectedType && details.expectedType !== media.type) {
    throw new MediaRejectedError(
      `the manifest says ${details.expectedType === 1 ? 'image' : 'video'} but the file is ${media.type === 1 ? 'an image' : 'a video'}`,
    );
  }
  // Every still is made before anything is stored: a file whose thumbnail or poster cannot be
  // made is refused whole, leaving no files behind and no row pointing at missing ones.
  let poster: Buffer | null = null;
  let thumbnail: Buffer;
  let cardPictures: Rendition[];
  try {
    if (media.durationMs !== null) poster = await posterOf(file, media.extension, media.durationMs);
    [thumbnail, cardPictures] = await Promise.all([thumbnailOf(poster ?? file), makeCardPictures(poster ?? file)]);
  } catch {
    throw new MediaRejectedError(MESSAGES.templatePreviewFailed);
  }

  const slug = await freeSlug(ctx.db, details.title);
  const folder = `templates/${contentHash.slice(0, 2)}/${contentHash.slice(0, 16)}`;
  const fileKey = `${folder}/${slug}.${media.extension}`;
  const posterKey = poster ? `${folder}/${slug}-poster.jpg` : null;
  const thumbnailKey = `${folder}/${slug}-thumb.jpg`;
  const written: string[] = [];
  let thumbnailWidths: number[] = [];
  /** Removes what this call stored, except keys a row names (the same bytes stored at once by another). */
  const removeWritten = async (keep: readonly (string | null)[] = []) => {
    await Promise.all(
      written.filter((key) => !keep.includes(key)).map((key) => ctx.storage.delete(key).catch(() => undefined)),
    );
  };
  try {
    await ctx.storage.put(fileKey, file, { contentType: media.mimeType });
    written.push(fileKey);
    if (poster && posterKey) {
      await ctx.storage.put(posterKey, poster, { contentType: 'image/jpeg' });
      written.push(posterKey);
    }
    await ctx.storage.put(thumbnailKey, thumbnail, { contentType: 'image/jpeg' });
    written.push(thumbnailKey);
    const pictures = await storeCardPictures(ctx.storage, fileKey, cardPictures);
    written.push(...pictures.keys);
    thumbnailWidths = pictures.widths;
  } catch (error) {
    await removeWritten();
    throw error;
  }

  try {
    const template = await insertTemplate(ctx.db, {
      slug,
      type: media.type,
      title: details.title,
      description: details.description,
      keywords: details.keywords ?? [],
      originContent: details.originContent ?? '',
      useCases: details.useCases ?? [],
      seoKeywords: details.seoKeywords ?? [],
      levels: details.levels ?? [1, 2, 3],
      isPublic: details.isPublic ?? true,
      fontSize: details.fontSize ?? null,
      textAlign: details.textAlign ?? 'center',
      dragYOffset: details.dragYOffset ?? VIDEO_DEFAULT_DRAG_OFFSET,
      fileKey,
      thumbnailKey,
      posterKey,
      thumbnailWidths,
      mimeType: media.mimeType,
      fileSize: file.length,
      width: media.width,
      height: media.height,
      durationMs: media.durationMs,
      hasAudio: media.hasAudio,
      contentHash,
      source: details.source ?? '',
      licence: details.licence ?? '',
      uploadedBy: details.uploadedBy ?? null,
      captionFormat: details.captionFormat ?? DEFAULT_CAPTION_FORMAT,
      exampleCaptions: details.exampleCaptions ?? [],
      layout: details.layout ?? BAND_LAYOUT,
      searchDocument: searchDocumentOf(details),
    });
    // This process's cached search pages go at once (others' within SEARCH_CACHE_TTL_MS).
    await invalidateTemplateSearches(ctx.db);
    return { template, created: true };
  } catch (error) {
    // The same bytes arriving twice at once: the unique hash decides, and the winner's files stay.
    if (isUniqueViolation(error)) {
      const winner = await findTemplateByHash(ctx.db, contentHash);
      if (winner) {
        await removeWritten([winner.fileKey, winner.posterKey, winner.thumbnailKey, ...cardPictureKeys(winner)]);
        return { template: winner, created: false };
      }
    }
    await removeWritten();
    throw error;
  }
}
