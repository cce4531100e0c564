import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EMOJI_FONT_CLASS, addEmojiFontAfterLoad } from './emoji-font';

const styles = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'styles.css'), 'utf8');

describe('the emoji font after the page has loaded', () => {
  it('is not in the font stack the first paint uses, only in the one the class sets', () => {
    const theme = /@theme\s*\{[\s\S]*?--font-sans:([^;]+);/u.exec(styles)?.[1] ?? '';
    expect(theme).toContain('Inter Variable');
    expect(theme).not.toContain('MemeForge Emoji');
    const late = new RegExp(`html\\.${EMOJI_FONT_CLASS}\\s*\\{[^}]*--font-sans:([^;]+);`, 'u').exec(styles)?.[1] ?? '';
    expect(late).toContain("'MemeForge Emoji'");
    const words = (stack: string) => stack.replace(/\s+/gu, ' ').trim();
    expect(words(late).replace("'MemeForge Emoji', ", '')).toBe(words(theme));
  });

  it('joins the stack on the load event, or at once when the page has loaded', () => {
    document.documentElement.classList.remove(EMOJI_FONT_CLASS);
    const loading = { readyState: 'loading', documentElement: document.documentElement } as unknown as Document;
    addEmojiFontAfterLoad(loading, window);
    expect(document.documentElement.classList.contains(EMOJI_FONT_CLASS)).toBe(false);
    window.dispatchEvent(new Event('load'));
    expect(document.documentElement.classList.contains(EMOJI_FONT_CLASS)).toBe(true);

    document.documentElement.classList.remove(EMOJI_FONT_CLASS);
    addEmojiFontAfterLoad(document, window);
    expect(document.documentElement.classList.contains(EMOJI_FONT_CLASS)).toBe(document.readyState === 'complete');
  });
});
