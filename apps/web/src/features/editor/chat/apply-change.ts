/**
 * An Edit With AI change applied to the editor as ONE undoable command (decision 029): the template
 * switch and the new caption together, so one undo restores both. Built from the engine's own
 * commands (choosing the template, then setting the text); the history keeps only the state from
 * before the change.
 */
import type { Template } from '@memeforge/contract';
import {
  UNDO_LIMIT,
  editorReducer,
  templateMedia,
  type EditorCommand,
  type EditorSnapshot,
  type EditorState,
} from '../engine';

export interface ChatChangeCommand {
  type: 'applyChatChange';
  /** The new caption, or null to keep it. */
  caption: string | null;
  /** The template to switch to, or null to keep it. */
  template: Template | null;
}

export type EditorPanelCommand = EditorCommand | ChatChangeCommand;

const snapshotOf = (state: EditorState): EditorSnapshot => ({
  media: state.media,
  style: state.style,
  initialStyle: state.initialStyle,
  alt: state.alt,
});

/** The editor's reducer, plus the chat's change. */
export function editorPanelReducer(state: EditorState, command: EditorPanelCommand): EditorState {
  if (command.type !== 'applyChatChange') return editorReducer(state, command);
  let next = state;
  if (command.template && !(state.media?.source === 'template' && state.media.templateId === command.template.id)) {
    next = editorReducer(next, { type: 'chooseTemplate', media: templateMedia(command.template) });
  }
  if (command.caption !== null) next = editorReducer(next, { type: 'setText', text: command.caption, step: true });
  if (next === state) return state;
  return {
    ...next,
    past: [...state.past, snapshotOf(state)].slice(-UNDO_LIMIT),
    future: [],
    lastEdit: 'chat',
  };
}
