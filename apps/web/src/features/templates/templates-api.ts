/**
 * The template library's calls (product.md §7.5): the paged library list, the superuser upload,
 * and the public pages' data. Query keys live here so pages, pickers and the SSR seeding agree.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ENDPOINTS,
  PublicTemplateIndexSchema,
  PublicTemplatePageSchema,
  SSR_QUERY_KEYS,
  TemplateListSchema,
  TemplateSchema,
  type CaptionFormat,
  type PublicTemplateIndex,
  type PublicTemplatePage,
  type TemplateUploadLayout,
} from '@memeforge/contract';
import { ApiError, api } from '../../api';
import { listKeys, listQuery, type ListFilters } from '../browse/list-filters';

export const templateKeys = listKeys('library-templates');

export function fetchTemplates(filters: ListFilters) {
  return api(ENDPOINTS.libraryTemplates, { query: listQuery(filters), schema: TemplateListSchema });
}

/**
 * One page of the library. The previous page stays on screen (as placeholder data) while the next
 * one loads, so the pagination keeps its length; cached 5 minutes and retried per AppProviders.
 */
export function useTemplateList(filters: ListFilters) {
  return useQuery({
    queryKey: templateKeys.list(filters),
    queryFn: () => fetchTemplates(filters),
    placeholderData: keepPreviousData,
  });
}

export interface TemplateUpload {
  file: File;
  title: string;
  description: string;
  /** Optional: the server takes a one-liner when left out. */
  captionFormat?: CaptionFormat;
  /** Optional: sent as one JSON list (parts of a caption on their own lines). */
  exampleCaptions?: string[];
  /** Optional: where the caption goes; the server takes the band when left out. */
  layout?: TemplateUploadLayout;
}

/** POST the multipart upload (superusers only); isPublic is always sent as true (product.md §5.7). */
export function uploadTemplate({ file, title, description, captionFormat, exampleCaptions, layout }: TemplateUpload) {
  const form = new FormData();
  form.append('file', file);
  form.append('title', title);
  form.append('description', description);
  form.append('isPublic', 'true');
  if (captionFormat) form.append('caption_format', captionFormat);
  if (exampleCaptions?.length) form.append('example_captions', JSON.stringify(exampleCaptions));
  if (layout) form.append('layout', layout);
  return api(ENDPOINTS.libraryTemplates, { method: 'POST', form, schema: TemplateSchema });
}

/** A 404 is an answer here ("no such page"), so it becomes null rather than an error. */
async function nullWhenMissing<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function fetchPublicTemplate(slug: string): Promise<PublicTemplatePage | null> {
  return nullWhenMissing(() =>
    api(ENDPOINTS.publicTemplate(slug), { schema: PublicTemplatePageSchema, anonymous: true }),
  );
}

export function fetchPublicTemplateIndex(page: number): Promise<PublicTemplateIndex | null> {
  return nullWhenMissing(() =>
    api(ENDPOINTS.publicTemplates, {
      query: { page: page > 1 ? page : undefined },
      schema: PublicTemplateIndexSchema,
      anonymous: true,
    }),
  );
}

/** The server seeds these on server-rendered pages (contract ssr.ts); null means not found. */
export function usePublicTemplate(slug: string) {
  return useQuery({
    queryKey: SSR_QUERY_KEYS.publicTemplate(slug),
    queryFn: () => fetchPublicTemplate(slug),
  });
}

export function usePublicTemplateIndex(page: number) {
  return useQuery({
    queryKey: SSR_QUERY_KEYS.publicTemplateIndex(page),
    queryFn: () => fetchPublicTemplateIndex(page),
  });
}
