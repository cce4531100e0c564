import { MEME_TEXT_MAX_LENGTH } from '@memeforge/contract';

/**
 * A caption within the meme text's limit: trimmed, cut at a word when one ends late enough, and
 * never inside an emoji's surrogate pair.
 */
export function truncateCaption(text: string, limit = MEME_TEXT_MAX_LENGTH): string {
  const trimmed = text.trim();
  if (trimmed.length <= limit) return trimmed;
  let cut = trimmed.slice(0, limit);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  const space = cut.lastIndexOf(' ');
  if (space >= limit * 0.6) cut = cut.slice(0, space);
  return cut.trimEnd();
}
