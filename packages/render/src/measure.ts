/**
 * Measures captions with the real fonts, as @napi-rs/canvas draws them (fallback fonts included),
 * for the layout's wrapping. A Skia measureText call costs ~25 µs, and fitting a caption wraps it
 * several times, so widths are measured once per string at a reference size and scaled: Skia's
 * advances are unhinted, so they scale exactly linearly with the font size (checked in
 * measure.test.ts). Each measurer keeps its own small cache, so nothing outlives a render.
 */
import { createCanvas } from '@napi-rs/canvas';
import { captionFont, registerCaptionFonts } from './fonts/index';
import type { MeasureText } from './layout/wrap';

const REFERENCE_SIZE_PX = 100;

export function createCaptionMeasure(): MeasureText {
  registerCaptionFonts();
  const ctx = createCanvas(1, 1).getContext('2d');
  ctx.font = captionFont(REFERENCE_SIZE_PX);
  const widths = new Map<string, number>();
  return (text, fontSizePx) => {
    let width = widths.get(text);
    if (width === undefined) {
      width = ctx.measureText(text).width;
      widths.set(text, width);
    }
    return (width * fontSizePx) / REFERENCE_SIZE_PX;
  };
}
