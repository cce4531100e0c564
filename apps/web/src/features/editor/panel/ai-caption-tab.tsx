import { useId, type ReactNode } from 'react';
import { LOCAL_FILE_TEMPLATE_ID } from '@memeforge/contract';
import { templateIdOf, type EditorCommand, type EditorState } from '../engine';

/** What the AI caption helper (its own issue) gets to work with: the editor and the library template. */
export interface AiCaptionContext {
  state: EditorState;
  dispatch: (command: EditorCommand) => void;
  /** The chosen library template's id. */
  templateId: number;
}

/** The AI caption helper's content, passed in by its feature; without one the tab is not shown. */
export type AiCaptionSlot = (context: AiCaptionContext) => ReactNode;

export const AI_PROMPT_NEEDS_TEMPLATE = 'Select a library template to write a caption with AI';

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
  const id = useId();
  const templateId = templateIdOf(state);
  if (templateId === null || templateId === LOCAL_FILE_TEMPLATE_ID) {
    return (
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          Describe the caption you want
        </label>
        <textarea
          id={id}
          disabled
          rows={3}
          placeholder={AI_PROMPT_NEEDS_TEMPLATE}
          className="min-h-24 w-full resize-none rounded-lg border border-slate-300 bg-slate-100 px-3 py-2 text-sm placeholder:text-slate-500"
        />
      </div>
    );
  }
  return <>{slot({ state, dispatch, templateId })}</>;
}
