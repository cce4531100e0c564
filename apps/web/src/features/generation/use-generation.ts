import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type Meme } from '@memeforge/contract';
import { toast, useHydrating } from '../../ui';
import { memeKeys } from '../memes/memes-api';
import { batchOutcome, isPollable, type GenerationInput } from './batch';
import { requestGeneration } from './generation-api';
import { BATCH_TOAST_ID, reportOutcome, updateCredits, useGenerationFailure } from './generation-feedback';
import { EMPTY_BATCH, readGeneratedBatch, writeGeneratedBatch, type GeneratedBatch } from './generation-storage';
import { useBatchPolling, type PollingEnd } from './use-batch-polling';
import { useRegeneration } from './use-regeneration';

/** 'regenerating': one meme of the batch is being replaced (its card shows it preparing). */
export type GenerationPhase = 'idle' | 'submitting' | 'regenerating' | 'polling';

function phaseOf(submitting: boolean, regenerating: boolean, polling: boolean): GenerationPhase {
  if (submitting) return 'submitting';
  if (regenerating) return 'regenerating';
  return polling ? 'polling' : 'idle';
}

/**
 * The generation flow (product.md §4.1): idle → submitting (double submit refused) → complete at
 * once, or polling until every job ends. The batch lives in local storage with the input it was
 * made from, so a reload shows it again, resumes polling its unfinished memes, and can still
 * regenerate one of them. Only one generate or regenerate runs at a time, and neither while the
 * batch is polled. Errors: 402 opens the out-of-credits upgrade modal, 403 the premium one, a
 * 400's message is kept for the form, anything else is 'Meme generation failed'.
 */
export function useGeneration() {
  const client = useQueryClient();
  const report = useGenerationFailure();
  // The server cannot read local storage: a page it rendered hydrates with no batch, and the stored
  // one is shown straight after (decision 048); a page rendered in the browser starts with it.
  const hydrating = useHydrating();
  const [fromServer] = useState(hydrating);
  const [initial] = useState(() => (fromServer ? EMPTY_BATCH : readGeneratedBatch()));
  const [batch, setBatch] = useState(initial);
  const batchRef = useRef(initial);
  const [polling, setPolling] = useState(() => initial.memes.some(isPollable));
  useEffect(() => {
    if (!fromServer) return;
    const stored = readGeneratedBatch();
    if (stored.memes.length === 0 && stored.input === null) return;
    batchRef.current = stored;
    setBatch(stored);
    setPolling(stored.memes.some(isPollable));
  }, [fromServer]);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  const read = useCallback(() => batchRef.current, []);
  const commit = useCallback((next: GeneratedBatch) => {
    batchRef.current = next;
    setBatch(next);
    writeGeneratedBatch(next);
  }, []);
  const commitMemes = useCallback((memes: Meme[]) => commit({ ...batchRef.current, memes }), [commit]);

  const onPollingEnd = useCallback(
    (end: PollingEnd) => {
      setPolling(false);
      // My Memes was cached with these memes still preparing.
      void client.invalidateQueries({ queryKey: memeKeys.all });
      if (end.kind === 'settled') reportOutcome(end.outcome);
      else if (end.kind === 'timeout') toast.error(MESSAGES.generationPollingTimeout, { id: BATCH_TOAST_ID });
      else toast.error(MESSAGES.generationFailedWith(end.message), { id: BATCH_TOAST_ID });
    },
    [client],
  );

  useBatchPolling({ active: polling, read: () => batchRef.current.memes, write: commitMemes, onEnd: onPollingEnd });

  const startPolling = useCallback(() => setPolling(true), []);
  const regeneration = useRegeneration({ lock: inFlight, read, commit, onPending: startPolling });

  const generate = useCallback(
    async (input: GenerationInput) => {
      // The ref refuses a second submit before React has re-rendered the disabled button.
      if (inFlight.current || polling) return;
      inFlight.current = true;
      setSubmitting(true);
      setError(null);
      const sent: GenerationInput = { ...input, description: input.description.trim() };
      try {
        const response = await requestGeneration({ ...sent, memes_ids: [], regenerate: false });
        updateCredits(client, response.credits);
        void client.invalidateQueries({ queryKey: memeKeys.all });
        commit({ memes: response.memes, input: sent });
        const outcome = batchOutcome(response.memes);
        if (outcome === 'pending') {
          toast.info(MESSAGES.generationStarted, { id: BATCH_TOAST_ID });
          setPolling(true);
        } else {
          reportOutcome(outcome);
        }
      } catch (failure) {
        setError(report(failure, input.unhingedLevel));
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [client, commit, polling, report],
  );

  const regenerateMeme = regeneration.regenerate;
  const regenerate = useCallback(
    (memeId: string) => {
      if (!polling) void regenerateMeme(memeId);
    },
    [polling, regenerateMeme],
  );

  /** A like or dislike shown on the batch (the hook patches the cached lists itself). */
  const patchMeme = useCallback(
    (memeId: string, patch: Partial<Meme>) =>
      commitMemes(batchRef.current.memes.map((meme) => (meme.memeId === memeId ? { ...meme, ...patch } : meme))),
    [commitMemes],
  );

  const phase = phaseOf(submitting, regeneration.regeneratingId !== null, polling);
  return {
    memes: batch.memes,
    phase,
    error,
    clearError: useCallback(() => setError(null), []),
    generate,
    patchMeme,
    /** Undefined for a batch stored before its input was kept: it cannot be regenerated. */
    regenerate: batch.input ? regenerate : undefined,
    regeneratingId: regeneration.regeneratingId,
  };
}
