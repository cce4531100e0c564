/** Template rows as the contract shows them, with storage keys turned into URLs. */
import type { PublicTemplatePage, PublicTemplateSummary, Template } from '@memeforge/contract';
import { urlOrNull, type MediaStorage } from '../../adapters/storage';
import type { TemplateRow } from '../../db/schema';
import { templateThumbnails as cardPicturesOf } from './card-pictures';
import type { ListedTemplateRow } from './store';

const typeOf = (row: ListedTemplateRow) => (row.type === 2 ? 2 : 1);
const secondsOf = (row: Pick<ListedTemplateRow, 'durationMs'>) =>
  row.durationMs === null ? null : row.durationMs / 1000;

/** The template's file, its thumbnail and (videos) its poster frame, as URLs. */
function mediaUrls(row: ListedTemplateRow, storage: MediaStorage) {
  return Promise.all([
    storage.url(row.fileKey),
    urlOrNull(storage, row.thumbnailKey),
    urlOrNull(storage, row.posterKey),
  ]);
}

export async function toTemplate(row: ListedTemplateRow, storage: MediaStorage): Promise<Template> {
  const [[file, thumbnail, poster], thumbnails] = await Promise.all([
    mediaUrls(row, storage),
    cardPicturesOf(storage, row),
  ]);
  return {
    id: row.id,
    slug: row.slug,
    file,
    thumbnail,
    thumbnails,
    poster,
    type: typeOf(row),
    title: row.title,
    description: row.description,
    keywords: row.keywords,
    isPublic: row.isPublic,
    fontSize: row.fontSize,
    textAlign: row.textAlign,
    dragYOffset: row.dragYOffset,
    width: row.width,
    height: row.height,
    duration: secondsOf(row),
    levels: row.levels.filter((level) => level >= 1 && level <= 5),
    captionFormat: row.captionFormat,
    exampleCaptions: row.exampleCaptions,
    layout: row.layout,
  };
}

export async function toPublicTemplatePage(row: TemplateRow, storage: MediaStorage): Promise<PublicTemplatePage> {
  const [[templateFile, templateThumbnail, templatePoster], templateThumbnails] = await Promise.all([
    mediaUrls(row, storage),
    cardPicturesOf(storage, row),
  ]);
  return {
    slug: row.slug,
    templateTitle: row.title,
    templateFile,
    templateType: typeOf(row),
    templateThumbnail,
    templateThumbnails,
    templatePoster,
    description: row.description,
    originContent: row.originContent,
    useCasesList: row.useCases,
    seoKeywordsList: row.seoKeywords,
    width: row.width,
    height: row.height,
    duration: secondsOf(row),
    source: row.source,
    licence: row.licence,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function toPublicTemplateSummary(
  row: ListedTemplateRow,
  storage: MediaStorage,
): Promise<PublicTemplateSummary> {
  const [templateThumbnail, templateThumbnails] = await Promise.all([
    urlOrNull(storage, row.thumbnailKey),
    cardPicturesOf(storage, row),
  ]);
  return {
    slug: row.slug,
    templateTitle: row.title,
    templateType: typeOf(row),
    templateThumbnail,
    templateThumbnails,
    width: row.width,
    height: row.height,
    description: row.description,
  };
}
