/** How long a meta description may be before search results cut it themselves. */
const DESCRIPTION_MAX = 160;

/**
 * A text as a page's meta description: on one line, and at most 160 characters, cut at a word
 * (when one ends past the middle) with an ellipsis and no dangling punctuation.
 */
export function metaDescription(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
