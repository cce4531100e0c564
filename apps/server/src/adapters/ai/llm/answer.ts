/**
 * The LLM's answer, checked twice: AnswerShape is the JSON shape the SDK asks for and parses (a
 * failure there is a "malformed answer"); chooseFrom(request, answer) then runs the scorer
 * (scorer.ts) over its candidates: those that break a rule are dropped, the best of the rest fill
 * the slots. A slot no candidate can fill makes the answer an "invalid answer" (retried once, then
 * the offline writer writes the batch).
 */
import { z } from 'zod';
import type { CaptionBatchRequest, WrittenMeme } from '../types';
import { InvalidAnswerError } from './failure';
import { selectCaptions, type RejectedCaption, type ScoredCaption } from './scorer';

export { cleanCaption } from './scorer';

export const AnswerShape = z.object({
  candidates: z.array(
    z.object({
      slot: z.number().int().describe('The slot this caption is for (1-based, as in the request)'),
      templateId: z.number().int().describe('One of the slot’s candidate template ids'),
      caption: z.string().describe('The caption, parts on their own lines, within the template’s maxChars'),
    }),
  ),
});
export type Answer = z.infer<typeof AnswerShape>;

export interface Choice {
  memes: WrittenMeme[];
  rejected: RejectedCaption[];
  scored: ScoredCaption[];
}

/** The memes to show, one per slot in slot order; throws InvalidAnswerError when a slot stays empty. */
export function chooseFrom(request: CaptionBatchRequest, answer: Answer): Choice {
  const { memes, rejected, scored } = selectCaptions(request, answer.candidates);
  const empty = memes.flatMap((meme, index) => (meme ? [] : [index + 1]));
  if (empty.length > 0) {
    const reasons = [...new Set(rejected.map((item) => item.reason))].slice(0, 5);
    throw new InvalidAnswerError(
      `no usable caption for slot ${empty.join(', ')} (${answer.candidates.length} offered${
        reasons.length ? `; refused: ${reasons.join('; ')}` : ''
      })`,
    );
  }
  return { memes: memes as WrittenMeme[], rejected, scored };
}
