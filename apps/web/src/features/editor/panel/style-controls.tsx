import { useId } from 'react';
import { AlignCenter, AlignLeft, AlignRight, Move, type LucideIcon } from 'lucide-react';
import { MESSAGES, TEXT_ALIGNS, type TextAlign } from '@memeforge/contract';
import { Button, Slider, cn } from '../../../ui';
import {
  effectiveFontSize,
  fontSizeRange,
  isVideo,
  selectedLayer,
  type EditorCommand,
  type EditorState,
} from '../engine';

type Dispatch = (command: EditorCommand) => void;

const ALIGN_LOOKS: Record<TextAlign, { label: string; icon: LucideIcon }> = {
  left: { label: 'Align left', icon: AlignLeft },
  center: { label: 'Align center', icon: AlignCenter },
  right: { label: 'Align right', icon: AlignRight },
};

/** The Font Size slider (product.md §5.11): the engine's range for the medium, as a percentage of the width. */
export function FontSizeControl({ state, dispatch }: { state: EditorState; dispatch: Dispatch }) {
  const labelId = useId();
  const type = state.media?.type ?? 1;
  const { min, max, step } = fontSizeRange(type);
  const layer = selectedLayer(state);
  const value = effectiveFontSize(layer.fontSize, type);
  // A box's text with no size of its own is as large as fits its box.
  const fitted = layer.box !== null && layer.fontSize === null;
  const percent = (fraction: number) => `${(fraction * 100).toFixed(1)}% of the width`;
  return (
    <div className="flex flex-col gap-2" role="group" aria-labelledby={labelId}>
      <div className="flex items-baseline justify-between">
        <span id={labelId} className="text-sm font-medium text-slate-700">
          {MESSAGES.fontSizeLabel}
        </span>
        <span className="text-xs tabular-nums text-slate-500">
          {fitted ? 'Fits its box' : `${Math.round(value * 480)} px`}
        </span>
      </div>
      <Slider
        label={MESSAGES.fontSizeLabel}
        value={value}
        min={min}
        max={max}
        step={step}
        disabled={!state.media}
        valueText={percent}
        onChange={(fontSize) => dispatch({ type: 'setFontSize', fontSize })}
      />
    </div>
  );
}

/** Left, center, right: a toggle group, the pressed one shown and announced. */
export function AlignmentControl({ state, dispatch }: { state: EditorState; dispatch: Dispatch }) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-2">
      <span id={labelId} className="text-sm font-medium text-slate-700">
        Alignment
      </span>
      <div role="group" aria-labelledby={labelId} className="inline-flex w-fit gap-1 rounded-xl bg-slate-100 p-1">
        {TEXT_ALIGNS.map((align) => {
          const { label, icon: Icon } = ALIGN_LOOKS[align];
          const pressed = selectedLayer(state).align === align;
          return (
            <button
              key={align}
              type="button"
              aria-label={label}
              title={label}
              aria-pressed={pressed}
              disabled={!state.media}
              onClick={() => dispatch({ type: 'setAlign', align })}
              className={cn(
                'flex size-10 cursor-pointer items-center justify-center rounded-lg text-slate-600 transition-colors',
                'hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                'disabled:pointer-events-none disabled:opacity-50',
                pressed && 'bg-white text-brand-700 shadow-sm',
              )}
            >
              <Icon className="size-5" aria-hidden />
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** Our addition: the text colour (black on an image's band and white over a video by default). */
export function ColorControl({ state, dispatch }: { state: EditorState; dispatch: Dispatch }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Text colour
      </label>
      <div className="flex h-12 items-center gap-2">
        <input
          id={id}
          type="color"
          value={selectedLayer(state).color}
          disabled={!state.media}
          onChange={(event) => dispatch({ type: 'setColor', color: event.target.value })}
          className={cn(
            'h-10 w-14 cursor-pointer rounded-lg border border-slate-300 bg-white p-1',
            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-50',
          )}
        />
        <span className="font-mono text-xs uppercase text-slate-500">{selectedLayer(state).color}</span>
      </div>
    </div>
  );
}

/** 'Enable Drag' / 'Disable Drag' (videos only): lets the text be moved on the preview. */
export function DragToggle({ state, dispatch }: { state: EditorState; dispatch: Dispatch }) {
  if (!isVideo(state.media?.type)) return null;
  return (
    <Button variant={state.dragEnabled ? 'primary' : 'secondary'} onClick={() => dispatch({ type: 'toggleDrag' })}>
      <Move className="size-4" aria-hidden />
      {state.dragEnabled ? MESSAGES.disableDrag : MESSAGES.enableDrag}
    </Button>
  );
}
