/**
 * Edit With AI through the LLM: ONE structured call per chat turn to the OpenAI-compatible API,
 * asking for a few rewrites of the meme (prompt.ts's request block, plus the instruction, the
 * current caption and template); the scorer (scorer.ts) throws away those that break a rule (the
 * level's language, the template's limit and format parts, a caption the chat already showed) and
 * picks the best; this file adds the edit's own rules (a template switch uses another template, the
 * other asks keep the current one; 'Add emoji' adds one). Like writeBatch: one retry within
 * AI_TIMEOUT_MS, then the offline edit answers instead, said in the log, on the result and in
 * caption_writer_fallbacks_total{reason}.
 */
import { generateText, Output } from 'ai';
import { z } from 'zod';
import { CHAT_CHIPS } from '@memeforge/contract';
import type { LlmAiConfig } from '../../../config';
import type { Logger } from '../../../logger';
import type { Metrics } from '../../../metrics';
import { languageProblem } from '../safety';
import { partName, targetPart, withPart } from '../edit-parts';
import { levelGuide } from '../levels';
import type { CaptionBatchRequest, CaptionEditRequest, CaptionEditResult, UnhingedLevel } from '../types';
import { readInstruction, type Intent } from '../offline/edit';
import { InvalidAnswerError } from './failure';
import { callWithFallback, languageModel } from './call';
import { promptData } from './prompt';
import { selectCaptions } from './scorer';

export interface LlmEditorOptions {
  config: LlmAiConfig;
  /** Answers when the LLM cannot: the offline edit. */
  fallback: (request: CaptionEditRequest, signal?: AbortSignal) => Promise<CaptionEditResult>;
  logger: Logger;
  metrics: Metrics;
}

export type MemeEditor = (request: CaptionEditRequest, signal?: AbortSignal) => Promise<CaptionEditResult>;

/** Rewrites asked for per turn; the scorer shows the best one. */
export const EDIT_CANDIDATES = 3;
const REPLY_MAX = 200;

export const EditAnswerShape = z.object({
  reply: z.string().optional().describe('One short sentence to the person saying what you changed'),
  candidates: z.array(
    z.object({
      slot: z.number().int().describe('Always 1'),
      templateId: z.number().int().describe('One of the slot’s candidate template ids'),
      caption: z.string().describe('The new caption, parts on their own lines, within the template’s maxChars'),
    }),
  ),
});
export type EditAnswer = z.infer<typeof EditAnswerShape>;

const EMOJI = /\p{Extended_Pictographic}/gu;

/** What the instruction asks, the level to write at, and which templates the answer may use. */
export function editPlan(request: CaptionEditRequest): { intent: Intent; level: UnhingedLevel; switching: boolean } {
  const intent: Intent = request.chip ? { kind: request.chip } : readInstruction(request.message);
  const level = (intent.kind === 'unhinged' ? Math.min(5, request.level + 1) : request.level) as UnhingedLevel;
  const switching = intent.kind === 'template' && request.alternatives.some((t) => t.id !== request.template.id);
  return { intent, level, switching };
}

/** The turn as a one-slot batch: the scorer's rules and the double's reading of the prompt apply as they are. */
export function editBatch(request: CaptionEditRequest): CaptionBatchRequest {
  const { level, switching } = editPlan(request);
  const candidates = switching
    ? request.alternatives.filter((candidate) => candidate.id !== request.template.id)
    : [request.template];
  return {
    description: request.description.trim() || request.caption.replace(/\n/gu, ' '),
    level,
    slots: [{ type: request.template.type, candidates }],
    avoid: [request.caption, ...(request.avoid ?? [])].filter(Boolean),
  };
}

const SYSTEM = `You edit one meme for MemeForge's "Edit With AI" chat. A meme is a template (an image or a video) plus one caption; the best memes make ONE joke out of the words and the picture together.
You get the person's instruction, the current caption and template, the topic, the "unhinged level" (its style guide and language rules) and the templates you may use (the slot's candidates), each with its meaning, caption format (the parts, in order, one per line) and example captions.
Do what the instruction asks: "Make it funnier" = a stronger, different joke on the same topic; "More unhinged" = the given (higher) level's style; "More relatable" = first person, an everyday situation; "Add emoji" = the same caption with one or two fitting emoji added (never one it already has); "Different template" = a caption for one of the candidate templates (they are other templates); free text = what it asks, within these rules.
Answer with JSON only, no prose and no code fence: {"reply":"<one short sentence to the person saying what you changed>","candidates":[{"slot":1,"templateId":<number>,"caption":"<text>"}, ...]} with "candidatesPerSlot" different captions; the best is picked.
Rules (a caption that breaks one is thrown away):
- templateId is one of the slot's candidates.
- The caption has exactly the parts of its template's format, in order, separated by a line break (\\n), and is at most the template's maxChars characters.
- A template that lists "boxes" has a line per box. When the instruction names one of them (by position: "the second one", "the top text", "the last"; or by what the box holds: "the dog", "the right button"), change that line only and keep every other line word for word.
- It is not the current caption and not one from the "avoid" list.
- Follow the level's style guide and language rule exactly.
- Never slurs, hate or harassment of any group, and no sexual content; never anything sexual about real people or minors.`;

