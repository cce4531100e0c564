import { GENERATION_BATCH_SIZE, type GenerationMediaType } from '@memeforge/contract';

/** The media type of each meme of a new batch: 4 images, 4 videos, or 2 of each. */
export function batchSlots(mediaType: GenerationMediaType): (1 | 2)[] {
  if (mediaType === 'images') return Array<1>(GENERATION_BATCH_SIZE).fill(1);
  if (mediaType === 'videos') return Array<2>(GENERATION_BATCH_SIZE).fill(2);
  const half = GENERATION_BATCH_SIZE / 2;
  return [...Array<1>(half).fill(1), ...Array<2>(GENERATION_BATCH_SIZE - half).fill(2)];
}
