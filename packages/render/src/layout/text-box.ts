/**
 * Text in a box on the picture (decision 057): the top and bottom lines, the two buttons, the
 * labels on people. Each layer's text is fitted into its box: the largest whole-pixel size at which
 * the wrapped text is no taller than the box (less its padding) and no word is wider than it (so no
 * word is broken), from the layer's own
 * size (or the box's height when it has none) down to the minimum, MIN_CAPTION_FONT_PX_AT_480
 * scaled to the picture. Text that does not fit even then is drawn at the minimum and reported
 * (`fits: false`), so callers (the caption writers, the evaluation) can tell. Shared by the
 * server's renderers and the editor preview, like the band's layout.
 */
import { TEXT_BOX_DEFAULT_COLOR, type LayerBox, type TextAlign } from '@memeforge/contract';
import { CAPTION_LINE_HEIGHT, MIN_CAPTION_FONT_PX_AT_480, lineBaselineY } from './caption';
import { EDITOR_BASE_WIDTH_PX } from './sizes';
import { wrapText, type MeasureText } from './wrap';

/** Space between the box's edge and its text, as a fraction of the box's shorter side. */
const BOX_PADDING_FRACTION = 0.04;
/** The outline of `outlined` text, as a fraction of the font size (drawn centred on the glyph edge). */
export const TEXT_BOX_STROKE_EM = 0.16;
/** The largest automatic size, as a fraction of the picture's width: a big box still gets a caption, not a poster. */
const AUTO_FONT_MAX_FRACTION = 0.11;

/** One layer's text in its box, as the renderers and the preview need it. */
export interface BoxedText {
  text: string;
  box: LayerBox;
  align: TextAlign;
  /** Null = the box style's colour. */
  color: string | null;
  /** Fraction of 480 the text starts from; null = as large as fits (up to AUTO_FONT_MAX_FRACTION). */
  fontSizeFraction: number | null;
}

export interface TextBoxLayout {
  lines: string[];
  fontSizePx: number;
  lineHeightPx: number;
  /** Whether the text fits its box at the size chosen (false: drawn at the minimum, overflowing). */
  fits: boolean;
  /** The box in canvas pixels (before rotation) and its rotation in degrees about its centre. */
  left: number;
  top: number;
  width: number;
  height: number;
  rotation: number;
  paddingPx: number;
  align: TextAlign;
  style: LayerBox['style'];
  valign: LayerBox['valign'];
  color: string;
  strokeWidthPx: number;
}

export interface TextBoxLayoutOptions {
  /** The picture's size in canvas pixels (the box's fractions are of it). */
  canvasWidth: number;
  canvasHeight: number;
  measure: MeasureText;
}

/** The smallest size text is shrunk to in a box on a picture this wide. */
export function minBoxFontPx(canvasWidth: number): number {
  return Math.max(8, Math.round((MIN_CAPTION_FONT_PX_AT_480 * canvasWidth) / EDITOR_BASE_WIDTH_PX));
}

export function layoutTextBox(layer: BoxedText, options: TextBoxLayoutOptions): TextBoxLayout {
  const { canvasWidth, canvasHeight, measure } = options;
  const { box } = layer;
  const width = box.width * canvasWidth;
  const height = box.height * canvasHeight;
  const paddingPx = Math.max(2, Math.round(Math.min(width, height) * BOX_PADDING_FRACTION));
  const innerWidth = Math.max(1, width - 2 * paddingPx);
  const innerHeight = Math.max(1, height - 2 * paddingPx);
  const minPx = minBoxFontPx(canvasWidth);
  const wanted =
    layer.fontSizeFraction === null
      ? Math.min(innerHeight / CAPTION_LINE_HEIGHT, AUTO_FONT_MAX_FRACTION * canvasWidth)
      : layer.fontSizeFraction * canvasWidth;
  const start = Math.max(minPx, Math.floor(wanted));
  const text = layer.text.trim();

  const words = text.split(/\s+/u).filter(Boolean);
  const at = (size: number) => {
    const lines = text ? wrapText(text, innerWidth, size, measure) : [];
    // A word too wide for the box would be broken mid-word ("instruction / s"): a smaller size first.
    const fits =
      lines.length * size * CAPTION_LINE_HEIGHT <= innerHeight &&
      words.every((word) => measure(word, size) <= innerWidth + 0.5);
    return { lines, size, fits };
  };
  // Bisection over whole pixels: fewer lines never need a smaller size, so "fits" is monotonic.
  let best = at(start);
  if (!best.fits && start > minPx) {
    let bad = start;
    let good = minPx;
    best = at(minPx);
    if (best.fits) {
      while (bad - good > 1) {
        const mid = Math.floor((bad + good) / 2);
        const candidate = at(mid);
        if (candidate.fits) {
          good = mid;
          best = candidate;
        } else {
          bad = mid;
        }
      }
    }
  }
  const color = layer.color ?? TEXT_BOX_DEFAULT_COLOR[box.style];
  return {
    lines: best.lines,
    fontSizePx: best.size,
    lineHeightPx: best.size * CAPTION_LINE_HEIGHT,
    fits: best.fits,
    left: box.x * canvasWidth,
    top: box.y * canvasHeight,
    width,
    height,
    rotation: box.rotation,
    paddingPx,
    align: layer.align,
    style: box.style,
    valign: box.valign,
    color,
    strokeWidthPx: box.style === 'outlined' ? Math.max(2, best.size * TEXT_BOX_STROKE_EM) : 0,
  };
}

/** A laid-out box's lines relative to the box's centre (where the drawing translates and rotates to). */
export function placeTextBoxLines(layout: TextBoxLayout): { text: string; x: number; baselineY: number }[] {
  const halfWidth = layout.width / 2;
  const halfHeight = layout.height / 2;
  const blockHeight = layout.lines.length * layout.lineHeightPx;
  const x =
    layout.align === 'left'
      ? -halfWidth + layout.paddingPx
      : layout.align === 'right'
        ? halfWidth - layout.paddingPx
        : 0;
  const top =
    layout.valign === 'top'
      ? -halfHeight + layout.paddingPx
      : layout.valign === 'bottom'
        ? halfHeight - layout.paddingPx - blockHeight
        : -blockHeight / 2;
  return layout.lines.map((text, index) => ({
    text,
    x,
    baselineY: lineBaselineY(top, index, layout.lineHeightPx, layout.fontSizePx),
  }));
}
