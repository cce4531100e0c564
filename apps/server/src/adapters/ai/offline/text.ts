/**
 * Small text helpers that respect words and graphemes, so shortening never leaves half a word or
 * half an emoji, in any script.
 */

const words = new Intl.Segmenter('en', { granularity: 'word' });
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The first letter upper-cased (captions start like sentences), the rest untouched. */
export function capitalize(text: string): string {
  const first = graphemes.segment(text)[Symbol.iterator]().next().value?.segment ?? '';
  return first.toUpperCase() + text.slice(first.length);
}

/** Whether the text has letters and none of them lower-case ("PIZZA", "MY BOSS"). */
export function isShouting(text: string): boolean {
  return /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text);
}

/**
 * The longest start of the text that fits in max characters and ends after a whole word (any
 * script: Intl word segmentation also splits CJK), without trailing spaces or punctuation. A single
 * word longer than max is cut at a grapheme and marked with an ellipsis.
 */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let best = '';
  for (const segment of words.segment(text)) {
    const end = segment.index + segment.segment.length;
    if (end > max) break;
    if (segment.isWordLike || /\p{Extended_Pictographic}/u.test(segment.segment)) best = text.slice(0, end);
  }
  best = best.replace(/[\s,;:–—-]+$/u, '');
  if (best) return best;
  let cut = '';
  for (const { segment } of graphemes.segment(text)) {
    if (cut.length + segment.length > max - 1) break;
    cut += segment;
  }
  return `${cut}…`;
}

/** Case- and space-insensitive key, for "no caption twice". */
export function sameTextKey(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}
