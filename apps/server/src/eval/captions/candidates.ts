/**
 * The starter library's templates (seed/templates/manifest.json) as the caption writers' candidates,
 * with their caption formats and example captions, and a batch request for a topic built the way
 * the caption job builds one: candidates of the topic's level, the best-matching first (eight per
 * media type), two image slots and two video slots.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadImage } from '@napi-rs/canvas';
import { probeVideo } from '@memeforge/render/video';
import { CaptionFormatSchema, TemplateLayoutSchema, type CaptionFormat } from '@memeforge/contract';
import {
  captionBoxesOf,
  type CaptionBatchRequest,
  type CaptionCandidate,
  type RandomSource,
  type UnhingedLevel,
} from '../../adapters/ai';
import { GENERATED_CAPTION_MAX_CHARS } from '../../modules/generation/caption-limits';

export const MANIFEST_PATH = path.resolve(import.meta.dirname, '../../../seed/templates/manifest.json');

interface ManifestTemplate {
  file: string;
  type: 1 | 2;
  layout?: unknown;
  title: string;
  description: string;
  keywords: string[];
  useCases: string[];
  levels?: number[];
  captionFormat?: string;
  exampleCaptions?: string[];
}

export interface StarterTemplate {
  candidate: CaptionCandidate;
  levels: readonly number[];
}

/** A picture's or clip's size, for the templates whose text goes in boxes (measured on it). */
async function sizeOf(file: string, type: 1 | 2): Promise<{ width: number; height: number }> {
  if (type === 2) {
    const probe = await probeVideo(file);
    return { width: probe.width, height: probe.height };
  }
  const image = await loadImage(readFileSync(file));
  return { width: image.width, height: image.height };
}

/**
 * Every starter template, numbered in manifest order (ids are the evaluation's own), with its text
 * boxes (decision 057) measured on its picture as the caption job measures them.
 */
export async function starterTemplates(manifestPath = MANIFEST_PATH): Promise<StarterTemplate[]> {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { templates: ManifestTemplate[] };
  const folder = path.dirname(manifestPath);
  return Promise.all(
    manifest.templates.map(async (template, index) => {
      const format: CaptionFormat = CaptionFormatSchema.parse(template.captionFormat ?? 'one_liner');
      const layout = TemplateLayoutSchema.parse(template.layout ?? { kind: 'band' });
      const boxes =
        layout.kind === 'band'
          ? []
          : captionBoxesOf({
              type: template.type,
              layout,
              ...(await sizeOf(path.join(folder, template.file), template.type)),
            });
      return {
        levels: template.levels ?? [1, 2, 3, 4, 5],
        candidate: {
          id: index + 1,
          type: template.type,
          title: template.title,
          description: template.description,
          keywords: template.keywords,
          useCases: template.useCases,
          format,
          examples: template.exampleCaptions ?? [],
          maxChars: GENERATED_CAPTION_MAX_CHARS[template.type],
          ...(boxes.length > 0 ? { boxes } : {}),
        },
      };
    }),
  );
}

const CANDIDATES_PER_TYPE = 8;

function wordsOf(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/\p{L}{3,}/gu) ?? []);
}

/** How many of the topic's words the template's title, keywords and use cases share, plus a little chance. */
function relevance(topic: Set<string>, candidate: CaptionCandidate, random: RandomSource): number {
  const words = wordsOf([candidate.title, ...candidate.keywords, ...candidate.useCases].join(' '));
  return [...topic].filter((word) => words.has(word)).length + 1.5 * random();
}

/** Two image slots and two video slots for the topic, at its level. */
export function batchFor(
  description: string,
  level: UnhingedLevel,
  templates: readonly StarterTemplate[],
  random: RandomSource,
): CaptionBatchRequest {
  const topic = wordsOf(description);
  const ofType = (type: 1 | 2) => {
    const fitting = templates.filter((template) => template.candidate.type === type);
    const atLevel = fitting.filter((template) => template.levels.includes(level));
    return (atLevel.length >= 2 ? atLevel : fitting)
      .map((template) => ({ candidate: template.candidate, score: relevance(topic, template.candidate, random) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, CANDIDATES_PER_TYPE)
      .map((entry) => entry.candidate);
  };
  const images = ofType(1);
  const videos = ofType(2);
  return {
    description,
    level,
    slots: [
      { type: 1, candidates: images },
      { type: 1, candidates: images },
      { type: 2, candidates: videos },
      { type: 2, candidates: videos },
    ],
  };
}
