/**
 * What the evaluation checks in one caption: that it names the topic, fits its template's format
 * (as many non-empty parts as the format has), reads (the offline writer's grammar checks), keeps
 * its level's language, and how it opens.
 */
import { CAPTION_FORMATS, type CaptionFormat } from '@memeforge/contract';
import { findTerms } from '../../adapters/ai/safety';
import { grammarFindings, type GrammarFinding } from '../../adapters/ai/offline/grammar';

export function onTopic(caption: string, names: readonly string[]): boolean {
  const lower = caption.toLowerCase();
  return names.some((name) => lower.includes(name));
}

/** Whether the caption has the format's number of parts (a line per text box, when it has boxes), none empty. */
export function fitsFormat(caption: string, format: CaptionFormat, boxes = 0): boolean {
  const parts = caption.split('\n');
  return (
    parts.length === (boxes || CAPTION_FORMATS[format].parts.length) &&
    parts.every((part) => /[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(part))
  );
}

export function grammarOf(caption: string): GrammarFinding[] {
  return grammarFindings(caption);
}

export interface LanguageCount {
  mild: number;
  strong: number;
  blocked: number;
}

/** The profanity (mild, strong) and blocklisted terms in the caption. */
export function languageOf(caption: string): LanguageCount {
  const count: LanguageCount = { mild: 0, strong: 0, blocked: 0 };
  for (const term of findTerms(caption)) count[term.kind]++;
  return count;
}

/** The caption's first two words, lower case: how an LLM's captions open ("me when", "pov:"). */
export function openingOf(caption: string): string {
  return caption.toLowerCase().split(/\s+/u).slice(0, 2).join(' ');
}
