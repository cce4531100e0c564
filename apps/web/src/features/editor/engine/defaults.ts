/**
 * The text style a medium starts with (product.md §4.7, §9.12): black text on an image's band,
 * white over a video; a template's own size, alignment and offset; an image without a size gets
 * the adaptive default (24 px at 480, null in the document); a video without one gets 40/480.
 */
import {
  DEFAULT_TEXT_COLOR,
  DEFAULT_VIDEO_FONT_FRACTION,
  EDITOR_BASE_WIDTH,
  FONT_SIZE_MAX_IMAGE,
  FONT_SIZE_MAX_VIDEO,
  FONT_SIZE_MIN,
  FONT_SIZE_STEP,
  MEDIA_TYPE,
  UPLOADED_IMAGE_BASE_FONT_PX,
  VIDEO_DEFAULT_DRAG_OFFSET,
  VIDEO_DRAG_OFFSET_MAX,
  VIDEO_DRAG_OFFSET_MIN,
  TEXT_BOX_DEFAULT_COLOR,
  captionParts,
  layoutBoxes,
  type MediaTypeId,
  type TextBox,
} from '@memeforge/contract';
import type { EditorLayer, EditorMedia, TextStyle } from './state';

export const isVideo = (type: MediaTypeId | undefined) => type === MEDIA_TYPE.video;

export const defaultColorFor = (type: MediaTypeId) =>
  isVideo(type) ? DEFAULT_TEXT_COLOR.video : DEFAULT_TEXT_COLOR.image;

/** The font size slider's range for a medium (product.md §5.6). */
export function fontSizeRange(type: MediaTypeId): { min: number; max: number; step: number } {
  return { min: FONT_SIZE_MIN, max: isVideo(type) ? FONT_SIZE_MAX_VIDEO : FONT_SIZE_MAX_IMAGE, step: FONT_SIZE_STEP };
}

/** What the slider shows for a null (adaptive) size. */
export function effectiveFontSize(fontSize: number | null, type: MediaTypeId): number {
  if (fontSize !== null) return fontSize;
  return isVideo(type) ? DEFAULT_VIDEO_FONT_FRACTION : UPLOADED_IMAGE_BASE_FONT_PX / EDITOR_BASE_WIDTH;
}

/** Clamped to the medium's range and rounded to the slider's step (3 decimals, no float dust). */
export function clampFontSize(fontSize: number, type: MediaTypeId): number {
  const { min, max, step } = fontSizeRange(type);
  if (!Number.isFinite(fontSize)) return min;
  const stepped = Math.round(fontSize / step) * step;
  return Number(Math.min(max, Math.max(min, stepped)).toFixed(3));
}

export function clampOffsetY(offsetY: number): number {
  if (!Number.isFinite(offsetY)) return VIDEO_DEFAULT_DRAG_OFFSET;
  return Number(Math.min(VIDEO_DRAG_OFFSET_MAX, Math.max(VIDEO_DRAG_OFFSET_MIN, offsetY)).toFixed(4));
}

/** The style a medium starts with, keeping the text already written. */
export function startingStyle(media: EditorMedia, text: string): TextStyle {
  if (media.source === 'template') {
    const { fontSize, textAlign, dragYOffset } = media.style;
    return {
      text,
      fontSize:
        fontSize === null
          ? isVideo(media.type)
            ? DEFAULT_VIDEO_FONT_FRACTION
            : null
          : clampFontSize(fontSize, media.type),
      align: textAlign,
      color: defaultColorFor(media.type),
      offsetY: clampOffsetY(dragYOffset),
    };
  }
  return {
    text,
    fontSize: isVideo(media.type) ? DEFAULT_VIDEO_FONT_FRACTION : null,
    align: 'center',
    color: defaultColorFor(media.type),
    offsetY: VIDEO_DEFAULT_DRAG_OFFSET,
  };
}

/** A boxed layer as a template's box starts it: the text fitted to the box, the box's alignment and colour. */
export function boxLayer({ align, color, ...box }: TextBox, text: string): EditorLayer {
  return {
    text,
    fontSize: null,
    align,
    color: color ?? TEXT_BOX_DEFAULT_COLOR[box.style],
    offsetY: VIDEO_DEFAULT_DRAG_OFFSET,
    box,
  };
}

/** The band layer a medium starts with, keeping the text already written. */
export function bandLayer(media: EditorMedia, text: string): EditorLayer {
  return { ...startingStyle(media, text), box: null };
}

/**
 * The layers a medium starts with, keeping the text already written: a template with boxes gets a
 * layer per box, the text's lines filling them in order; anything else one band layer.
 */
export function startingLayers(media: EditorMedia, text: string): EditorLayer[] {
  const boxes = media.source === 'template' ? layoutBoxes(media.layout) : [];
  if (boxes.length === 0) return [bandLayer(media, text)];
  const parts = captionParts(text, boxes.length);
  return boxes.map((box, index) => boxLayer(box, parts[index]!));
}
