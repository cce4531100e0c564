/**
 * An Edit With AI change applied to the editor as ONE undoable step (decision 029): the template
 * switch and the new caption together, so one undo restores both. It is the engine's `batch` of
 * its own commands (choosing the template, then setting the text); the engine keeps the history.
 */
import type { Template } from '@memeforge/contract';
import { editorReducer, templateMedia, type EditCommand, type EditorCommand, type EditorState } from '../engine';

export interface ChatChangeCommand {
  type: 'applyChatChange';
  /** The new caption, or null to keep it. */
  caption: string | null;
  /** The template to switch to, or null to keep it. */
  template: Template | null;
}

export type EditorPanelCommand = EditorCommand | ChatChangeCommand;

/** The change as engine commands: another template (not the one already there), then the caption. */
function chatChangeCommands(state: EditorState, { caption, template }: ChatChangeCommand): EditCommand[] {
  const commands: EditCommand[] = [];
  if (template && !(state.media?.source === 'template' && state.media.templateId === template.id)) {
    commands.push({ type: 'chooseTemplate', media: templateMedia(template) });
  }
  if (caption !== null) commands.push({ type: 'setCaption', text: caption });
  return commands;
}

/** The editor's reducer, plus the chat's change (which needs the state to tell a switch from a keep). */
export function editorPanelReducer(state: EditorState, command: EditorPanelCommand): EditorState {
  if (command.type !== 'applyChatChange') return editorReducer(state, command);
  return editorReducer(state, { type: 'batch', commands: chatChangeCommands(state, command) });
}
