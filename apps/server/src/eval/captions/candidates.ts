/**
 * The starter library's templates (seed/templates/manifest.json) as the caption writers' candidates,
 * with their caption formats and example captions, and a batch request for a topic built the way
 * the caption job builds one: candidates of the topic's level, the best-matching first (eight per
 * media type), two image slots and two video slots.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CaptionFormatSchema, type CaptionFormat } from '@memeforge/contract';
import type { CaptionBatchRequest, CaptionCandidate, RandomSource, UnhingedLevel } from '../../adapters/ai';
import { GENERATED_CAPTION_MAX_CHARS } from '../../modules/generation/caption-limits';

export const MANIFEST_PATH = path.resolve(import.meta.dirname, '../../../seed/templates/manifest.json');

interface ManifestTemplate {
  type: 1 | 2;
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

/** Every starter template, numbered in manifest order (ids are the evaluation's own). */
export function starterTemplates(manifestPath = MANIFEST_PATH): StarterTemplate[] {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { templates: ManifestTemplate[] };
  return manifest.templates.map((template, index) => {
    const format: CaptionFormat = CaptionFormatSchema.parse(template.captionFormat ?? 'one_liner');
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
      },
    };
  });
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
