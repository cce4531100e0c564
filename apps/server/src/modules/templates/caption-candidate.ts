import type { CaptionCandidate } from '../../adapters/ai';

type TemplateFacts = Pick<CaptionCandidate, 'id' | 'title' | 'description' | 'keywords' | 'useCases'> & {
  captionFormat: CaptionCandidate['format'];
  exampleCaptions: string[];
};

/** What a caption writer is told about a template it may write for, and how long the caption may be. */
export function captionCandidateOf(
  template: TemplateFacts,
  type: CaptionCandidate['type'],
  maxChars: number,
): CaptionCandidate {
  return {
    id: template.id,
    type,
    title: template.title,
    description: template.description,
    keywords: template.keywords,
    useCases: template.useCases,
    format: template.captionFormat,
    examples: template.exampleCaptions,
    maxChars,
  };
}
