/**
 * The one prompt per batch: rules in the system message, the request itself as a fenced JSON block
 * in the user message (unambiguous for the model, and readable by the local test double, which
 * answers from the same block). Each template comes with what its joke is: its meaning (description
 * and use cases), its caption format (the parts, in order) and example captions. The model writes
 * more candidates than there are slots; the scorer (scorer.ts) picks the ones shown.
 */
import { CAPTION_FORMATS, type CaptionFormat } from '@memeforge/contract';
import { levelGuide } from '../levels';
import type { CaptionBatchRequest } from '../types';

export interface CaptionPrompt {
  system: string;
  prompt: string;
}

/**
 * The request as the model sees it. Each template is listed once (slots of one media type usually
 * share their candidates) and slots name their candidates by id, which halves the prompt.
 */
export interface PromptData {
  description: string;
  level: { value: number; label: string; tone: string; language: string };
  /** Captions to write for each slot; the best one per slot is shown. */
  candidatesPerSlot: number;
  templates: Array<{
    templateId: number;
    mediaType: 'image' | 'video';
    title: string;
    /** What the picture is and means. */
    description: string;
    useCases: string[];
    format: { name: CaptionFormat; summary: string; parts: string[] };
    /** Its text boxes on the picture, in order, when it has some: the caption has a line per box. */
    boxes?: string[];
    examples: string[];
    maxChars: number;
  }>;
  /** Each slot's candidate template ids, most relevant first. */
  slots: Array<{ slot: number; mediaType: 'image' | 'video'; candidates: number[] }>;
  avoid: string[];
}

const mediaType = (type: 1 | 2) => (type === 1 ? 'image' : 'video');

/** Two per slot for a batch (8 for 4), three when one caption is asked for. */
export function candidatesPerSlot(slots: number): number {
  return slots <= 1 ? 3 : 2;
}

export function promptData(request: CaptionBatchRequest): PromptData {
  const templates = new Map<number, PromptData['templates'][number]>();
  for (const candidate of request.slots.flatMap((slot) => slot.candidates)) {
    const format = CAPTION_FORMATS[candidate.format];
    templates.set(candidate.id, {
      templateId: candidate.id,
      mediaType: mediaType(candidate.type),
      title: candidate.title,
      description: candidate.description,
      useCases: candidate.useCases,
      format: { name: candidate.format, summary: format.summary, parts: [...format.parts] },
      ...(candidate.boxes?.length ? { boxes: candidate.boxes.map((box) => box.label) } : {}),
      examples: candidate.examples,
      maxChars: candidate.maxChars,
    });
  }
  return {
    description: request.description,
    level: { value: request.level, ...levelGuide(request.level) },
    candidatesPerSlot: candidatesPerSlot(request.slots.length),
    templates: [...templates.values()],
    slots: request.slots.map((slot, index) => ({
      slot: index + 1,
      mediaType: mediaType(slot.type),
      candidates: slot.candidates.map((candidate) => candidate.id),
    })),
    avoid: request.avoid ?? [],
  };
}

const SYSTEM = `You write meme captions for MemeForge. A meme is a template (an image or a video) plus one caption, and the best memes make ONE joke out of the words and the picture together.
You get a topic, an "unhinged level" (its style guide and language rules), the templates, and for each meme to write (a slot) the ids of its candidate templates, most relevant first.
Each template says what its joke is: its description and use cases (what the picture means), its caption format (the parts the caption has, in order, each on its own line) and example captions that show the joke.
Answer with JSON only, no prose and no code fence: {"candidates":[{"slot":<number>,"templateId":<number>,"caption":"<text>"}, ...]}, with "candidatesPerSlot" different captions for every slot; the best are picked, the rest thrown away.
Rules (a caption that breaks one is thrown away):
- templateId is one of that slot's candidates: pick the one whose meaning fits your joke (prefer the earlier ones); use different templates for different slots.
- The caption has exactly the parts of its template's format, in order, separated by a line break (\\n): one line for "caption" or "situation", two for setup/punchline, before/after or option A/option B, three for escalating steps. Write whole phrases in each part, in the voice of the examples, never a copy of them.
- A template that lists "boxes" has its text on the picture, one box per line: the caption has exactly one line per box, in the boxes' order, each a few words that fit its box (what the box's label names: a button, a person, a panel), instead of the format's parts.
- Every caption names the topic: its main subject or named entity appears in the caption, in the topic's language.
- A caption is at most its template's maxChars characters, shorter is better: it must be readable on a phone.
- No two captions alike, none opening the same way, and none from the "avoid" list (the person saw those already).
- Follow the level's style guide and language rule exactly. Emoji are welcome where the format calls for them.
- Never slurs, hate or harassment of any group, and no sexual content; never anything sexual about real people or minors.`;

export function buildPrompt(request: CaptionBatchRequest): CaptionPrompt {
  const data = promptData(request);
  const total = data.slots.length * data.candidatesPerSlot;
  const prompt = [
    `Write ${total} candidate meme captions (${data.candidatesPerSlot} for each of the ${data.slots.length} slots) about "${data.description}".`,
    `Level ${data.level.value} (${data.level.label}). Style guide: ${data.level.tone}. Language rule: ${data.level.language}.`,
    '```json',
    JSON.stringify(data),
    '```',
  ].join('\n');
  return { system: SYSTEM, prompt };
}
