/** What a generate or a regenerate tells the user and the caches, shared so both say it the same way. */
import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { MESSAGES, PREMIUM_UNHINGED_MIN, type CurrentPackage } from '@memeforge/contract';
import { ApiError } from '../../api';
import { toast } from '../../ui';
import { sessionKeys } from '../session/queries';
import { useUpgradeModal } from '../upgrade/upgrade-modal';
import type { BatchOutcome } from './batch';

/**
 * One toast per batch: 'being generated' is replaced by how the batch ended, instead of the two
 * contradicting each other on screen when the videos finish within the toast's 3 seconds.
 */
export const BATCH_TOAST_ID = 'generation-batch';

export function reportOutcome(outcome: Exclude<BatchOutcome, 'pending'>) {
  if (outcome === 'some-failed') toast.error(MESSAGES.someMemesFailed, { id: BATCH_TOAST_ID });
  else toast.success(MESSAGES.generationCompleted, { id: BATCH_TOAST_ID });
}

/** Cached credits are updated from the response (product.md §4.1), so the credits box is right at once. */
export function updateCredits(client: QueryClient, credits: string) {
  const current = client.getQueryData<CurrentPackage>(sessionKeys.currentPackage);
  if (current) client.setQueryData<CurrentPackage>(sessionKeys.currentPackage, { ...current, credits });
  else void client.invalidateQueries({ queryKey: sessionKeys.currentPackage });
}

/**
 * A refused generate or regenerate: 402 opens the out-of-credits upgrade modal, 403 the premium
 * one (naming the unhinged levels when those were asked for), a 429 (memes still being made, or
 * too many requests) toasts the server's own words, anything else toasts 'Meme generation
 * failed'. Returns a 400's message, for a caller that has somewhere to show it.
 */
export function useGenerationFailure() {
  const client = useQueryClient();
  const { openUpgrade } = useUpgradeModal();
  return useCallback(
    (failure: unknown, unhingedLevel: number): string | null => {
      if (failure instanceof ApiError && failure.status === 402) {
        void client.invalidateQueries({ queryKey: sessionKeys.currentPackage });
        openUpgrade('credits');
        return null;
      }
      if (failure instanceof ApiError && failure.status === 403) {
        openUpgrade('premium', unhingedLevel >= PREMIUM_UNHINGED_MIN ? MESSAGES.premiumUnhinged : failure.message);
        return null;
      }
      if (failure instanceof ApiError && failure.status === 429) {
        // Not the topic's fault: said in the toast, the form left as it is.
        toast.error(failure.message);
        return null;
      }
      toast.error(MESSAGES.generationFailed);
      return failure instanceof ApiError && failure.status === 400 ? failure.message : null;
    },
    [client, openUpgrade],
  );
}
