import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { clampOffsetY, type EditorCommand } from '../engine';

/** Arrow keys move the text by 1% of the frame's height, 5% with Shift. */
export const KEY_STEP = 0.01;
export const KEY_STEP_LARGE = 0.05;

interface Drag {
  pointerId: number;
  startY: number;
  startOffset: number;
  moved: boolean;
}

/**
 * Moving a video's caption up and down (product.md §2.9 'Enable Drag'): by mouse, pen or finger
 * (pointer events, captured, so the drag continues outside the frame) and by the arrow keys. The
 * offset is a fraction of the frame's height, so a move of `dy` pixels is `dy / frameHeight`. Each
 * drag is one undo step (its first move says `step: true`); so is each run of key presses.
 */
export function useTextDrag({
  enabled,
  offsetY,
  frameHeight,
  dispatch,
}: {
  enabled: boolean;
  offsetY: number;
  frameHeight: number;
  dispatch: (command: EditorCommand) => void;
}) {
  const offset = useRef(offsetY);
  const drag = useRef<Drag | null>(null);
  const keyRun = useRef(false);
  useEffect(() => {
    offset.current = offsetY;
  }, [offsetY]);

  const move = (next: number, step: boolean) => {
    offset.current = clampOffsetY(next);
    dispatch({ type: 'setOffsetY', offsetY: offset.current, step });
  };

  const end = (event: PointerEvent<HTMLElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
  };

  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (!enabled || frameHeight <= 0 || (event.pointerType === 'mouse' && event.button !== 0)) return;
      event.preventDefault();
      event.currentTarget.focus({ preventScroll: true });
      event.currentTarget.setPointerCapture?.(event.pointerId);
      drag.current = { pointerId: event.pointerId, startY: event.clientY, startOffset: offset.current, moved: false };
      keyRun.current = false;
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const next = current.startOffset + (event.clientY - current.startY) / frameHeight;
      if (!Number.isFinite(next)) return;
      move(next, !current.moved);
      current.moved = true;
    },
    onPointerUp: end,
    onPointerCancel: end,
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      if (!enabled) return;
      const size = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
      const delta = event.key === 'ArrowUp' ? -size : event.key === 'ArrowDown' ? size : 0;
      if (delta === 0) return;
      event.preventDefault();
      move(offset.current + delta, !keyRun.current);
      keyRun.current = true;
    },
    onBlur() {
      keyRun.current = false;
    },
  };
}
