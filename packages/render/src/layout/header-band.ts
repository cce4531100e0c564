/**
 * Layout of the image meme's white header band (product.md §4.7, §9.12): the caption sits above
 * the template, 10 px from the edges at 480, and the band grows with the text. Only when the band
 * would be taller than the image itself does the font shrink, down to the minimum size.
 */
import { IMAGE_HEADER_PADDING_PX, UPLOADED_IMAGE_BASE_FONT_PX } from '@memeforge/contract';
import {
  CAPTION_LINE_HEIGHT,
  IMAGE_FONT_FRACTION_RANGE,
  MIN_CAPTION_FONT_PX_AT_480,
  clampFontFraction,
} from './caption';
import { fitText } from './fit';
import { EDITOR_BASE_WIDTH_PX, fontFractionToPx } from './sizes';
import type { MeasureText } from './wrap';

/** Header text padding at 480 (product.md §9.12). */
export const IMAGE_HEADER_PADDING_PX_AT_480 = IMAGE_HEADER_PADDING_PX;

/** The image renderer's default output width (product.md §9.6); the preview lays out at it too. */
export const DEFAULT_IMAGE_OUTPUT_WIDTH = 800;
/** Skia's limits are far higher; this keeps a bad request from allocating gigabytes. */
export const MAX_IMAGE_OUTPUT_WIDTH = 4096;

/** The output width for a requested one: rounded, 1..MAX_IMAGE_OUTPUT_WIDTH, the default if not a number. */
export function imageOutputWidth(requested: number | undefined): number {
  const width = requested !== undefined && Number.isFinite(requested) ? requested : DEFAULT_IMAGE_OUTPUT_WIDTH;
  return Math.round(Math.min(MAX_IMAGE_OUTPUT_WIDTH, Math.max(1, width)));
}

/** The picture's height under the band when it is scaled to `width` (whole pixels, at least 1). */
export function scaledImageHeight(naturalWidth: number, naturalHeight: number, width: number): number {
  return Math.max(1, Math.round((naturalHeight * width) / naturalWidth));
}

/** Font size at 480 when the template has none (product.md §9.12). */
export const IMAGE_ADAPTIVE_FONT_PX_AT_480 = UPLOADED_IMAGE_BASE_FONT_PX;

export interface HeaderBandOptions {
  caption: string;
  /** Fraction of 480; null = adaptive (24 px at 480, shrunk when the band would outgrow the image). */
  fontSizeFraction: number | null;
  /** Width of the rendered meme (the template is scaled to it). */
  width: number;
  /** Height of the scaled template below the band. */
  imageHeight: number;
  measure: MeasureText;
}

export interface HeaderBandLayout {
  /** Empty when the caption is blank: then there is no band. */
  lines: string[];
  fontSizePx: number;
  lineHeightPx: number;
  paddingPx: number;
  /** Whole pixels: padding, the lines, padding. 0 without a caption. */
  bandHeight: number;
  /** Lines are wrapped to this width (the width minus the padding on both sides). */
  maxLineWidth: number;
}

export function layoutHeaderBand(options: HeaderBandOptions): HeaderBandLayout {
  const { width, imageHeight, measure } = options;
  const scale = width / EDITOR_BASE_WIDTH_PX;
  const paddingPx = IMAGE_HEADER_PADDING_PX_AT_480 * scale;
  const maxLineWidth = Math.max(1, width - 2 * paddingPx);
  const fraction =
    options.fontSizeFraction === null
      ? IMAGE_ADAPTIVE_FONT_PX_AT_480 / EDITOR_BASE_WIDTH_PX
      : clampFontFraction(options.fontSizeFraction, IMAGE_FONT_FRACTION_RANGE);
  const fontSizePx = fontFractionToPx(fraction, width);
  const caption = options.caption.trim();
  if (!caption) {
    return {
      lines: [],
      fontSizePx,
      lineHeightPx: fontSizePx * CAPTION_LINE_HEIGHT,
      paddingPx,
      bandHeight: 0,
      maxLineWidth,
    };
  }
  const fitted = fitText({
    text: caption,
    maxWidth: maxLineWidth,
    maxHeight: Math.max(0, imageHeight - 2 * paddingPx),
    fontSizePx,
    minFontSizePx: Math.min(fontSizePx, MIN_CAPTION_FONT_PX_AT_480 * scale),
    lineHeight: CAPTION_LINE_HEIGHT,
    measure,
  });
  return {
    lines: fitted.lines,
    fontSizePx: fitted.fontSizePx,
    lineHeightPx: fitted.lineHeightPx,
    paddingPx,
    bandHeight: Math.ceil(fitted.height + 2 * paddingPx),
    maxLineWidth,
  };
}
