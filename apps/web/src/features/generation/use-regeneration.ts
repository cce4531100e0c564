import { useCallback, useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@memeforge/contract';
import { toast } from '../../ui';
import { memeKeys } from '../memes/memes-api';
import { isPollable, replaceMeme } from './batch';
import { requestGeneration } from './generation-api';
import { updateCredits, useGenerationFailure } from './generation-feedback';
import type { GeneratedBatch } from './generation-storage';

interface RegenerationOptions {
  /** Held by any generate or regenerate in flight; refuses a second one before React re-renders the buttons. */
  lock: RefObject<boolean>;
  read: () => GeneratedBatch;
  commit: (batch: GeneratedBatch) => void;
  /** The fresh meme is still being made: poll it like the rest of the batch. */
  onPending: () => void;
}

/**
 * Regenerate one meme of the batch: the batch's own description, media type and level are sent
 * again with `regenerate: true` and that meme's id (one credit). The server deletes the old meme
 * and answers with its replacement, which takes the old card's place. While the request is out,
 * `regeneratingId` names the meme being replaced; on any failure the batch is left as it was.
 */
export function useRegeneration({ lock, read, commit, onPending }: RegenerationOptions) {
  const client = useQueryClient();
  const report = useGenerationFailure();
  const [regeneratingId, setRegeneratingId] = useState<string | null>(null);

  const regenerate = useCallback(
    async (memeId: string) => {
      const { input } = read();
      if (!input || lock.current) return;
      lock.current = true;
      setRegeneratingId(memeId);
      try {
        const response = await requestGeneration({ ...input, memes_ids: [memeId], regenerate: true });
        updateCredits(client, response.credits);
        // My Memes was cached with the old meme, which the server has deleted.
        void client.invalidateQueries({ queryKey: memeKeys.all });
        // Read again: a like may have changed the batch while the request was out.
        const batch = read();
        commit({ ...batch, memes: replaceMeme(batch.memes, memeId, response.memes) });
        toast.success(MESSAGES.memeRegenerated);
        if (response.memes.some(isPollable)) onPending();
      } catch (failure) {
        report(failure, input.unhingedLevel);
      } finally {
        lock.current = false;
        setRegeneratingId(null);
      }
    },
    [client, commit, lock, onPending, read, report],
  );

  return { regeneratingId, regenerate };
}
