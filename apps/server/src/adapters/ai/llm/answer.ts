/**
 * The LLM's answer, checked twice: AnswerShape is the JSON shape the SDK asks for and parses (a
 * failure there is a "malformed answer"); answerFor(request) then checks it against the request
 * (a failure there is an "invalid answer"): the right number of memes, each template one of its
 * slot's candidates and used once (unless its slot has no other left), each caption non-empty,
 * within maxChars, new, and in language the level allows.
 */
import { z } from 'zod';
import { languageProblem } from '../safety';
import type { CaptionBatchRequest, WrittenMeme } from '../types';

export const AnswerShape = z.object({
  memes: z.array(
    z.object({
      templateId: z.number().int().describe('One of the slot’s candidate template ids'),
      caption: z.string().describe('The caption, within the template’s maxChars'),
    }),
  ),
});
export type Answer = z.infer<typeof AnswerShape>;

/** Models like to wrap a caption in quotes and pad it; neither is part of the caption. */
export function cleanCaption(caption: string): string {
  let text = caption.trim();
  const quoted = /^(["“'])([\s\S]*)(["”'])$/u.exec(text);
  if (quoted && (quoted[1] === quoted[3] || (quoted[1] === '“' && quoted[3] === '”'))) text = quoted[2]!.trim();
  return text
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();
}

const key = (caption: string) => caption.toLowerCase().replace(/\s+/g, ' ').trim();

export function answerFor(request: CaptionBatchRequest) {
  const avoid = new Set((request.avoid ?? []).map(key));
  return AnswerShape.superRefine((answer, context) => {
    const problem = (path: Array<string | number>, message: string) =>
      context.addIssue({ code: 'custom', path: ['memes', ...path], message });
    if (answer.memes.length !== request.slots.length) {
      problem([], `expected ${request.slots.length} memes, got ${answer.memes.length}`);
    }
    const templates = new Set<number>();
    const captions = new Set<string>();
    answer.memes.forEach((meme, index) => {
      const slot = request.slots[index];
      if (!slot) return;
      const candidate = slot.candidates.find((entry) => entry.id === meme.templateId);
      if (!candidate)
        problem([index, 'templateId'], `template ${meme.templateId} is not a candidate of slot ${index + 1}`);
      // A template twice only when the library offers this slot nothing unused (as the offline writer).
      const hadUnused = slot.candidates.some((entry) => !templates.has(entry.id));
      if (templates.has(meme.templateId) && hadUnused) {
        problem([index, 'templateId'], `template ${meme.templateId} is used twice`);
      }
      templates.add(meme.templateId);

      const caption = cleanCaption(meme.caption);
      if (!caption) return problem([index, 'caption'], 'empty caption');
      if (candidate && caption.length > candidate.maxChars) {
        problem([index, 'caption'], `caption is ${caption.length} characters, template takes ${candidate.maxChars}`);
      }
      const language = languageProblem(caption, request.level);
      if (language) problem([index, 'caption'], `caption contains ${language}`);
      if (captions.has(key(caption))) problem([index, 'caption'], 'caption is used twice');
      if (avoid.has(key(caption))) problem([index, 'caption'], 'caption is on the avoid list');
      captions.add(key(caption));
    });
  }).transform((answer): WrittenMeme[] =>
    answer.memes.map((meme) => ({ templateId: meme.templateId, caption: cleanCaption(meme.caption) })),
  );
}
