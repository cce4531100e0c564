import { CAPTION_FORMATS } from '@memeforge/contract';
import type { CaptionCandidate } from './types';

/** How many lines a caption for this template has: one per box, else its format's parts. */
export function partsWanted(candidate: Pick<CaptionCandidate, 'format' | 'boxes'>): number {
  return candidate.boxes?.length || CAPTION_FORMATS[candidate.format].parts.length;
}
