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
