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

/**
 * Wraps the text and, when it is taller than the box, shrinks it one pixel at a time down to the
 * minimum size, so captions never leave the frame.
 */
export function fitText(options: FitOptions): FittedText {
  const { text, maxWidth, maxHeight, minFontSizePx, lineHeight, measure } = options;
  let size = Math.max(options.fontSizePx, minFontSizePx);
  for (;;) {
    const lines = wrapText(text, maxWidth, size, measure);
    const lineHeightPx = size * lineHeight;
    const height = lines.length * lineHeightPx;
    if (maxHeight === null || height <= maxHeight || size <= minFontSizePx) {
      return { lines, fontSizePx: size, lineHeightPx, height };
    }
    size = Math.max(minFontSizePx, size - 1);
  }
}
