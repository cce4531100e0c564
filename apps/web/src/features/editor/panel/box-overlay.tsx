import { useRef } from 'react';
import { cn } from '../../../ui';
import type { EditorCommand, EditorState } from '../engine';
import { useBoxDrag } from './use-box-drag';

/** A text box's name for people: its number and what it holds. */
export function layerName(index: number, label: string | undefined): string {
  return label ? `Text ${index + 1} (${label})` : `Text ${index + 1}`;
}

/**
 * The text boxes over the preview (decision 057), placed by their fractions of the picture: tap or
 * click one to edit its text, drag it to move it, drag its corner to resize it; focused, the arrow
 * keys move it (Shift for bigger steps) and its corner's arrow keys resize it. Drawn text comes from
 * the canvas under it; these are only the handles.
 */
export function BoxOverlay({
  state,
  dispatch,
}: {
  state: Pick<EditorState, 'layers' | 'selected'>;
  dispatch: (command: EditorCommand) => void;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const handlers = useBoxDrag({ frame: () => frame.current, dispatch });
  if (!state.layers.some((layer) => layer.box)) return null;

  return (
    <div ref={frame} className="absolute inset-0" data-testid="text-boxes">
      {state.layers.map((layer, index) => {
        if (!layer.box) return null;
        const selected = index === state.selected;
        const name = layerName(index, layer.box.label);
        return (
          // The box and its corner are siblings in one placed (and rotated) frame: a focusable control
          // inside another is one that assistive technology cannot reach (axe's nested-interactive).
          <div
            key={index}
            className="absolute"
            style={{
              left: `${layer.box.x * 100}%`,
              top: `${layer.box.y * 100}%`,
              width: `${layer.box.width * 100}%`,
              height: `${layer.box.height * 100}%`,
              transform: layer.box.rotation ? `rotate(${layer.box.rotation}deg)` : undefined,
            }}
          >
            <div
              role="button"
              tabIndex={0}
              aria-pressed={selected}
              aria-label={`${name}: ${layer.text.trim() || 'empty'}. Arrow keys move it.`}
              data-testid={`text-box-${index}`}
              className={cn(
                'absolute inset-0 touch-none select-none rounded-sm outline-none',
                selected
                  ? 'cursor-move border-2 border-dashed border-brand-500 bg-brand-500/5 shadow-[0_0_0_1px_rgba(255,255,255,0.8)]'
                  : 'cursor-pointer border border-dashed border-white/70 shadow-[0_0_0_1px_rgba(0,0,0,0.35)] hover:border-brand-200',
                'focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-1',
              )}
              onFocus={() => dispatch({ type: 'selectLayer', index })}
              {...handlers('move', index, layer.box)}
            />
            {selected && (
              <span
                role="button"
                tabIndex={0}
                aria-label={`Resize ${name}. Arrow keys change its size.`}
                data-testid={`resize-text-box-${index}`}
                className="absolute -bottom-2.5 -right-2.5 size-5 touch-none cursor-nwse-resize rounded-full border-2 border-white bg-brand-600 shadow focus-visible:ring-2 focus-visible:ring-brand-500"
                {...handlers('resize', index, layer.box)}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
