/**
 * Caption wrapping shared by the editor preview and the server renderers, so the preview and the
 * download break lines in the same places. Text measurement is injected: the server measures with
 * the real font in @napi-rs/canvas, the browser with a canvas 2D context, and the video overlay
 * with the product's fixed width per character.
 */

export type MeasureText = (text: string, fontSizePx: number) => number;

/** The product's video rule: a character is about 0.51 of the font size wide (product.md §9.12). */
export function fixedWidthMeasure(charWidthFactor: number): MeasureText {
  return (text, fontSizePx) => Array.from(text).length * fontSizePx * charWidthFactor;
}

const graphemeSegmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined) : null;

/**
 * User-perceived characters, so a long word is never split inside an emoji sequence (a skin tone,
 * a flag's two regional indicators, a ZWJ family), which would draw as two broken glyphs.
 */
function graphemes(word: string): string[] {
  if (!graphemeSegmenter) return Array.from(word);
  return Array.from(graphemeSegmenter.segment(word), (part) => part.segment);
}

/** Splits one word that is wider than the line into pieces that fit. */
function breakLongWord(word: string, maxWidth: number, fontSizePx: number, measure: MeasureText): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const char of graphemes(word)) {
    if (current && measure(current + char, fontSizePx) > maxWidth) {
      pieces.push(current);
      current = char;
    } else {
      current += char;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/** Greedy word wrap; explicit line breaks in the text are kept. */
export function wrapText(text: string, maxWidth: number, fontSizePx: number, measure: MeasureText): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    const words = paragraph.split(/\s+/).filter(Boolean);
    if (words.length === 0) {
      lines.push('');
      continue;
    }
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate, fontSizePx) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      if (measure(word, fontSizePx) <= maxWidth) {
        line = word;
      } else {
        const pieces = breakLongWord(word, maxWidth, fontSizePx, measure);
        line = pieces.pop() ?? '';
        lines.push(...pieces);
      }
    }
    lines.push(line);
  }
  return lines;
}
