/**
 * Which template and which frame. Templates come best first from the caller; a little randomness
 * lets a lower one win now and then, and a template whose format the batch already used is pushed
 * back (four memes, varied formats). Frames of the template's format at the level are tried in a
 * random order, those the batch used never, praise never for a misfortune, and frames that use more
 * of the topic (its clause, scene, action or pair) earlier: first until one caption of the batch
 * did, then a little; for a topic with a twist, which every caption keeps, none.
 */
import type { CaptionFormat } from '@memeforge/contract';
import type { CaptionCandidate, RandomSource, UnhingedLevel } from '../types';
import { framesFor, type Frame } from './frames';

const RELEVANCE = 1.5;
const JITTER = 0.8;
const REPEATED_FORMAT = -0.7;
const USES_MORE = 0.3;

/** The candidates in the order to try them. */
export function orderCandidates(
  candidates: readonly CaptionCandidate[],
  usedFormats: ReadonlySet<CaptionFormat>,
  random: RandomSource,
): CaptionCandidate[] {
  return candidates
    .map((candidate, index) => ({
      candidate,
      score: RELEVANCE / (1 + index) + JITTER * random() + (usedFormats.has(candidate.format) ? REPEATED_FORMAT : 0),
    }))
    .sort((a, b) => b.score - a.score)
    .map((entry) => entry.candidate);
}

export interface FrameRules {
  level: UnhingedLevel;
  /** Whether a caption of the batch already says more of the topic (its clause, scene, action or pair). */
  saidMore: boolean;
  /**
   * Whether the topic has a twist: then every caption that survives says the whole topic (the
   * twist is checked), so no frame is favoured and all the level's frames share the batches.
   */
  twisted?: boolean;
  /** Frame ids this batch already used (or the caller asked to avoid). */
  usedFrames: ReadonlySet<string>;
  misfortune: boolean;
}

const MORE_OF_THE_TOPIC = new Set(['clause', 'third-person clause', 'first-person clause', 'action', 'pair', 'scene']);

/** Whether the frame says more of the topic than its noun phrase. */
export function usesMore(frame: Frame): boolean {
  return (frame.needs ?? []).some((need) => MORE_OF_THE_TOPIC.has(need));
}

/** How much a frame is favoured: saying more of the topic counts until a caption of the batch did. */
function favour(frame: Frame, rules: FrameRules): number {
  if (rules.twisted || !usesMore(frame)) return 0;
  return rules.saidMore ? USES_MORE : 1;
}

/** The frames of a format to try, in order. */
export function orderFrames(format: CaptionFormat, rules: FrameRules, random: RandomSource): Frame[] {
  return framesFor(format, rules.level)
    .filter((frame) => !rules.usedFrames.has(frame.id) && !(rules.misfortune && frame.tone === 'praise'))
    .map((frame) => ({ frame, score: random() + favour(frame, rules) }))
    .sort((a, b) => b.score - a.score)
    .map((entry) => entry.frame);
}
