import { wrapText, type MeasureText } from './wrap';

export interface FitOptions {
  text: string;
  maxWidth: number;
  /** Null means the box grows with the text (the image header band). */
  maxHeight: number | null;
  fontSizePx: number;
  minFontSizePx: number;
  lineHeight: number;
  measure: MeasureText;
}

export interface FittedText {
  lines: string[];
  fontSizePx: number;
  lineHeightPx: number;
  height: number;
}

function layoutAt(text: string, maxWidth: number, size: number, lineHeight: number, measure: MeasureText) {
  const lines = wrapText(text, maxWidth, size, measure);
  const lineHeightPx = size * lineHeight;
  return { lines, fontSizePx: size, lineHeightPx, height: lines.length * lineHeightPx };
}

/**
 * Wraps the text and, when it is taller than the box, shrinks it in whole pixels down to the
 * minimum size, so captions never leave the frame. The sizes tried are the start size minus 1, 2, 3…
 * px (never below the minimum); the largest one that fits wins. Greedy wrapping never needs fewer
 * lines at a bigger size, so "fits" is monotonic and a bisection finds the same size as stepping
 * down one pixel at a time, in ~log2(steps) wraps instead of up to hundreds (real-font measuring
 * costs tens of microseconds a call).
 */
export function fitText(options: FitOptions): FittedText {
  const { text, maxWidth, maxHeight, minFontSizePx, lineHeight, measure } = options;
  const start = Math.max(options.fontSizePx, minFontSizePx);
  const sizeAt = (step: number) => Math.max(minFontSizePx, start - step);
  const first = layoutAt(text, maxWidth, start, lineHeight, measure);
  if (maxHeight === null || first.height <= maxHeight || start <= minFontSizePx) return first;

  // Invariant: step `bad` does not fit; step `good` fits or is the minimum size.
  let bad = 0;
  let good = Math.ceil(start - minFontSizePx);
  let best = layoutAt(text, maxWidth, sizeAt(good), lineHeight, measure);
  while (good - bad > 1) {
    const mid = Math.floor((bad + good) / 2);
    const candidate = layoutAt(text, maxWidth, sizeAt(mid), lineHeight, measure);
    if (candidate.height <= maxHeight) {
      good = mid;
      best = candidate;
    } else {
      bad = mid;
    }
  }
  return best;
}
