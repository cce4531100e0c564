import { MEME_TEXT_MAX_LENGTH } from '@memeforge/contract';

/**
 * The longest caption a generated meme gets, by media type. An image's header band grows with its
 * text, so it takes the editor's whole limit; a video's caption sits over the picture, and past
 * about three lines at the default size it hides what the clip is about.
 */
export const GENERATED_CAPTION_MAX_CHARS: Record<1 | 2, number> = {
  1: Math.min(MEME_TEXT_MAX_LENGTH, 120),
  2: Math.min(MEME_TEXT_MAX_LENGTH, 90),
};
