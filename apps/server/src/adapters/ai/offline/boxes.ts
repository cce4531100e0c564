/**
 * A caption's lines fitted to a template's text boxes (decision 057): a line per box, each fitting
 * its box at a readable size (CaptionBox.fits, the renderer's layout). A one-line caption for top
 * and bottom text is split where a person would split it: after a sentence or a clause, else before
 * a joining word, else between the middle words.
 */
import type { CaptionCandidate } from '../types';
import { partsWanted } from '../parts';

/** Where a line splits best, in order: the end of a sentence or clause, then before a joining word. */
const SPLIT_AFTER = [/[.!?…]\s+/gu, /[:;—–]\s+/gu, /,\s+/gu];
const SPLIT_BEFORE = /\s+(?=(?:when|but|and|because|so|until|while|then|like|after|before|if)\b)/giu;

const words = (text: string) => text.split(/\s+/u).filter(Boolean).length;

/** Neither line may be a lone word or under a fifth of the text: "Me, / witnessing ..." reads as a typo. */
const MIN_SHARE = 0.2;

function splitAt(line: string, index: number, skip: number): [string, string] | null {
  const top = line.slice(0, index).trim();
  const bottom = line.slice(index + skip).trim();
  const shortest = Math.min(top.length, bottom.length) / Math.max(1, top.length + bottom.length);
  return words(top) >= 2 && words(bottom) >= 2 && shortest >= MIN_SHARE ? [top, bottom] : null;
}

/** The split of `line` closest to its middle among the matches of `pattern` (after or at the match). */
function bestSplit(line: string, pattern: RegExp, after: boolean): [string, string] | null {
  let best: { split: [string, string]; distance: number } | null = null;
  for (const match of line.matchAll(pattern)) {
    const at = after ? match.index + match[0].length : match.index;
    const split = after ? splitAt(line, at, 0) : splitAt(line, at, match[0].length);
    if (!split) continue;
    const distance = Math.abs(at - line.length / 2);
    if (!best || distance < best.distance) best = { split, distance };
  }
  return best?.split ?? null;
}

/**
 * One line as top and bottom text, where a person would break it: after a sentence or a clause,
 * else before a joining word; null when it has no such place (a frame whose line does not break
 * well is not used for top and bottom text). `anywhere` also allows the middle word boundary, for
 * the last-resort caption.
 */
export function splitLine(line: string, anywhere = false): [string, string] | null {
  for (const pattern of SPLIT_AFTER) {
    const split = bestSplit(line, pattern, true);
    if (split) return split;
  }
  const joined = bestSplit(line, SPLIT_BEFORE, false);
  if (joined || !anywhere) return joined;
  const all = line.split(/\s+/u).filter(Boolean);
  if (all.length < 2) return null;
  const middle = Math.ceil(all.length / 2);
  return [all.slice(0, middle).join(' '), all.slice(middle).join(' ')];
}

/** What a caption for this template must be: how many lines, and whether each fits its box. */
export interface PartsRule {
  count: number;
  /** Whether a one-line caption may be split anywhere for two boxes (the last resort), not only where it breaks. */
  splitAnywhere?: boolean;
  /** Null for a band caption (its size is checked by its length). */
  fits: ((part: string, index: number) => boolean) | null;
}

/**
 * The rule for a template: a line per box, each fitting; for a band caption of a multi-part format,
 * its parts; for a band one-liner, nothing (one or two lines both read).
 */
export function partsRuleOf(candidate: CaptionCandidate): PartsRule | null {
  const boxes = candidate.boxes ?? [];
  if (boxes.length > 0) return { count: boxes.length, fits: (part, index) => boxes[index]?.fits(part) ?? false };
  const count = partsWanted(candidate);
  return count > 1 ? { count, fits: null } : null;
}

/** A frame's parts as the template's lines, or null when they cannot be (too many, or too few to split). */
export function partsFor(parts: readonly string[], rule: PartsRule | null): string[] | null {
  if (!rule) return [...parts];
  let lines: string[] | null = [...parts];
  if (lines.length === 1 && rule.count === 2) lines = splitLine(lines[0]!, rule.splitAnywhere ?? false);
  if (!lines || lines.length !== rule.count) return null;
  if (rule.fits && !lines.every((line, index) => rule.fits!(line, index))) return null;
  return lines;
}
