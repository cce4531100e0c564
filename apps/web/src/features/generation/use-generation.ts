import { useCallback, useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  MESSAGES,
  PREMIUM_UNHINGED_MIN,
  type CurrentPackage,
  type GenerationMediaType,
  type Meme,
} from '@memeforge/contract';
import { ApiError } from '../../api';
import { toast } from '../../ui';
import { memeKeys } from '../memes/memes-api';
import { sessionKeys } from '../session/queries';
import { useUpgradeModal } from '../upgrade/upgrade-modal';
import { batchOutcome, isPollable, type BatchOutcome } from './batch';
import { requestGeneration } from './generation-api';
import { readGeneratedMemes, writeGeneratedMemes } from './generation-storage';
import { useBatchPolling, type PollingEnd } from './use-batch-polling';

export type GenerationPhase = 'idle' | 'submitting' | 'polling';

export interface GenerationInput {
  description: string;
  mediaType: GenerationMediaType;
  unhingedLevel: number;
}

function reportOutcome(outcome: Exclude<BatchOutcome, 'pending'>) {
  if (outcome === 'some-failed') toast.error(MESSAGES.someMemesFailed);
  else toast.success(MESSAGES.generationCompleted);
}

/** Cached credits are updated from the response (spec §4), so the credits box is right at once. */
function updateCredits(client: QueryClient, credits: string) {
  const current = client.getQueryData<CurrentPackage>(sessionKeys.currentPackage);
  if (current) client.setQueryData<CurrentPackage>(sessionKeys.currentPackage, { ...current, credits });
  else void client.invalidateQueries({ queryKey: sessionKeys.currentPackage });
}

/**
 * The generation flow (spec §4): idle → submitting (double submit refused) → complete at once, or
 * polling until every job ends. The batch lives in local storage, so a reload shows it again and
 * resumes polling its unfinished memes. Errors: 402 opens the out-of-credits upgrade modal, 403
 * the premium one, a 400's message is kept for the form, anything else is 'Meme generation failed'.
 */
export function useGeneration() {
  const client = useQueryClient();
  const { openUpgrade } = useUpgradeModal();
  const [initial] = useState(readGeneratedMemes);
  const [memes, setMemes] = useState(initial);
  const memesRef = useRef(initial);
  const [polling, setPolling] = useState(() => initial.some(isPollable));
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  const commit = useCallback((next: Meme[]) => {
    memesRef.current = next;
    setMemes(next);
    writeGeneratedMemes(next);
  }, []);

  const onPollingEnd = useCallback(
    (end: PollingEnd) => {
      setPolling(false);
      // My Memes was cached with these memes still preparing.
      void client.invalidateQueries({ queryKey: memeKeys.all });
      if (end.kind === 'settled') reportOutcome(end.outcome);
      else if (end.kind === 'timeout') toast.error(MESSAGES.generationPollingTimeout);
      else toast.error(MESSAGES.generationFailedWith(end.message));
    },
    [client],
  );

  useBatchPolling({ active: polling, read: () => memesRef.current, write: commit, onEnd: onPollingEnd });

  const fail = useCallback(
    (failure: unknown, input: GenerationInput) => {
      if (failure instanceof ApiError && failure.status === 402) {
        void client.invalidateQueries({ queryKey: sessionKeys.currentPackage });
        return openUpgrade('credits');
      }
      if (failure instanceof ApiError && failure.status === 403) {
        const unhinged = input.unhingedLevel >= PREMIUM_UNHINGED_MIN;
        return openUpgrade('premium', unhinged ? MESSAGES.premiumUnhinged : failure.message);
      }
      if (failure instanceof ApiError && failure.status === 400) setError(failure.message);
      toast.error(MESSAGES.generationFailed);
    },
    [client, openUpgrade],
  );

  const generate = useCallback(
    async (input: GenerationInput) => {
      // The ref refuses a second submit before React has re-rendered the disabled button.
      if (inFlight.current || polling) return;
      inFlight.current = true;
      setSubmitting(true);
      setError(null);
      try {
        const response = await requestGeneration({
          description: input.description.trim(),
          mediaType: input.mediaType,
          unhingedLevel: input.unhingedLevel,
          memes_ids: [],
          regenerate: false,
        });
        updateCredits(client, response.credits);
        void client.invalidateQueries({ queryKey: memeKeys.all });
        commit(response.memes);
        const outcome = batchOutcome(response.memes);
        if (outcome === 'pending') {
          toast.info(MESSAGES.generationStarted);
          setPolling(true);
        } else {
          reportOutcome(outcome);
        }
      } catch (failure) {
        fail(failure, input);
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [client, commit, fail, polling],
  );

  /** A like or dislike shown on the batch (the hook patches the cached lists itself). */
  const patchMeme = useCallback(
    (memeId: string, patch: Partial<Meme>) =>
      commit(memesRef.current.map((meme) => (meme.memeId === memeId ? { ...meme, ...patch } : meme))),
    [commit],
  );

  const phase: GenerationPhase = submitting ? 'submitting' : polling ? 'polling' : 'idle';
  return { memes, phase, error, clearError: useCallback(() => setError(null), []), generate, patchMeme };
}
