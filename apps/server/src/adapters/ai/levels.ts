/**
 * What each unhinged level means, in words an LLM (or a person) can follow. The labels are the
 * slider's (contract UNHINGED_LEVELS); the offline formats under offline/formats follow the same
 * descriptions.
 */
import { UNHINGED_LEVELS } from '@memeforge/contract';
import type { UnhingedLevel } from './types';

export interface LevelGuide {
  label: string;
  tone: string;
  language: string;
}

const TONE: Record<UnhingedLevel, string> = {
  1: 'clean, brand-safe, witty taglines a company account could post',
  2: "Gen Z humor and slang: no cap, it's giving, lowkey/highkey, main character, rent free, delulu, the ick, ate and left no crumbs",
  3: 'well-known meme formats: "Nobody: / Me:", "POV:", "Me explaining X to Y", "X be like", "When you… but…", "Expectation vs reality", "Tell me you\'re X without telling me you\'re X", "That feeling when…", "X starter pack", "Not X, not Y, but Z"',
  4: 'unhinged: chaotic, absurd escalation, ALL CAPS moments',
  5: 'NSFW brainrot: skibidi, Ohio, rizz, sigma, fanum tax, aura, cooked',
};

const LANGUAGE: Record<UnhingedLevel, string> = {
  1: 'no profanity at all',
  2: 'no profanity at all',
  3: 'no profanity at all',
  4: 'mild profanity only (damn, hell, wtf, ass, crap); nothing stronger',
  5: 'strong profanity allowed (shit, fuck)',
};

export function levelGuide(level: UnhingedLevel): LevelGuide {
  const label = UNHINGED_LEVELS.find((entry) => entry.level === level)?.label ?? `Level ${level}`;
  return { label, tone: TONE[level], language: LANGUAGE[level] };
}
