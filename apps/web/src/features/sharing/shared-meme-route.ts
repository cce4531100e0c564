/**
 * What server rendering needs for a shared meme's page (`/m/{id}`): the cache entry its query
 * reads (null when the server found no shared meme, so the 404 page renders and hydrates as the
 * same 404 page) and its head tags.
 */
import type { QueryClient } from '@tanstack/react-query';
import { SSR_QUERY_KEYS, sharedMemeIdOfPath, type PageData, type SharedMeme } from '@memeforge/contract';
import type { PageMeta } from '../../routes/meta';
import { sharedMemeMeta } from './shared-meme-meta';

/** The meme id of a `/m/{id}` path, or null for any other path. */
export function sharedMemeRouteId(pathname: string): string | null {
  return sharedMemeIdOfPath(pathname);
}

export function seedSharedMeme(client: QueryClient, pathname: string, pageData: PageData | undefined): void {
  const memeId = sharedMemeRouteId(pathname);
  if (memeId === null || pageData?.status !== 404) return;
  const key = SSR_QUERY_KEYS.sharedMeme(memeId);
  if (client.getQueryData(key) === undefined) client.setQueryData(key, null);
}

/** The shared meme page's head, when the server found the meme. */
export function sharedMemePageMeta(client: QueryClient, pathname: string): PageMeta | undefined {
  const memeId = sharedMemeRouteId(pathname);
  if (memeId === null) return undefined;
  const page = client.getQueryData<SharedMeme | null>(SSR_QUERY_KEYS.sharedMeme(memeId));
  return page ? sharedMemeMeta(page) : undefined;
}
