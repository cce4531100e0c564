/**
 * Measuring captions with a canvas context, shared by the server (@napi-rs/canvas) and the editor
 * preview (the browser's canvas), so both wrap with the same numbers. A measureText call costs
 * tens of microseconds and fitting a caption wraps it several times, so each string is measured
 * once at a 100 px reference size and scaled: advances are unhinted, so they scale linearly with
 * the font size (checked in measure.test.ts and the WYSIWYG browser test).
 */
import { captionFont } from './font-stack';
import type { MeasureText } from './wrap';

/** What measuring needs of a 2D context. */
export interface MeasureContext {
  font: string;
  measureText(text: string): { width: number };
}

export const MEASURE_REFERENCE_SIZE_PX = 100;

export interface CanvasMeasureOptions {
  /**
   * Widths kept before the cache starts over (an editor session types many strings). Default
   * 10 000: a few hundred kB.
   */
  maxEntries?: number;
}

/**
 * A MeasureText over the caption font stack on `ctx`, which it owns: the font is set once here,
 * so the context must not be drawn or measured with anything else. Create it after the caption
 * fonts are loaded (a browser context measures with whatever fonts it has when asked).
 */
export function createCanvasMeasure(ctx: MeasureContext, options: CanvasMeasureOptions = {}): MeasureText {
  const maxEntries = options.maxEntries ?? 10_000;
  ctx.font = captionFont(MEASURE_REFERENCE_SIZE_PX);
  const widths = new Map<string, number>();
  return (text, fontSizePx) => {
    let width = widths.get(text);
    if (width === undefined) {
      width = ctx.measureText(text).width;
      if (widths.size >= maxEntries) widths.clear();
      widths.set(text, width);
    }
    return (width * fontSizePx) / MEASURE_REFERENCE_SIZE_PX;
  };
}
