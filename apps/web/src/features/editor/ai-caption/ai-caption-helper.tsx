/**
 * The 'AI Caption' tab's content (product.md §1.4, §2.9, §5.6), given to the editor panel as its
 * `aiCaptionSlot`: the prompt (the meme text's limit, with its counter), the cost, and 'Generate
 * Caption' ('Generating...' while the caption is written). The caption replaces the meme text as
 * one undoable step and shows in the preview at once; the tab stays open, so another prompt can
 * be tried right away ('Meme Text' is one click away to fine-tune it).
 */
import { Sparkles } from 'lucide-react';
import { MESSAGES } from '@memeforge/contract';
import { Button } from '../../../ui';
import {
  AI_CAPTION_COST_LABEL,
  AiPromptField,
  type AiCaptionContext,
  type AiCaptionSlot,
} from '../panel/ai-caption-tab';
import { useAiCaption } from './use-ai-caption';

export const AI_PROMPT_PLACEHOLDER = 'e.g. when the meeting could have been an email';

export function AiCaptionHelper({ dispatch, templateId }: AiCaptionContext) {
  const caption = useAiCaption(templateId, dispatch);
  const submit = () => void caption.submit();
  return (
    <form
      className="flex flex-col gap-3"
      aria-label="AI caption"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <AiPromptField
        value={caption.prompt}
        onChange={caption.setPrompt}
        placeholder={AI_PROMPT_PLACEHOLDER}
        onSubmit={submit}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-slate-500">
          Costs <span className="font-semibold text-slate-700">{AI_CAPTION_COST_LABEL}</span>; replaces the meme text
          (undo brings it back).
        </p>
        <Button type="submit" loading={caption.pending} disabled={!caption.canSubmit}>
          {!caption.pending && <Sparkles className="size-4" aria-hidden />}
          {caption.pending ? MESSAGES.generating : MESSAGES.generateCaption}
        </Button>
      </div>
    </form>
  );
}

/** The editor panel's `aiCaptionSlot`. */
export const aiCaptionSlot: AiCaptionSlot = (context) => <AiCaptionHelper {...context} />;
