/**
 * Layout of the video caption (product.md §9.12): laid out at a 720 px reference width, wrapped
 * with the product's fixed 0.51 em per character so the browser preview and the server break lines
 * in the same places, placed by the drag offset, then scaled to the real frame. It never leaves
 * the frame: too tall shrinks the font, a line drawn wider than the estimate shrinks the font
 * (same breaks), and the block is clamped inside the frame vertically.
 */
import {
  DEFAULT_VIDEO_FONT_FRACTION,
  IMAGE_HEADER_PADDING_PX,
  VIDEO_CHAR_WIDTH_FACTOR,
  VIDEO_DEFAULT_DRAG_OFFSET,
  VIDEO_DRAG_OFFSET_MAX,
  VIDEO_REFERENCE_WIDTH_PX,
} from '@memeforge/contract';
import {
  CAPTION_LINE_HEIGHT,
  MIN_CAPTION_FONT_PX_AT_480,
  VIDEO_FONT_FRACTION_RANGE,
  clampFontFraction,
} from './caption';
import { fitText } from './fit';
import { EDITOR_BASE_WIDTH_PX, clamp, fontFractionToPx } from './sizes';
import { fixedWidthMeasure, type MeasureText } from './wrap';

export { VIDEO_REFERENCE_WIDTH_PX, VIDEO_CHAR_WIDTH_FACTOR };
export const VIDEO_DEFAULT_FONT_FRACTION = DEFAULT_VIDEO_FONT_FRACTION;
export const VIDEO_DEFAULT_DRAG_Y_OFFSET = VIDEO_DEFAULT_DRAG_OFFSET;
/** The offset range is symmetric about the centre. */
export const VIDEO_DRAG_Y_LIMIT = VIDEO_DRAG_OFFSET_MAX;
/** Outline width as a fraction of the font size. */
export const VIDEO_STROKE_EM = 0.08;

const REFERENCE_SCALE = VIDEO_REFERENCE_WIDTH_PX / EDITOR_BASE_WIDTH_PX;
/** Margin to the frame's edges at the reference width (the image header's 10 px at 480). */
const PADDING_REF_PX = IMAGE_HEADER_PADDING_PX * REFERENCE_SCALE;
const MIN_FONT_REF_PX = MIN_CAPTION_FONT_PX_AT_480 * REFERENCE_SCALE;
const wrapMeasure = fixedWidthMeasure(VIDEO_CHAR_WIDTH_FACTOR);

export interface VideoCaptionOptions {
  caption: string;
  /** Fraction of 480; null = the default 40/480 (product.md §9.12). */
  fontSizeFraction: number | null;
  /** Centre of the text block from the frame's centre, as a fraction of its height; clamped to ±0.4. */
  dragYOffset: number;
  frameWidth: number;
  frameHeight: number;
  /**
   * Measures text as it is really drawn (reference px in, reference px out). When given, a line
   * wider than the margin allows (the fixed per-character estimate was too small, e.g. wide
   * glyphs) shrinks the font, keeping the same line breaks. The preview passes its canvas measure.
   */
  measureDrawn?: MeasureText;
}

export interface VideoCaptionLayout {
  /** Empty when the caption is blank. */
  lines: string[];
  /** Everything below is in frame pixels. */
  fontSizePx: number;
  lineHeightPx: number;
  paddingPx: number;
  strokeWidthPx: number;
  /** Top of the first line box. */
  top: number;
  height: number;
  /** Frame pixels per reference pixel. */
  scale: number;
}

export function layoutVideoCaption(options: VideoCaptionOptions): VideoCaptionLayout {
  const { frameWidth, frameHeight } = options;
  const scale = frameWidth / VIDEO_REFERENCE_WIDTH_PX;
  const refHeight = frameHeight / scale;
  const maxWidth = VIDEO_REFERENCE_WIDTH_PX - 2 * PADDING_REF_PX;
  const maxHeight = Math.max(0, refHeight - 2 * PADDING_REF_PX);
  const fraction = clampFontFraction(
    options.fontSizeFraction ?? VIDEO_DEFAULT_FONT_FRACTION,
    VIDEO_FONT_FRACTION_RANGE,
  );
  const startFont = fontFractionToPx(fraction, VIDEO_REFERENCE_WIDTH_PX);
  const caption = options.caption.trim();

  let lines: string[] = [];
  let font = startFont;
  if (caption) {
    const fit = (minFontSizePx: number) =>
      fitText({
        text: caption,
        maxWidth,
        maxHeight,
        fontSizePx: startFont,
        minFontSizePx,
        lineHeight: CAPTION_LINE_HEIGHT,
        measure: wrapMeasure,
      });
    let fitted = fit(Math.min(startFont, MIN_FONT_REF_PX));
    // A caption too long even at the minimum size may go smaller rather than leave the frame.
    if (fitted.height > maxHeight) fitted = fit(1);
    lines = fitted.lines;
    font = fitted.fontSizePx;
    if (options.measureDrawn) {
      const measure = options.measureDrawn;
      const widest = Math.max(...lines.map((line) => measure(line, font)));
      if (widest > maxWidth) font *= maxWidth / widest;
    }
  }

  const lineHeight = font * CAPTION_LINE_HEIGHT;
  const height = lines.length * lineHeight;
  const drag = clamp(
    Number.isFinite(options.dragYOffset) ? options.dragYOffset : VIDEO_DEFAULT_DRAG_Y_OFFSET,
    -VIDEO_DRAG_Y_LIMIT,
    VIDEO_DRAG_Y_LIMIT,
  );
  const centreY = refHeight / 2 + drag * refHeight;
  const lowestTop = Math.max(PADDING_REF_PX, refHeight - PADDING_REF_PX - height);
  const top = clamp(centreY - height / 2, PADDING_REF_PX, lowestTop);

  return {
    lines,
    fontSizePx: font * scale,
    lineHeightPx: lineHeight * scale,
    paddingPx: PADDING_REF_PX * scale,
    strokeWidthPx: font * VIDEO_STROKE_EM * scale,
    top: top * scale,
    height: height * scale,
    scale,
  };
}
