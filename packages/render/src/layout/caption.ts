/**
 * Caption constants and placement shared by the image band, the video overlay and the editor
 * preview, so all three put each line at the same place. Sizes "at 480" are in the editor's 480 px
 * base width and scale with the render width (product.md §5.6, §9.12).
 */
import { FONT_SIZE_MAX_IMAGE, FONT_SIZE_MAX_VIDEO, FONT_SIZE_MIN, type TextAlign } from '@memeforge/contract';
import { clamp } from './sizes';

export type { TextAlign } from '@memeforge/contract';

/** Line box height as a multiple of the font size. */
export const CAPTION_LINE_HEIGHT = 1.2;

/**
 * Where the alphabetic baseline sits below the middle of its line box, in ems. Latin capitals,
 * CJK and emoji all have their ink centred about 0.35 em above the baseline in the caption fonts,
 * so this centres a line's ink in its box whatever the script (browsers and Skia disagree on
 * textBaseline 'middle' for fallback fonts, an explicit baseline does not).
 */
export const CAPTION_BASELINE_BELOW_CENTER_EM = 0.35;

/** Smallest caption font at 480 (scaled): shrinking to fit stops here. */
export const MIN_CAPTION_FONT_PX_AT_480 = 12;

/** Font size slider range, as a fraction of 480 (product.md §5.6). Out-of-range values are clamped. */
export const IMAGE_FONT_FRACTION_RANGE = { min: FONT_SIZE_MIN, max: FONT_SIZE_MAX_IMAGE } as const;
export const VIDEO_FONT_FRACTION_RANGE = { min: FONT_SIZE_MIN, max: FONT_SIZE_MAX_VIDEO } as const;

export function clampFontFraction(fraction: number, range: { min: number; max: number }): number {
  return Number.isFinite(fraction) ? clamp(fraction, range.min, range.max) : range.min;
}

/** The x to draw a line at with canvas textAlign set to `align`. */
export function lineX(align: TextAlign, width: number, paddingPx: number): number {
  if (align === 'left') return paddingPx;
  if (align === 'right') return width - paddingPx;
  return width / 2;
}

/** The alphabetic baseline of line `index` of a block whose first line box starts at `top`. */
export function lineBaselineY(top: number, index: number, lineHeightPx: number, fontSizePx: number): number {
  return top + (index + 0.5) * lineHeightPx + CAPTION_BASELINE_BELOW_CENTER_EM * fontSizePx;
}
