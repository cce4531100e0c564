import { useId } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { MEME_MAX_TEXT_LAYERS } from '@memeforge/contract';
import { Button, cn } from '../../../ui';
import { hasBoxes, selectedLayer, type EditorCommand, type EditorState } from '../engine';
import { layerName } from './box-overlay';

type Dispatch = (command: EditorCommand) => void;

const LAYOUTS = [
  { value: 'band', label: 'Caption above' },
  { value: 'top-bottom', label: 'Text on the picture' },
] as const;

/**
 * Where the text goes (decision 057): in the band above the picture (one text), or on the picture
 * in boxes (the classic top and bottom lines, or the template's own boxes).
 */
export function LayoutControl({ state, dispatch }: { state: EditorState; dispatch: Dispatch }) {
  const labelId = useId();
  const current = hasBoxes(state) ? 'top-bottom' : 'band';
  return (
    <div className="flex flex-col gap-2">
      <span id={labelId} className="text-sm font-medium text-slate-700">
        Text placement
      </span>
      <div role="group" aria-labelledby={labelId} className="inline-flex w-fit gap-1 rounded-xl bg-slate-100 p-1">
        {LAYOUTS.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            aria-pressed={current === value}
            disabled={!state.media}
            onClick={() => dispatch({ type: 'setLayout', layout: value })}
            className={cn(
              'min-h-10 cursor-pointer rounded-lg px-3 text-sm font-medium text-slate-600 transition-colors',
              'hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
              'disabled:pointer-events-none disabled:opacity-50',
              current === value && 'bg-white text-brand-700 shadow-sm',
            )}
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * The texts of a meme with boxes: pick the one to edit (or tap its box on the preview), add one,
 * remove the one being edited, and switch its outline.
 */
export function LayerList({ state, dispatch }: { state: EditorState; dispatch: Dispatch }) {
  const labelId = useId();
  if (!hasBoxes(state)) return null;
  const layer = selectedLayer(state);
  return (
    <div className="flex flex-col gap-2">
      <span id={labelId} className="text-sm font-medium text-slate-700">
        Texts on the picture
      </span>
      <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-1.5">
        {state.layers.map((each, index) => (
          <button
            key={index}
            type="button"
            aria-pressed={index === state.selected}
            onClick={() => dispatch({ type: 'selectLayer', index })}
            title={each.text || 'empty'}
            className={cn(
              'min-h-10 max-w-[14rem] cursor-pointer truncate rounded-lg border px-3 text-left text-sm transition-colors',
              'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
              index === state.selected
                ? 'border-brand-500 bg-brand-50 font-medium text-brand-700'
                : 'border-slate-200 bg-white text-slate-700 hover:border-slate-300',
            )}
          >
            {layerName(index, each.box?.label)}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          disabled={state.layers.length >= MEME_MAX_TEXT_LAYERS}
          onClick={() => dispatch({ type: 'addLayer' })}
        >
          <Plus className="size-4" aria-hidden />
          Add text
        </Button>
        <Button variant="ghost" disabled={state.layers.length <= 1} onClick={() => dispatch({ type: 'removeLayer' })}>
          <Trash2 className="size-4" aria-hidden />
          Remove {layerName(state.selected, layer.box?.label).toLowerCase()}
        </Button>
        <label className="ml-auto inline-flex min-h-10 cursor-pointer items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={layer.box?.style === 'outlined'}
            onChange={(event) => dispatch({ type: 'setOutline', outlined: event.target.checked })}
          />
          Outline
        </label>
      </div>
      <p className="text-xs text-slate-500">
        Drag a box on the picture to move it and its corner to resize it; or focus it and use the arrow keys (Shift for
        bigger steps).
      </p>
    </div>
  );
}
