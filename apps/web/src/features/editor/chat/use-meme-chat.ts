/**
 * Edit With AI's logic (decision 029): the meme's history, loaded when the chat opens; one turn at
 * a time (a blank message or one sent while another is in flight is not sent); the free plan (when
 * the plan is known) opens the premium dialog without asking the server. The ai's change is applied
 * to the editor as one undoable command, the credits are refreshed, and the answer joins the
 * history. A refusal marked plan-not-allowed opens the premium dialog, one marked out-of-credits the
 * out-of-credits dialog; anything else is shown in the chat and toasted.
 */
import { useCallback, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type ChatChipKey, type ChatHistory, type ChatMessage } from '@memeforge/contract';
import { ApiError } from '../../../api';
import { toast } from '../../../ui';
import { sessionKeys, useKnownFree } from '../../session/queries';
import { useUpgradeModal } from '../../upgrade/upgrade-modal';
import { showPaidAiRefusal } from '../paid-ai-refusal';
import type { ChatChangeCommand } from './apply-change';
import { chatKeys, fetchChatHistory, sendChatTurn } from './chat-api';

export interface MemeChat {
  messages: ChatMessage[];
  loading: boolean;
  loadError: boolean;
  /** The message waiting for its answer (shown at once, before the server stores it). */
  pendingMessage: string | null;
  /** The last turn's error, shown under the messages. */
  error: string | null;
  send: (message: string, chip?: ChatChipKey) => Promise<boolean>;
  retryHistory: () => void;
}

export interface MemeChatInput {
  memeId: string;
  /** What the editor shows now: the turn is about it. */
  caption: string;
  templateId: number;
  apply: (command: ChatChangeCommand) => void;
}

export function useMemeChat({ memeId, caption, templateId, apply }: MemeChatInput): MemeChat {
  const client = useQueryClient();
  const history = useQuery({ queryKey: chatKeys.history(memeId), queryFn: () => fetchChatHistory(memeId) });
  const [pendingMessage, setPendingMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const { openUpgrade } = useUpgradeModal();
  const knownFree = useKnownFree();

  const send = useCallback(
    async (message: string, chip?: ChatChipKey) => {
      const text = message.trim();
      if (!text || inFlight.current) return false;
      if (knownFree) {
        openUpgrade('premium', MESSAGES.premiumCaption);
        return false;
      }
      inFlight.current = true;
      setPendingMessage(text);
      setError(null);
      try {
        const answer = await sendChatTurn({
          meme_id: memeId,
          message: text,
          ...(chip ? { chip } : {}),
          caption,
          template_id: templateId,
        });
        const change = answer.ai.change;
        if (change) apply({ type: 'applyChatChange', caption: change.caption, template: change.template });
        client.setQueryData<ChatHistory>(chatKeys.history(memeId), (old) => ({
          results: [...(old?.results ?? []), answer.user, answer.ai],
        }));
        void client.invalidateQueries({ queryKey: sessionKeys.currentPackage });
        return true;
      } catch (failure) {
        if (!showPaidAiRefusal(failure, openUpgrade, client)) {
          const shown = failure instanceof ApiError ? failure.message : MESSAGES.unknownError;
          setError(shown);
          toast.error(shown);
        }
        return false;
      } finally {
        inFlight.current = false;
        setPendingMessage(null);
      }
    },
    [apply, caption, client, knownFree, memeId, openUpgrade, templateId],
  );

  return {
    messages: history.data?.results ?? [],
    loading: history.isPending,
    loadError: history.isError,
    pendingMessage,
    error,
    send,
    retryHistory: () => void history.refetch(),
  };
}
