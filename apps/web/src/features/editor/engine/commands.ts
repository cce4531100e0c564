/**
 * Every change to the editor is one command (product.md §4.7), whether it comes from a button, a
 * key, a drag or, later, the Edit With AI chat: `editorReducer(state, command)` is the only way the
 * state changes. Edits are undoable; a burst of the same edit (typing, a slider drag, a text drag)
 * is one undo step unless the command says `step: true`. A `batch` is several edits as one step.
 */
import {
  MEME_ALT_TEXT_MAX_LENGTH,
  MEME_TEXT_MAX_LENGTH,
  MESSAGES,
  TEXT_BOX_DEFAULT_COLOR,
  type LayerBox,
  type TextAlign,
} from '@memeforge/contract';
import { clampFontSize, clampOffsetY, isVideo, startingLayers } from './defaults';
import {
  captionOf,
  hasBoxes,
  placeBox,
  selectedLayer,
  toBand,
  toTopBottom,
  withAddedLayer,
  withCaption,
  withoutLayer,
} from './layers';
import type { EditorLayer, EditorMedia, EditorSnapshot, EditorState, VideoJob } from './state';

/** The commands that change the meme, which a batch may group; undo, redo and batches themselves aside. */
export type EditCommand =
  /** The edited layer's text. */
  | { type: 'setText'; text: string; step?: boolean }
  /** A caption for the whole meme (the AI's): the band's text, or its lines into the boxes in order. */
  | { type: 'setCaption'; text: string }
  /** Move or resize the edited layer's box (fractions of the picture), kept inside the picture. */
  | { type: 'setBox'; box: Partial<Pick<LayerBox, 'x' | 'y' | 'width' | 'height'>>; step?: boolean }
  /** The edited layer's box: outlined (white with a black outline) or plain dark text. */
  | { type: 'setOutline'; outlined: boolean }
  /** One more text (a band meme becomes top and bottom text), edited next. */
  | { type: 'addLayer' }
  /** Removes the edited box (a meme keeps at least one text). */
  | { type: 'removeLayer' }
  /** The band, or the classic top and bottom text on the picture. */
  | { type: 'setLayout'; layout: 'band' | 'top-bottom' }
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
  | { type: 'setVideoJob'; job: VideoJob | null }
  /** Which text the field and the controls edit; not an edit itself. */
  | { type: 'selectLayer'; index: number };

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
  return {
    media: state.media,
    layers: state.layers,
    selected: state.selected,
    initialLayers: state.initialLayers,
    alt: state.alt,
  };
}

/** Applies an undoable edit: records the state before it, unless it continues the same burst. */
function edit(state: EditorState, kind: string, next: Partial<EditorState>, newStep = false): EditorState {
  const continues = !newStep && state.lastEdit === kind && state.past.length > 0;
  const past = continues ? state.past : [...state.past, snapshotOf(state)].slice(-UNDO_LIMIT);
  return { ...state, ...next, past, future: [], lastEdit: kind };
}

/**
 * A change to the edited layer. Its kind names the layer, so typing in one box and then another
 * are two undo steps.
 */
function withLayer(state: EditorState, kind: string, change: Partial<EditorLayer>, step?: boolean): EditorState {
  const current = selectedLayer(state);
  if (Object.entries(change).every(([key, value]) => current[key as keyof EditorLayer] === value)) return state;
  const layers = state.layers.map((layer, index) => (index === state.selected ? { ...layer, ...change } : layer));
  return edit(state, `${kind}:${state.selected}`, { layers }, step);
}

/** New layers as one step, editing `selected` next. */
function withLayers(state: EditorState, kind: string, layers: EditorLayer[], selected: number): EditorState {
  return edit(state, kind, { layers, selected: Math.max(0, Math.min(layers.length - 1, selected)) }, true);
}

/** Whether anything undo restores differs: the edits in between made a step. */
function snapshotChanged(before: EditorState, after: EditorState): boolean {
  return (
    before.media !== after.media ||
    before.layers !== after.layers ||
    before.initialLayers !== after.initialLayers ||
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

/**
 * Another picture: the text stays (in the new template's boxes when it has some), the alt text
 * (which described the old one) goes back to the default.
 */
function chooseMedia(state: EditorState, media: EditorMedia): EditorState {
  const layers = startingLayers(media, captionOf(state));
  return edit(
    state,
    'chooseMedia',
    {
      media,
      layers,
      selected: 0,
      initialLayers: layers,
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
      const next = withLayer(state, 'text', { text }, command.step);
      return next.textError === textError ? next : { ...next, textError };
    }
    case 'setCaption': {
      const layers = withCaption(state.layers, truncateText(command.text));
      if (layers.every((layer, index) => layer.text === state.layers[index]?.text)) return state;
      return { ...edit(state, 'caption', { layers }, true), textError: null };
    }
    case 'setBox': {
      const { box } = selectedLayer(state);
      if (!box) return state;
      const placed = placeBox(box, command.box);
      if (['x', 'y', 'width', 'height'].every((key) => placed[key as keyof LayerBox] === box[key as keyof LayerBox]))
        return state;
      return withLayer(state, 'box', { box: placed }, command.step);
    }
    case 'setOutline': {
      const layer = selectedLayer(state);
      if (!layer.box) return state;
      const style = command.outlined ? 'outlined' : 'plain';
      if (layer.box.style === style) return state;
      // The text's colour follows the style's when it was the old style's (white on outline, dark plain).
      const color =
        layer.color === TEXT_BOX_DEFAULT_COLOR[layer.box.style] ? TEXT_BOX_DEFAULT_COLOR[style] : layer.color;
      return withLayer(state, 'outline', { box: { ...layer.box, style }, color }, true);
    }
    case 'addLayer': {
      if (!state.media) return state;
      const layers = withAddedLayer(state.media, state.layers);
      return layers ? withLayers(state, 'addLayer', layers, layers.length - 1) : state;
    }
    case 'removeLayer': {
      const layers = withoutLayer(state.layers, state.selected);
      return layers ? withLayers(state, 'removeLayer', layers, state.selected - 1) : state;
    }
    case 'setLayout': {
      if (!state.media || (command.layout === 'band') === !hasBoxes(state)) return state;
      const layers =
        command.layout === 'band' ? toBand(state.media, state.layers) : toTopBottom(state.media, state.layers);
      return withLayers(state, 'layout', layers, 0);
    }
    case 'selectLayer':
      if (command.index === state.selected || !state.layers[command.index]) return state;
      return { ...state, selected: command.index, lastEdit: null };
    case 'setAlt': {
      const alt = truncateText(command.alt, MEME_ALT_TEXT_MAX_LENGTH);
      return alt === state.alt ? state : edit(state, 'alt', { alt }, command.step);
    }
    case 'setFontSize':
      if (!state.media) return state;
      return withLayer(
        state,
        'fontSize',
        { fontSize: clampFontSize(command.fontSize, state.media.type) },
        command.step,
      );
    case 'setAlign':
      return withLayer(state, 'align', { align: command.align }, true);
    case 'setColor':
      return withLayer(state, 'color', { color: command.color }, command.step);
    case 'setOffsetY':
      if (!isVideo(state.media?.type) || selectedLayer(state).box) return state;
      return withLayer(state, 'offsetY', { offsetY: clampOffsetY(command.offsetY) }, command.step);
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
      if (state.layers === state.initialLayers) return state;
      return withLayers(state, 'reset', state.initialLayers, 0);
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
