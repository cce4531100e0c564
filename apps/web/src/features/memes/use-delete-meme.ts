import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type Meme, type UserMemesList } from '@memeforge/contract';
import { ApiError } from '../../api';
import { toast } from '../../ui';
import { deleteMeme, memeKeys } from './memes-api';

/**
 * Deleting a meme with a confirmation: `asking` is the meme awaiting the user's answer. A 404 means
 * it is already gone, which is what the user wanted. The meme leaves the cached pages at once;
 * the pages are then fetched again so the current one fills up.
 */
export function useDeleteMeme(onDeleted?: (meme: Meme) => void) {
  const client = useQueryClient();
  const [asking, setAsking] = useState<Meme | null>(null);
  const [deleting, setDeleting] = useState(false);

  const confirm = useCallback(
    async (meme: Meme) => {
      setDeleting(true);
      try {
        await deleteMeme(meme.memeId);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) {
          toast.error(MESSAGES.memeDeleteFailed);
          setDeleting(false);
          return;
        }
      }
      client.setQueriesData<UserMemesList>({ queryKey: memeKeys.all }, (list) =>
        list?.results.some((item) => item.memeId === meme.memeId)
          ? {
              ...list,
              count: Math.max(0, list.count - 1),
              results: list.results.filter((item) => item.memeId !== meme.memeId),
            }
          : list,
      );
      void client.invalidateQueries({ queryKey: memeKeys.all });
      onDeleted?.(meme);
      toast.success(MESSAGES.memeDeleted);
      setDeleting(false);
      setAsking(null);
    },
    [client, onDeleted],
  );

  return { asking, ask: setAsking, cancel: () => setAsking(null), confirm, deleting };
}
