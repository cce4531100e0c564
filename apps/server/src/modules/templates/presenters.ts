/** Template rows as the contract shows them, with storage keys turned into URLs. */
import type { PublicTemplatePage, PublicTemplateSummary, Template } from '@memeforge/contract';
import type { MediaStorage } from '../../adapters/storage';
import type { TemplateRow } from '../../db/schema';
import type { ListedTemplateRow } from './store';

const typeOf = (row: ListedTemplateRow) => (row.type === 2 ? 2 : 1);
const textAlignOf = (row: ListedTemplateRow) =>
  row.textAlign === 'left' || row.textAlign === 'right' ? row.textAlign : ('center' as const);

export function toTemplate(row: ListedTemplateRow, storage: MediaStorage): Template {
  return {
    id: row.id,
    slug: row.slug,
    file: storage.urlFor(row.fileKey),
    thumbnail: row.thumbnailKey ? storage.urlFor(row.thumbnailKey) : null,
    poster: row.posterKey ? storage.urlFor(row.posterKey) : null,
    type: typeOf(row),
    title: row.title,
    description: row.description,
    keywords: row.keywords,
    isPublic: row.isPublic,
    fontSize: row.fontSize,
    textAlign: textAlignOf(row),
    dragYOffset: row.dragYOffset,
    width: row.width,
    height: row.height,
    duration: row.durationMs === null ? null : row.durationMs / 1000,
    levels: row.levels.filter((level) => level >= 1 && level <= 5),
  };
}

export function toPublicTemplatePage(row: TemplateRow, storage: MediaStorage): PublicTemplatePage {
  return {
    slug: row.slug,
    templateTitle: row.title,
    templateFile: storage.urlFor(row.fileKey),
    templateType: typeOf(row),
    templateThumbnail: row.thumbnailKey ? storage.urlFor(row.thumbnailKey) : null,
    templatePoster: row.posterKey ? storage.urlFor(row.posterKey) : null,
    description: row.description,
    originContent: row.originContent,
    useCasesList: row.useCases,
    seoKeywordsList: row.seoKeywords,
    width: row.width,
    height: row.height,
    duration: row.durationMs === null ? null : row.durationMs / 1000,
    source: row.source,
    licence: row.licence,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPublicTemplateSummary(row: ListedTemplateRow, storage: MediaStorage): PublicTemplateSummary {
  return {
    slug: row.slug,
    templateTitle: row.title,
    templateType: typeOf(row),
    templateThumbnail: row.thumbnailKey ? storage.urlFor(row.thumbnailKey) : null,
    description: row.description,
  };
}
