/**
 * The Twemoji font (styles.css, 477 KB) joins the page's font stack once the page has loaded, not
 * before its first paint: a caption's emoji on a server-rendered card would otherwise fetch the
 * whole font at the highest priority while the page is still arriving (on a slow phone, seconds of
 * first paint; decision 048). Until then an emoji shows in the system's emoji font, as it did before
 * a swap with `font-display: swap`.
 */
export const EMOJI_FONT_CLASS = 'emoji-font';

export function addEmojiFontAfterLoad(doc: Document = document, win: Window = window): void {
  const add = () => doc.documentElement.classList.add(EMOJI_FONT_CLASS);
  if (doc.readyState === 'complete') add();
  else win.addEventListener('load', add, { once: true });
}
