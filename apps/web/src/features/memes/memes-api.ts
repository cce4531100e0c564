/**
 * The user's memes (product.md §7.6): the paged My Memes list, like/dislike actions and
 * deleting one. Query keys live here so the generate page can invalidate the list after a
 * generation.
 */
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  ENDPOINTS,
  GENERATION_POLL_INTERVAL_MS,
  MemeSchema,
  UserMemesListSchema,
  type Meme,
  type MemeActionRequest,
  type UserMemesList,
} from '@memeforge/contract';
import { api } from '../../api';
import { listKeys, listQuery, type ListFilters } from '../browse/list-filters';
import { isPreparing } from './meme-status';

export const memeKeys = listKeys('user-memes');

export function fetchUserMemes(filters: ListFilters) {
  return api(ENDPOINTS.userMemes, { query: listQuery(filters), schema: UserMemesListSchema });
}

/**
 * One page of My Memes, cached 5 minutes (product.md §7.6; AppProviders' default) and invalidated
 * after a generation or an action. The previous page stays on screen while the next loads. While a
 * meme on the page is still being prepared, the page is asked again at the polling interval so it
 * finishes on screen.
 */
export function useUserMemes(filters: ListFilters) {
  return useQuery({
    queryKey: memeKeys.list(filters),
    queryFn: () => fetchUserMemes(filters),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.results.some(isPreparing) ? GENERATION_POLL_INTERVAL_MS : false),
  });
}

export function sendMemeAction(memeId: string, action: MemeActionRequest['action']): Promise<Meme> {
  return api(ENDPOINTS.memeActions, { method: 'POST', json: { memeId, action }, schema: MemeSchema });
}

export function deleteMeme(memeId: string): Promise<unknown> {
  return api(ENDPOINTS.meme(memeId), { method: 'DELETE' });
}

/** Applies `patch` to the meme wherever a cached My Memes page holds it (an optimistic update). */
export function patchCachedMeme(client: QueryClient, memeId: string, patch: Partial<Meme>) {
  client.setQueriesData<UserMemesList>({ queryKey: memeKeys.all }, (list) =>
    list
      ? { ...list, results: list.results.map((meme) => (meme.memeId === memeId ? { ...meme, ...patch } : meme)) }
      : list,
  );
}
