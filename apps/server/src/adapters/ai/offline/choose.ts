/**
 * Which format goes on which template. Every (format, candidate) pair gets a score: the lead's
 * relevance order counts most, a template whose title, keywords or use cases suit the format
 * counts next, a format already used in this batch is pushed back (four memes, four formats), and
 * a little randomness makes two batches for the same description differ.
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
): Choice[] {
  const choices: Choice[] = [];
  candidates.forEach((candidate, index) => {
    for (const format of formats) {
      const score =
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
