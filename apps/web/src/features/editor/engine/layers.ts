/**
 * The text layers as data (decision 057): which one is edited, the meme's whole text, and the pure
 * changes the reducer makes to them (a box moved or resized inside the picture, a layer added or
 * removed, the band turned into top and bottom text and back). No history here: commands.ts
 * records the steps.
 */
import { MEME_MAX_TEXT_LAYERS, TOP_BOTTOM_BOXES, captionParts, type LayerBox, type TextBox } from '@memeforge/contract';
import { bandLayer, boxLayer } from './defaults';
import type { EditorLayer, EditorMedia, EditorState } from './state';

/** The layer the text field and the style controls edit. */
export function selectedLayer(state: Pick<EditorState, 'layers' | 'selected'>): EditorLayer {
  return state.layers[state.selected] ?? state.layers[0]!;
}

/** Whether the meme's text is in boxes on the picture (not the band). */
export const hasBoxes = (state: Pick<EditorState, 'layers'>) => state.layers.some((layer) => layer.box !== null);

/** The meme's whole text: the band's, or every box's non-empty text, a line each (the contract's documentText). */
export function captionOf(state: Pick<EditorState, 'layers'>): string {
  if (!hasBoxes(state)) return state.layers[0]?.text ?? '';
  return state.layers
    .map((layer) => layer.text.trim())
    .filter(Boolean)
    .join('\n');
}

/** Every text of the meme, for loading the fonts their characters need. */
export const allText = (state: Pick<EditorState, 'layers'>) => state.layers.map((layer) => layer.text).join('\n');

/** Smallest box side, as a fraction of the picture: big enough to grab on a phone. */
export const MIN_BOX_FRACTION = 0.05;

const round4 = (value: number) => Number(value.toFixed(4));

/** A box moved or resized, kept inside the picture and at least MIN_BOX_FRACTION on each side. */
export function placeBox(box: LayerBox, change: Partial<Pick<LayerBox, 'x' | 'y' | 'width' | 'height'>>): LayerBox {
  const finite = (value: number | undefined, fallback: number) =>
    value !== undefined && Number.isFinite(value) ? value : fallback;
  const width = Math.min(1, Math.max(MIN_BOX_FRACTION, finite(change.width, box.width)));
  const height = Math.min(1, Math.max(MIN_BOX_FRACTION, finite(change.height, box.height)));
  const x = Math.min(1 - width, Math.max(0, finite(change.x, box.x)));
  const y = Math.min(1 - height, Math.max(0, finite(change.y, box.y)));
  return { ...box, x: round4(x), y: round4(y), width: round4(width), height: round4(height) };
}

/** A new text box: across the picture, a fifth of its height, outlined. */
const NEW_BOX: TextBox = {
  label: 'new text',
  x: 0.1,
  y: 0.4,
  width: 0.8,
  height: 0.2,
  rotation: 0,
  align: 'center',
  valign: 'middle',
  style: 'outlined',
  color: null,
};

/** The heights tried for a new box, the middle first, so it lands where nothing else is. */
const NEW_BOX_TOPS = [0.4, 0.6, 0.2, 0.78, 0.02, 0.3, 0.5, 0.7, 0.1];

function overlap(a: LayerBox, b: LayerBox): number {
  const width = Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x));
  const height = Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
  return width * height;
}

/** Where a new box covers the least of the others (the first such height). */
function freeBox(layers: EditorLayer[]): TextBox {
  const others = layers.flatMap((layer) => (layer.box ? [layer.box] : []));
  let best = { box: NEW_BOX, covered: Number.POSITIVE_INFINITY };
  for (const y of NEW_BOX_TOPS) {
    const box = { ...NEW_BOX, y };
    const covered = others.reduce((sum, other) => sum + overlap(box, other), 0);
    if (covered < best.covered) best = { box, covered };
  }
  return best.box;
}

/**
 * The layers with one more text: a band meme becomes top and bottom text (its text on top, the
 * bottom empty), a meme with boxes gets an empty box across the picture where it covers the least
 * of the others; null at the limit.
 */
export function withAddedLayer(media: EditorMedia, layers: EditorLayer[]): EditorLayer[] | null {
  if (!layers.some((layer) => layer.box !== null)) return toTopBottom(media, layers);
  if (layers.length >= MEME_MAX_TEXT_LAYERS) return null;
  return [...layers, boxLayer(freeBox(layers), '')];
}

/** The layers without one box; a meme keeps at least one text. */
export function withoutLayer(layers: EditorLayer[], index: number): EditorLayer[] | null {
  if (layers.length <= 1 || !layers[index]?.box) return null;
  return layers.filter((_, at) => at !== index);
}

/** The band's text as the classic top and bottom lines: its first line on top, the rest below. */
export function toTopBottom(_media: EditorMedia, layers: EditorLayer[]): EditorLayer[] {
  const parts = captionParts(captionOf({ layers }), TOP_BOTTOM_BOXES.length);
  return TOP_BOTTOM_BOXES.map((box, index) => boxLayer(box, parts[index]!));
}

/** The boxes' texts back in the band, a line each. */
export function toBand(media: EditorMedia, layers: EditorLayer[]): EditorLayer[] {
  return [bandLayer(media, captionOf({ layers }))];
}

/**
 * A caption written for the whole meme (the AI caption, Edit With AI): the band's text, or its
 * lines into the boxes in order, the boxes kept where they are.
 */
export function withCaption(layers: EditorLayer[], text: string): EditorLayer[] {
  if (!layers.some((layer) => layer.box !== null)) return [{ ...layers[0]!, text }];
  const parts = captionParts(text, layers.length);
  return layers.map((layer, index) => ({ ...layer, text: parts[index]! }));
}
