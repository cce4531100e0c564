import { captionBoxesOf, type CaptionCandidate } from '../../adapters/ai';
import type { TemplateLayout } from '@memeforge/contract';

type TemplateFacts = Pick<CaptionCandidate, 'id' | 'title' | 'description' | 'keywords' | 'useCases'> & {
  captionFormat: CaptionCandidate['format'];
  exampleCaptions: string[];
  /** Where its text goes, and the picture's size its boxes are measured on. */
  layout: TemplateLayout;
  width: number;
  height: number;
};

/**
 * What a caption writer is told about a template it may write for: its joke, how long the caption
 * may be, and its text boxes when its text goes on the picture.
 */
export function captionCandidateOf(
  template: TemplateFacts,
  type: CaptionCandidate['type'],
  maxChars: number,
): CaptionCandidate {
  const boxes = captionBoxesOf({ type, width: template.width, height: template.height, layout: template.layout });
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
    ...(boxes.length > 0 ? { boxes } : {}),
  };
}
