import { useEffect, type RefObject } from 'react';
import type { EditorCommand } from '../engine';

/** Where typing has its own undo (the browser's): the meme text, the prompt, any field. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLInputElement)
    return !['button', 'checkbox', 'radio', 'color', 'range'].includes(target.type);
  return target instanceof HTMLSelectElement;
}

/** Ctrl/Cmd+Z undoes; Ctrl/Cmd+Shift+Z and Ctrl+Y redo. */
export function historyCommandFor(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>) {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return null;
}

/**
 * The editor's undo and redo keys, anywhere on the page except where the browser's own undo
 * applies (a text field), and not inside another dialog opened over the editor (a chooser).
 */
export function useHistoryKeys(root: RefObject<HTMLElement | null>, dispatch: (command: EditorCommand) => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const command = historyCommandFor(event);
      if (!command || event.defaultPrevented || isTyping(event.target)) return;
      const dialog = event.target instanceof Element ? event.target.closest('[role="dialog"]') : null;
      if (dialog && !dialog.contains(root.current)) return;
      event.preventDefault();
      dispatch({ type: command });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dispatch, root]);
}
