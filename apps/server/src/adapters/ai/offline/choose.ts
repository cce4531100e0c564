/**
 * Which format goes on which template. Every (format, candidate) pair gets a score: the lead's
 * relevance order counts most, a template whose title, keywords or use cases suit the format
 * counts next, a format already used in this batch is pushed back (four memes, four formats), a
 * praise format is pushed back for a misfortune, and a little randomness (per pair, and per format
 * per batch) makes two batches, and batches for different descriptions, differ.
 */
import type { CaptionCandidate, RandomSource } from '../types';
import type { MemeFormat } from './formats';

export interface Choice {
  format: MemeFormat;
  candidate: CaptionCandidate;
  score: number;
}

const RELEVANCE = 1.5;
const FIT_PER_WORD = 0.5;
const MAX_FIT_WORDS = 2;
const REPEATED_FORMAT = -3;
const JITTER = 0.6;
/**
 * Drawn once per format per batch: the formats a batch leads with differ from call to call, so the
 * same few ("Expectation: …", "It's giving …") do not head every batch.
 */
const FORMAT_JITTER = 1.2;
/** A misfortune ("the wifi drops") gets misfortune formats, and praise only when nothing else fits. */
const PRAISE_FOR_MISFORTUNE = -4;
const SUITS_MISFORTUNE = 0.8;
/**
 * For a description that is a situation, formats that can quote it whole, until the batch has
 * enough of them (then the rest say it differently).
 */
const QUOTES_SITUATION = 0.8;

function templateText(candidate: CaptionCandidate): string {
  return [candidate.title, ...candidate.keywords, ...candidate.useCases].join(' | ').toLowerCase();
}

/** How many of the format's fit words the template mentions (capped). */
export function fitScore(format: MemeFormat, candidate: CaptionCandidate): number {
  const text = templateText(candidate);
  return Math.min(MAX_FIT_WORDS, format.fits.filter((word) => text.includes(word)).length);
}

/** All pairs, best first. */
export function rankChoices(
  candidates: readonly CaptionCandidate[],
  formats: readonly MemeFormat[],
  usedFormats: ReadonlySet<string>,
  situationFormats: ReadonlySet<string>,
  preferSituation: boolean,
  random: RandomSource,
  misfortune = false,
): Choice[] {
  const choices: Choice[] = [];
  const formatBonus = new Map(formats.map((format) => [format.id, FORMAT_JITTER * random()]));
  const toneScore = (format: MemeFormat) =>
    !misfortune
      ? 0
      : format.tone === 'praise'
        ? PRAISE_FOR_MISFORTUNE
        : format.tone === 'misfortune'
          ? SUITS_MISFORTUNE
          : 0;
  candidates.forEach((candidate, index) => {
    for (const format of formats) {
      const score =
        formatBonus.get(format.id)! +
        toneScore(format) +
        RELEVANCE / (1 + index) +
        FIT_PER_WORD * fitScore(format, candidate) +
        (usedFormats.has(format.id) ? REPEATED_FORMAT : 0) +
        (situationFormats.has(format.id) ? (preferSituation ? 1 : -1) * QUOTES_SITUATION : 0) +
        JITTER * random();
      choices.push({ format, candidate, score });
    }
  });
  return choices.sort((a, b) => b.score - a.score);
}
