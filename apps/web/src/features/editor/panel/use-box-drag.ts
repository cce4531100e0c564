import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { LayerBox } from '@memeforge/contract';
import type { EditorCommand } from '../engine';

/** Arrow keys move (or resize) a box by 1% of the picture, 5% with Shift. */
export const BOX_KEY_STEP = 0.01;
export const BOX_KEY_STEP_LARGE = 0.05;

type Mode = 'move' | 'resize';

interface Drag {
  pointerId: number;
  mode: Mode;
  startX: number;
  startY: number;
  start: LayerBox;
  /** The picture's displayed size when the drag began: a pointer's pixels over it are fractions. */
  width: number;
  height: number;
  moved: boolean;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * Moving and resizing the selected text box on the preview (decision 057) by mouse, pen or finger
 * (pointer events, captured, so a drag continues outside the picture) and by the arrow keys. The
 * box's place and size are fractions of the picture, so a pointer move of `dx` pixels is `dx` over
 * the picture's displayed width. Each drag is one undo step (its first move says `step: true`), and
 * so is each run of key presses.
 */
export function useBoxDrag({
  frame,
  dispatch,
}: {
  /** The element the boxes are placed in (the picture's displayed area). */
  frame: () => HTMLElement | null;
  dispatch: (command: EditorCommand) => void;
}) {
  const drag = useRef<Drag | null>(null);
  const keyRun = useRef(false);

  const change = (mode: Mode, start: LayerBox, dx: number, dy: number, step: boolean) => {
    dispatch({
      type: 'setBox',
      box:
        mode === 'move' ? { x: start.x + dx, y: start.y + dy } : { width: start.width + dx, height: start.height + dy },
      step,
    });
  };

  const end = (event: PointerEvent<HTMLElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
  };

  /** The handlers of layer `index`'s box (`move`) or its corner (`resize`); a press selects the layer first. */
  return (mode: Mode, index: number, box: LayerBox) => ({
    onPointerDown(event: PointerEvent<HTMLElement>) {
      const area = frame()?.getBoundingClientRect();
      if (!area || area.width <= 0 || (event.pointerType === 'mouse' && event.button !== 0)) return;
      event.preventDefault();
      event.stopPropagation();
      dispatch({ type: 'selectLayer', index });
      event.currentTarget.focus({ preventScroll: true });
      event.currentTarget.setPointerCapture?.(event.pointerId);
      drag.current = {
        pointerId: event.pointerId,
        mode,
        startX: event.clientX,
        startY: event.clientY,
        start: box,
        width: area.width,
        height: area.height,
        moved: false,
      };
      keyRun.current = false;
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const dx = (event.clientX - current.startX) / current.width;
      const dy = (event.clientY - current.startY) / current.height;
      if (!Number.isFinite(dx) || !Number.isFinite(dy)) return;
      change(current.mode, current.start, dx, dy, !current.moved);
      current.moved = true;
    },
    onPointerUp: end,
    onPointerCancel: end,
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      const arrow = ARROWS[event.key];
      if (!arrow) return;
      event.preventDefault();
      event.stopPropagation();
      const size = event.shiftKey ? BOX_KEY_STEP_LARGE : BOX_KEY_STEP;
      change(mode, box, arrow[0] * size, arrow[1] * size, !keyRun.current);
      keyRun.current = true;
    },
    onBlur() {
      keyRun.current = false;
    },
  });
}
