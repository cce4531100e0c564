/**
 * Measures captions with the real fonts, as @napi-rs/canvas draws them (fallback fonts included),
 * for the layout's wrapping: layout's createCanvasMeasure (measured once per string at a 100 px
 * reference size and scaled; the editor preview measures the same way on the browser's canvas)
 * over a canvas of its own. Each measurer keeps its own small cache, so nothing outlives a render.
 */
import { createCanvas } from '@napi-rs/canvas';
import { registerCaptionFonts } from './fonts/index';
import { createCanvasMeasure } from './layout/canvas-measure';
import type { MeasureText } from './layout/wrap';

export function createCaptionMeasure(): MeasureText {
  registerCaptionFonts();
  return createCanvasMeasure(createCanvas(1, 1).getContext('2d'));
}
