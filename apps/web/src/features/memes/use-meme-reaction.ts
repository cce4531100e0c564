import { useCallback, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type Meme } from '@memeforge/contract';
import { toast } from '../../ui';
import { memeKeys, patchCachedMeme, sendMemeAction } from './memes-api';
import { actionFor, flagsAfter, type Reaction } from './reactions';

export type MemePatcher = (memeId: string, patch: Partial<Meme>) => void;

/**
 * Like and dislike, optimistically: the new flags show at once (in the cached My Memes pages and
 * through `onPatch`, the generate page's batch), the server's answer replaces them, and a failure
 * puts back what was there. Only the latest press of a card settles its flags, so a quick
 * like-then-dislike never ends on the first answer.
 */
export function useMemeReaction(meme: Meme, onPatch?: MemePatcher) {
  const client = useQueryClient();
  const latest = useRef(0);
  return useCallback(
    async (pressed: Reaction) => {
      const before = { isLiked: meme.isLiked, isDisliked: meme.isDisliked };
      const action = actionFor(before, pressed);
      const press = ++latest.current;
      const apply = (patch: Partial<Meme>) => {
        patchCachedMeme(client, meme.memeId, patch);
        onPatch?.(meme.memeId, patch);
      };
      apply(flagsAfter(action, before));
      try {
        const updated = await sendMemeAction(meme.memeId, action);
        if (press === latest.current) apply({ isLiked: updated.isLiked, isDisliked: updated.isDisliked });
        void client.invalidateQueries({ queryKey: memeKeys.all });
      } catch {
        if (press === latest.current) apply(before);
        toast.error(MESSAGES.memeReactionFailed);
      }
    },
    [client, meme.isDisliked, meme.isLiked, meme.memeId, onPatch],
  );
}
