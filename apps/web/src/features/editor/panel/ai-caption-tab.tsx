import { useId, type ReactNode } from 'react';
import { AI_CAPTION_COST, LOCAL_FILE_TEMPLATE_ID, MEME_TEXT_MAX_LENGTH } from '@memeforge/contract';
import { cn } from '../../../ui';
import { templateIdOf, type EditorCommand, type EditorState } from '../engine';
import { CountedLabel } from './counted-label';

/** What the AI caption helper (its own feature) gets to work with: the editor and the library template. */
export interface AiCaptionContext {
  state: EditorState;
  dispatch: (command: EditorCommand) => void;
  /** The chosen library template's id. */
  templateId: number;
}

/** The AI caption helper's content, passed in by its feature; without one the tab is not shown. */
export type AiCaptionSlot = (context: AiCaptionContext) => ReactNode;

export const AI_PROMPT_NEEDS_TEMPLATE = 'Select a library template to write a caption with AI';
export const AI_PROMPT_LABEL = 'Describe the caption you want';
export const AI_CAPTION_COST_LABEL = `${AI_CAPTION_COST} credit${AI_CAPTION_COST === 1 ? '' : 's'}`;

export interface AiPromptFieldProps {
  value: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  placeholder: string;
  /** Ctrl/Cmd+Enter sends the prompt. */
  onSubmit?: () => void;
}

/**
 * The AI caption prompt (product.md §5.6): the meme text's limit, with the same n/limit counter;
 * the browser stops typing at the limit. Shared by the helper and the disabled tab below, so both
 * look the same.
 */
export function AiPromptField({ value, onChange, disabled = false, placeholder, onSubmit }: AiPromptFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <CountedLabel id={id} label={AI_PROMPT_LABEL} length={value.length} limit={MEME_TEXT_MAX_LENGTH} />
      <textarea
        id={id}
        value={value}
        rows={3}
        maxLength={MEME_TEXT_MAX_LENGTH}
        disabled={disabled}
        placeholder={placeholder}
        aria-describedby={`${id}-count`}
        onChange={(event) => onChange?.(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey) && onSubmit) {
            event.preventDefault();
            onSubmit();
          }
        }}
        className={cn(
          'min-h-24 w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900',
          'placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200',
          'disabled:resize-none disabled:bg-slate-100 disabled:placeholder:text-slate-500 md:text-sm',
        )}
      />
    </div>
  );
}

/**
 * The 'AI Caption' tab (product.md §2.9, §5.6): the helper works from a library template, so on
 * the person's own file (template id -1), or before anything is chosen, its prompt is disabled and
 * says to select a library template.
 */
export function AiCaptionTab({
  slot,
  state,
  dispatch,
}: { slot: AiCaptionSlot } & Omit<AiCaptionContext, 'templateId'>) {
  const templateId = templateIdOf(state);
  if (templateId === null || templateId === LOCAL_FILE_TEMPLATE_ID) {
    return (
      <div className="flex flex-col gap-3">
        <AiPromptField value="" disabled placeholder={AI_PROMPT_NEEDS_TEMPLATE} />
        <p className="text-xs text-slate-500">
          The AI caption helper writes from a library template's picture and meaning; your own files are captioned by
          hand in 'Meme Text'.
        </p>
      </div>
    );
  }
  return <>{slot({ state, dispatch, templateId })}</>;
}
