/**
 * The one prompt per batch: rules in the system message, the request itself as a fenced JSON block
 * in the user message (unambiguous for the model, and readable by the local test double, which
 * answers from the same block).
 */
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
  templates: Array<{
    templateId: number;
    mediaType: 'image' | 'video';
    title: string;
    description: string;
    useCases: string[];
    maxChars: number;
  }>;
  /** Each slot's candidate template ids, most relevant first. */
  slots: Array<{ slot: number; mediaType: 'image' | 'video'; candidates: number[] }>;
  avoid: string[];
}

const mediaType = (type: 1 | 2) => (type === 1 ? 'image' : 'video');

export function promptData(request: CaptionBatchRequest): PromptData {
  const templates = new Map<number, PromptData['templates'][number]>();
  for (const candidate of request.slots.flatMap((slot) => slot.candidates)) {
    templates.set(candidate.id, {
      templateId: candidate.id,
      mediaType: mediaType(candidate.type),
      title: candidate.title,
      description: candidate.description,
      useCases: candidate.useCases,
      maxChars: candidate.maxChars,
    });
  }
  return {
    description: request.description,
    level: { value: request.level, ...levelGuide(request.level) },
    templates: [...templates.values()],
    slots: request.slots.map((slot, index) => ({
      slot: index + 1,
      mediaType: mediaType(slot.type),
      candidates: slot.candidates.map((candidate) => candidate.id),
    })),
    avoid: request.avoid ?? [],
  };
}

const SYSTEM = `You write meme captions for MemeForge. A meme is a template (an image or a video) plus one caption.
You get a topic, an "unhinged level", the templates, and for each meme to write (a slot) the ids of its candidate templates, most relevant first.
Answer with JSON only, no prose and no code fence: {"memes":[{"templateId":<number>,"caption":"<text>"}, ...]}, exactly one entry per slot, in slot order.
Rules:
- templateId must be one of that slot's candidates (prefer the earlier ones, and one whose use cases suit your joke); never the same template twice.
- Every caption names the topic: its main subject or named entity appears in the caption.
- A caption is at most its template's maxChars characters. A line break (\\n) may separate the lines of a format such as "Nobody:\\nMe: …".
- Use a different meme format for each slot; no two captions alike, and none from the "avoid" list.
- Follow the level's tone and language rules exactly. Emoji are welcome where the format calls for them.
- Never slurs, hate or harassment of any group, and no sexual content; never anything sexual about real people or minors.`;

export function buildPrompt(request: CaptionBatchRequest): CaptionPrompt {
  const data = promptData(request);
  const prompt = [
    `Write ${data.slots.length} meme captions about "${data.description}" at level ${data.level.value} (${data.level.label}): ${data.level.tone}; ${data.level.language}.`,
    '```json',
    JSON.stringify(data),
    '```',
  ].join('\n');
  return { system: SYSTEM, prompt };
}
