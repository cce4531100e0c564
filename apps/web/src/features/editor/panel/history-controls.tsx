import { Redo2, RotateCcw, Undo2 } from 'lucide-react';
import { MESSAGES } from '@memeforge/contract';
import { Button } from '../../../ui';
import { canRedo, canUndo, type EditorCommand, type EditorState } from '../engine';

const isMac = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** Undo, Redo (also on Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z or Ctrl+Y) and 'Reset Text'. */
export function HistoryControls({
  state,
  dispatch,
}: {
  state: EditorState;
  dispatch: (command: EditorCommand) => void;
}) {
  const mod = isMac() ? '⌘' : 'Ctrl+';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        size="icon"
        aria-label="Undo"
        title={`Undo (${mod}Z)`}
        aria-keyshortcuts="Control+Z Meta+Z"
        disabled={!canUndo(state)}
        onClick={() => dispatch({ type: 'undo' })}
      >
        <Undo2 className="size-5" aria-hidden />
      </Button>
      <Button
        variant="secondary"
        size="icon"
        aria-label="Redo"
        title={`Redo (${mod}Shift+Z)`}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        disabled={!canRedo(state)}
        onClick={() => dispatch({ type: 'redo' })}
      >
        <Redo2 className="size-5" aria-hidden />
      </Button>
      <Button variant="ghost" disabled={!state.media} onClick={() => dispatch({ type: 'resetText' })}>
        <RotateCcw className="size-4" aria-hidden />
        {MESSAGES.resetText}
      </Button>
    </div>
  );
}
