/**
 * Every change to the editor is one command (product.md §4.7), whether it comes from a button, a
 * key, a drag or, later, the Edit With AI chat: `editorReducer(state, command)` is the only way the
 * state changes. Edits are undoable; a burst of the same edit (typing, a slider drag, a text drag)
 * is one undo step unless the command says `step: true`. A `batch` is several edits as one step.
 */
import { MEME_ALT_TEXT_MAX_LENGTH, MEME_TEXT_MAX_LENGTH, MESSAGES, type TextAlign } from '@memeforge/contract';
import { clampFontSize, clampOffsetY, isVideo, startingStyle } from './defaults';
import type { EditorMedia, EditorSnapshot, EditorState, TextStyle, VideoJob } from './state';

/** The commands that change the meme, which a batch may group; undo, redo and batches themselves aside. */
export type EditCommand =
  | { type: 'setText'; text: string; step?: boolean }
  /** The meme's own alt text ('' = the default), cut at its limit. */
  | { type: 'setAlt'; alt: string; step?: boolean }
  | { type: 'setFontSize'; fontSize: number; step?: boolean }
  | { type: 'setAlign'; align: TextAlign }
  | { type: 'setColor'; color: string; step?: boolean }
  | { type: 'setOffsetY'; offsetY: number; step?: boolean }
  | { type: 'chooseTemplate'; media: Extract<EditorMedia, { source: 'template' }> }
  | { type: 'chooseLocalFile'; media: Extract<EditorMedia, { source: 'local' }> }
  /** The picture or clip loaded: its displayed size (a device file's size is unknown until then). */
  | { type: 'mediaLoaded'; url: string; width: number; height: number }
  | { type: 'resetText' }
  | { type: 'toggleDrag' }
  | { type: 'setVideoJob'; job: VideoJob | null };

export type EditorCommand =
  | EditCommand
  | { type: 'undo' }
  | { type: 'redo' }
  /**
   * Several edits as ONE undoable step, applied in order (an Edit With AI change: a template switch
   * and a new caption). One undo reverts them all; a batch that changes nothing adds no step.
   */
  | { type: 'batch'; commands: EditCommand[] };

/** Our choice: enough to walk back a whole editing session, small enough to never matter. */
export const UNDO_LIMIT = 100;

function snapshotOf(state: EditorState): EditorSnapshot {
  return { media: state.media, style: state.style, initialStyle: state.initialStyle, alt: state.alt };
}

/** Applies an undoable edit: records the state before it, unless it continues the same burst. */
function edit(state: EditorState, kind: string, next: Partial<EditorState>, newStep = false): EditorState {
  const continues = !newStep && state.lastEdit === kind && state.past.length > 0;
  const past = continues ? state.past : [...state.past, snapshotOf(state)].slice(-UNDO_LIMIT);
  return { ...state, ...next, past, future: [], lastEdit: kind };
}

function withStyle(state: EditorState, kind: string, style: Partial<TextStyle>, step?: boolean): EditorState {
  const merged = { ...state.style, ...style };
  if (Object.entries(style).every(([key, value]) => state.style[key as keyof TextStyle] === value)) return state;
  return edit(state, kind, { style: merged }, step);
}

/** Whether anything undo restores differs: the edits in between made a step. */
function snapshotChanged(before: EditorState, after: EditorState): boolean {
  return (
    before.media !== after.media ||
    before.style !== after.style ||
    before.initialStyle !== after.initialStyle ||
    before.alt !== after.alt
  );
}

/**
 * Runs the commands in order, then keeps one history step for all of them: the state from before
 * the batch, however many steps its commands recorded on the way.
 */
function batch(state: EditorState, commands: EditCommand[]): EditorState {
  const next = commands.reduce<EditorState>(editorReducer, state);
  if (!snapshotChanged(state, next)) return next;
  return { ...next, past: [...state.past, snapshotOf(state)].slice(-UNDO_LIMIT), future: [], lastEdit: 'batch' };
}

/** Cuts text at the limit without splitting an emoji's surrogate pair. */
export function truncateText(text: string, limit = MEME_TEXT_MAX_LENGTH): string {
  if (text.length <= limit) return text;
  let cut = text.slice(0, limit);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return cut;
}

/** Another picture: the text stays, the alt text (which described the old one) goes back to the default. */
function chooseMedia(state: EditorState, media: EditorMedia): EditorState {
  const style = startingStyle(media, state.style.text);
  return edit(
    state,
    'chooseMedia',
    {
      media,
      style,
      initialStyle: style,
      alt: '',
      videoJob: null,
      dragEnabled: isVideo(media.type) && state.dragEnabled,
    },
    true,
  );
}

export function editorReducer(state: EditorState, command: EditorCommand): EditorState {
  switch (command.type) {
    case 'setText': {
      const text = truncateText(command.text);
      const textError = text.length < command.text.length ? MESSAGES.memeTextLimit(MEME_TEXT_MAX_LENGTH) : null;
      const next = withStyle(state, 'text', { text }, command.step);
      return next.textError === textError ? next : { ...next, textError };
    }
    case 'setAlt': {
      const alt = truncateText(command.alt, MEME_ALT_TEXT_MAX_LENGTH);
      return alt === state.alt ? state : edit(state, 'alt', { alt }, command.step);
    }
    case 'setFontSize':
      if (!state.media) return state;
      return withStyle(
        state,
        'fontSize',
        { fontSize: clampFontSize(command.fontSize, state.media.type) },
        command.step,
      );
    case 'setAlign':
      return withStyle(state, 'align', { align: command.align }, true);
    case 'setColor':
      return withStyle(state, 'color', { color: command.color }, command.step);
    case 'setOffsetY':
      if (!isVideo(state.media?.type)) return state;
      return withStyle(state, 'offsetY', { offsetY: clampOffsetY(command.offsetY) }, command.step);
    case 'chooseTemplate':
    case 'chooseLocalFile':
      return chooseMedia(state, command.media);
    case 'mediaLoaded': {
      const { media } = state;
      if (!media || media.url !== command.url) return state;
      if (media.width === command.width && media.height === command.height) return state;
      // Not an edit: the same medium, now with its size known (kept in the history's copies too).
      const sized = { ...media, width: command.width, height: command.height };
      const resize = (snapshot: EditorSnapshot) =>
        snapshot.media?.url === command.url ? { ...snapshot, media: sized } : snapshot;
      return { ...state, media: sized, past: state.past.map(resize), future: state.future.map(resize) };
    }
    case 'resetText':
      return withStyle(state, 'reset', state.initialStyle, true);
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        ...state,
        ...previous,
        past: state.past.slice(0, -1),
        future: [snapshotOf(state), ...state.future],
        textError: null,
        videoJob: previous.media === state.media ? state.videoJob : null,
        lastEdit: null,
      };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return {
        ...state,
        ...next,
        past: [...state.past, snapshotOf(state)],
        future: rest,
        textError: null,
        videoJob: next.media === state.media ? state.videoJob : null,
        lastEdit: null,
      };
    }
    case 'toggleDrag':
      return isVideo(state.media?.type) ? { ...state, dragEnabled: !state.dragEnabled } : state;
    case 'setVideoJob':
      return { ...state, videoJob: command.job };
    case 'batch':
      return batch(state, command.commands);
  }
}

export const canUndo = (state: EditorState) => state.past.length > 0;
export const canRedo = (state: EditorState) => state.future.length > 0;
