import { describe, expect, it } from 'vitest';
import { metaDescription } from './meta-description';

describe('metaDescription', () => {
  it('keeps a short text as it is, on one line', () => {
    expect(metaDescription('  Two buttons,\n  one sweating hand. ')).toBe('Two buttons, one sweating hand.');
  });

  it('cuts a long text at a word, within 160 characters, with an ellipsis and no dangling punctuation', () => {
    const text = `${'word '.repeat(30)}end, and more after it that does not fit at all in the limit`;
    const cut = metaDescription(text);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).not.toMatch(/[\s,]…$/);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it('cuts inside a word when no word ends past the middle', () => {
    expect(metaDescription('a'.repeat(200), 20)).toBe(`${'a'.repeat(19)}…`);
  });
});
