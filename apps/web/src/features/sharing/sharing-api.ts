/**
 * Share links (decision 025): the owner's switch (POST / DELETE /memes/item/{id}/share/) and the
 * public page's data (GET /memes/shared/{id}/, which the server seeds on the rendered page).
 */
import { useQuery } from '@tanstack/react-query';
import {
  ENDPOINTS,
  MemeShareSchema,
  SSR_QUERY_KEYS,
  SharedMemeSchema,
  type MemeShare,
  type SharedMeme,
} from '@memeforge/contract';
import { ApiError, api } from '../../api';

export function shareMeme(memeId: string): Promise<MemeShare> {
  return api(ENDPOINTS.memeShare(memeId), { method: 'POST', schema: MemeShareSchema });
}

export function stopSharingMeme(memeId: string): Promise<MemeShare> {
  return api(ENDPOINTS.memeShare(memeId), { method: 'DELETE', schema: MemeShareSchema });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a `/m/{id}` address can name a meme at all (anything else is the 404 page). */
export const isMemeId = (value: string): boolean => UUID.test(value);

/** The shared meme's page data; null when there is no such page (not shared, unknown). */
export async function fetchSharedMeme(memeId: string): Promise<SharedMeme | null> {
  try {
    return await api(ENDPOINTS.sharedMeme(memeId), { schema: SharedMemeSchema, anonymous: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The server seeds this on the rendered page (contract ssr.ts); null means not found. */
export function useSharedMeme(memeId: string) {
  return useQuery({
    queryKey: SSR_QUERY_KEYS.sharedMeme(memeId),
    queryFn: () => fetchSharedMeme(memeId),
    enabled: isMemeId(memeId),
  });
}