export function buildEditPrompt(request: CaptionEditRequest): { system: string; prompt: string } {
  const batch = editBatch(request);
  const { level } = editPlan(request);
  const guide = levelGuide(level);
  const chip = CHAT_CHIPS.find((entry) => entry.key === request.chip);
  const instruction = chip?.label ?? request.message;
  const data = {
    ...promptData(batch),
    candidatesPerSlot: EDIT_CANDIDATES,
    instruction,
    currentCaption: request.caption,
    currentTemplateId: request.template.id,
  };
  const prompt = [
    `Instruction: ${JSON.stringify(instruction)}. Write ${EDIT_CANDIDATES} different new captions for the meme about "${batch.description}".`,
    `Current caption: ${JSON.stringify(request.caption)}.`,
    `Level ${level} (${guide.label}). Style guide: ${guide.tone}. Language rule: ${guide.language}.`,
    '```json',
    JSON.stringify(data),
    '```',
  ].join('\n');
  return { system: SYSTEM, prompt };
}

const DEFAULT_REPLY: Record<Intent['kind'], string> = {
  funnier: "Here's a punchier take.",
  unhinged: 'Turned it up a level.',
  relatable: 'Made it more relatable.',
  emoji: 'Added emoji.',
  template: 'Switched the template and wrote a caption for it.',
  shorter: 'Trimmed it down.',
  topic: 'Changed what it is about.',
  loud: 'Turned up the volume.',
  quiet: 'Toned it down.',
  'no emoji': 'Took the emoji out.',
  translate: 'Rewrote it as you asked.',
  fresh: 'Rewrote it as you asked.',
};

/** The answer's change, or InvalidAnswerError when no candidate keeps every rule. */
export function chooseEdit(request: CaptionEditRequest, answer: EditAnswer): CaptionEditResult {
  const { intent, level } = editPlan(request);
  const batch = editBatch(request);
  const had = new Set(request.caption.match(EMOJI) ?? []);
  // The edit's own rule on top of the scorer's: 'Add emoji' must add one.
  const offers = answer.candidates.filter(
    (offer) => intent.kind !== 'emoji' || (offer.caption.match(EMOJI) ?? []).some((emoji) => !had.has(emoji)),
  );
  const { memes, rejected } = selectCaptions(batch, offers);
  const chosen = memes[0];
  if (!chosen) {
    const reasons = [...new Set(rejected.map((item) => item.reason))].slice(0, 5);
    throw new InvalidAnswerError(
      `no usable edit (${answer.candidates.length} offered${reasons.length ? `; refused: ${reasons.join('; ')}` : ''})`,
    );
  }
  const reply = answer.reply?.trim().replace(/\s+/gu, ' ') ?? '';
  const usable = reply.length > 0 && reply.length <= REPLY_MAX && languageProblem(reply, level) === null;
  const templateId = chosen.templateId === request.template.id ? null : chosen.templateId;
  let caption = chosen.caption === request.caption ? null : chosen.caption;
  // One text named ("the second one"): only its line changes, whatever else the answer rewrote.
  const part =
    templateId === null ? targetPart(request.message, request.template, request.caption.split('\n').length) : null;
  if (part !== null && caption !== null) {
    caption = withPart(request.caption, caption, part);
    if (caption === null) throw new InvalidAnswerError(`the answer did not change ${partName(part, request.template)}`);
  }
  return {
    reply: usable ? reply : DEFAULT_REPLY[intent.kind],
    caption,
    templateId,
    writer: 'llm',
    fallback: null,
  };
}

/** The LLM's edit, with the offline edit as its fallback. */
export function createLlmMemeEditor(options: LlmEditorOptions): MemeEditor {
  const { config, fallback, logger, metrics } = options;
  const model = languageModel(config);

  async function ask(request: CaptionEditRequest, signal: AbortSignal): Promise<CaptionEditResult> {
    const { system, prompt } = buildEditPrompt(request);
    const { output } = await generateText({
      model,
      system,
      prompt,
      output: Output.object({ schema: EditAnswerShape, name: 'edit' }),
      abortSignal: signal,
      maxRetries: 0,
    });
    return chooseEdit(request, output);
  }

  return (request, signal) =>
    callWithFallback<CaptionEditResult>({
      config,
      logger,
      metrics,
      signal,
      retrying: 'LLM edit call failed; retrying once',
      fellBack: 'LLM caption writer failed; the offline writer edited this meme',
      ask: async (deadline) => ({ result: await ask(request, deadline), written: 1 }),
      fallback: async (reason) => ({ ...(await fallback(request, signal)), fallback: reason }),
    });
}
