/**
 * The showcase's WebP renditions (decision 021, 028): the code moved to `media/webp-renditions.ts`,
 * shared with the memes' card renditions (decision 031); kept here so the showcase's imports stay.
 */
export { webpRenditions, type Rendition } from '../../media/webp-renditions';
