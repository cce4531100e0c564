/**
 * Edit With AI on one text of a meme with boxes (decision 057): "make the second one funnier",
 * "change the bottom text", "shorter left button". The instruction names a line by its position
 * (first to eighth, 1st, last, top, bottom) or by its box's label ("the dog", "right button"); the
 * edit then changes that line alone and keeps the others word for word.
 */
import type { CaptionCandidate } from './types';

const ORDINALS: Record<string, number> = {
  first: 0,
  '1st': 0,
  second: 1,
  '2nd': 1,
  third: 2,
  '3rd': 2,
  fourth: 3,
  '4th': 3,
  fifth: 4,
  '5th': 4,
  sixth: 5,
  '6th': 5,
  seventh: 6,
  '7th': 6,
  eighth: 7,
  '8th': 7,
};

/** Words of a label that say which box it is, not what boxes are ("the", "text", "box"). */
const PLAIN_WORDS = new Set(['the', 'a', 'an', 'text', 'box', 'line', 'part', 'one', 'of', 'and', 'me', 'my']);

const wordsOf = (text: string): string[] =>
  Array.from(text.toLowerCase().matchAll(/[\p{L}\p{N}']+/gu), (match) => match[0]);

/**
 * The line the instruction names, or null when it names none (or the meme has one text). Labels
 * are tried first ("the right button" is a label before it is "right"), then positions.
 */
export function targetPart(message: string, template: Pick<CaptionCandidate, 'boxes'>, lines: number): number | null {
  if (lines < 2) return null;
  const said = wordsOf(message);
  const boxes = template.boxes ?? [];
  let best = { index: -1, hits: 0 };
  for (const [index, box] of boxes.entries()) {
    const label = wordsOf(box.label).filter((word) => !PLAIN_WORDS.has(word));
    const hits = label.filter((word) => said.includes(word)).length;
    if (hits > best.hits) best = { index, hits };
  }
  if (best.index >= 0 && best.index < lines) return best.index;
  for (const word of said) {
    const index = ORDINALS[word];
    if (index !== undefined && index < lines) return index;
  }
  if (said.includes('last') || said.includes('bottom')) return lines - 1;
  if (said.includes('top')) return 0;
  return null;
}

/**
 * The current caption with line `part` taken from the new one; null when the new caption has no
 * such line or its line is the same (nothing would change).
 */
export function withPart(current: string, next: string, part: number): string | null {
  const lines = current.split('\n');
  const line = next.split('\n')[part]?.trim();
  if (!line || part >= lines.length || line === lines[part]!.trim()) return null;
  lines[part] = line;
  return lines.join('\n');
}

/** How the reply names the line: "the second text (right button)". */
export function partName(part: number, template: Pick<CaptionCandidate, 'boxes'>): string {
  const ordinal = Object.keys(ORDINALS).filter((word) => !/\d/.test(word))[part] ?? `${part + 1}th`;
  const label = template.boxes?.[part]?.label;
  return label ? `the ${ordinal} text (${label})` : `the ${ordinal} line`;
}
