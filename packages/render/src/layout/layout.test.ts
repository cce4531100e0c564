import { describe, expect, it } from 'vitest';
import { fitText, fixedWidthMeasure, wrapText } from './index';

const measure = fixedWidthMeasure(0.5);

describe('wrapText', () => {
  it('wraps words greedily within the width', () => {
    // 10 px font, 5 px per char, 50 px wide: 10 chars a line.
    expect(wrapText('when the build passes first try', 50, 10, measure)).toEqual([
      'when the',
      'build',
      'passes',
      'first try',
    ]);
  });

  it('keeps explicit line breaks and breaks words longer than a line', () => {
    expect(wrapText('top\nabcdefghijklmno', 50, 10, measure)).toEqual(['top', 'abcdefghij', 'klmno']);
  });

  it('counts an emoji as one character', () => {
    expect(wrapText('😂😂😂', 15, 10, measure)).toEqual(['😂😂😂']);
  });
});

describe('fitText', () => {
  it('shrinks text that is too tall until it fits', () => {
    const fitted = fitText({
      text: 'a caption long enough to need several lines at a big size',
      maxWidth: 100,
      maxHeight: 40,
      fontSizePx: 30,
      minFontSizePx: 8,
      lineHeight: 1.2,
      measure,
    });
    expect(fitted.fontSizePx).toBeLessThan(30);
    expect(fitted.height).toBeLessThanOrEqual(40);
  });

  it('never goes below the minimum size', () => {
    const fitted = fitText({
      text: 'x '.repeat(500),
      maxWidth: 100,
      maxHeight: 20,
      fontSizePx: 30,
      minFontSizePx: 12,
      lineHeight: 1.2,
      measure,
    });
    expect(fitted.fontSizePx).toBe(12);
  });

  it('lets an unbounded box grow with the text', () => {
    const fitted = fitText({
      text: 'grow grow grow grow',
      maxWidth: 50,
      maxHeight: null,
      fontSizePx: 20,
      minFontSizePx: 8,
      lineHeight: 1,
      measure,
    });
    expect(fitted.fontSizePx).toBe(20);
    expect(fitted.lines.length).toBe(4);
  });
});

describe('fitText bisection', () => {
  /** The one-pixel-at-a-time search fitText's bisection must agree with. */
  function stepDown(options: Parameters<typeof fitText>[0]) {
    let size = Math.max(options.fontSizePx, options.minFontSizePx);
    for (;;) {
      const lines = wrapText(options.text, options.maxWidth, size, options.measure);
      const height = lines.length * size * options.lineHeight;
      if (options.maxHeight === null || height <= options.maxHeight || size <= options.minFontSizePx) {
        return { lines, fontSizePx: size };
      }
      size = Math.max(options.minFontSizePx, size - 1);
    }
  }

  it('finds the same size as stepping down one pixel at a time', () => {
    const words = ['a', 'meme', 'caption', 'longerword', 'x', 'build', 'passes', 'supercalifragilistic'];
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let run = 0; run < 80; run += 1) {
      const text = Array.from(
        { length: 1 + Math.floor(random() * 40) },
        () => words[Math.floor(random() * words.length)],
      ).join(' ');
      const options = {
        text,
        maxWidth: 50 + random() * 500,
        maxHeight: 20 + random() * 300,
        fontSizePx: 10 + random() * 150,
        minFontSizePx: 4 + random() * 10,
        lineHeight: 1.2,
        measure,
      };
      const fitted = fitText(options);
      expect({ lines: fitted.lines, fontSizePx: fitted.fontSizePx }).toEqual(stepDown(options));
    }
  });
});
