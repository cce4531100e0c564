import { useId } from 'react';
import { MEME_ALT_TEXT_MAX_LENGTH, MEME_TEXT_MAX_LENGTH } from '@memeforge/contract';
import { cn } from '../../../ui';
import { defaultAltOf, selectedLayer, type EditorCommand, type EditorState } from '../engine';
import { layerName } from './box-overlay';
import { CountedLabel } from './counted-label';

/**
 * The meme text (product.md §2.9, §5.6): a textarea with the n/limit counter; typing past the
 * limit is cut by the engine, which sets the limit message shown here as the field's error.
 */
export function MemeTextField({ state, dispatch }: { state: EditorState; dispatch: (command: EditorCommand) => void }) {
  const id = useId();
  const { text, box } = selectedLayer(state);
  const error = state.textError;
  // With boxes the field edits the chosen box's text, and says which.
  const label = box ? `${layerName(state.selected, box.label)} text` : 'Meme text';
  return (
    <div className="flex flex-col gap-1.5">
      <CountedLabel id={id} label={label} length={text.length} limit={MEME_TEXT_MAX_LENGTH} error={Boolean(error)} />
      <textarea
        id={id}
        value={text}
        rows={3}
        placeholder={box ? 'Write the text for this box...' : 'Write your caption...'}
        disabled={!state.media}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${id}-count` : `${id}-count`}
        onChange={(event) => dispatch({ type: 'setText', text: event.target.value })}
        className={cn(
          'min-h-24 w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900',
          'placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200',
          'disabled:bg-slate-100 md:text-sm',
          error && 'border-red-500 ring-red-100',
        )}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The meme's alt text (our addition): what screen readers say for the meme wherever it is shown.
 * Empty means the default, shown as the placeholder: the picture and the caption, quoted.
 */
export function AltTextField({ state, dispatch }: { state: EditorState; dispatch: (command: EditorCommand) => void }) {
  const id = useId();
  const { alt } = state;
  return (
    <div className="flex flex-col gap-1.5">
      <CountedLabel id={id} label="Alt text" length={alt.length} limit={MEME_ALT_TEXT_MAX_LENGTH} />
      <textarea
        id={id}
        value={alt}
        rows={2}
        maxLength={MEME_ALT_TEXT_MAX_LENGTH}
        placeholder={defaultAltOf(state)}
        disabled={!state.media}
        aria-describedby={`${id}-hint ${id}-count`}
        onChange={(event) => dispatch({ type: 'setAlt', alt: event.target.value })}
        className={cn(
          'min-h-16 w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900',
          'placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200',
          'disabled:bg-slate-100 md:text-sm',
        )}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        Describes the meme for screen readers; leave empty to use the default
      </p>
    </div>
  );
}
