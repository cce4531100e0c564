/**
 * The AI caption helper's logic (product.md §1.4, §4, §8.10): one request at a time; a blank
 * prompt is not sent; the free plan (when the plan is known) opens the premium upgrade dialog
 * without asking the server. The caption becomes the meme text as one undoable step, the credits
 * are refreshed, and 'Caption generated successfully!' is shown. A refusal marked plan-not-allowed
 * opens the premium dialog, one marked out-of-credits the out-of-credits dialog (the markers are
 * never shown); anything else toasts the server's message.
 */
import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@memeforge/contract';
import { ApiError } from '../../../api';
import { toast } from '../../../ui';
import { sessionKeys, useKnownFree } from '../../session/queries';
import { useUpgradeModal } from '../../upgrade/upgrade-modal';
import type { EditorCommand } from '../engine';
import { showPaidAiRefusal } from '../paid-ai-refusal';
import { requestAiTagline } from './ai-caption-api';

export interface AiCaption {
  prompt: string;
  setPrompt: (prompt: string) => void;
  pending: boolean;
  /** A prompt with something in it, and no request in flight. */
  canSubmit: boolean;
  submit: () => Promise<void>;
}

export function useAiCaption(templateId: number, dispatch: (command: EditorCommand) => void): AiCaption {
  const [prompt, setPrompt] = useState('');
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const client = useQueryClient();
  const { openUpgrade } = useUpgradeModal();
  const knownFree = useKnownFree();

  const submit = useCallback(async () => {
    const text = prompt.trim();
    if (!text || inFlight.current) return;
    if (knownFree) {
      openUpgrade('premium', MESSAGES.premiumCaption);
      return;
    }
    inFlight.current = true;
    setPending(true);
    try {
      const answer = await requestAiTagline({ prompt: text, template_id: templateId });
      dispatch({ type: 'setCaption', text: answer.tagline });
      toast.success(MESSAGES.captionGenerated);
      void client.invalidateQueries({ queryKey: sessionKeys.currentPackage });
    } catch (error) {
      if (!showPaidAiRefusal(error, openUpgrade, client)) {
        toast.error(error instanceof ApiError ? error.message : MESSAGES.unknownError);
      }
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, [client, dispatch, knownFree, openUpgrade, prompt, templateId]);

  return { prompt, setPrompt, pending, canSubmit: prompt.trim() !== '' && !pending, submit };
}
