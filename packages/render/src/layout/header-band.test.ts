import { describe, expect, it } from 'vitest';
import { layoutHeaderBand } from './header-band';
import { fixedWidthMeasure } from './wrap';

// 0.5 em per character: at 40 px a character is 20 px wide.
const measure = fixedWidthMeasure(0.5);

describe('layoutHeaderBand', () => {
  it('scales the 480 px padding and the adaptive 24 px font to the output width', () => {
    const layout = layoutHeaderBand({
      caption: 'hello',
      fontSizeFraction: null,
      width: 800,
      imageHeight: 600,
      measure,
    });
    expect(layout.paddingPx).toBeCloseTo((10 * 800) / 480);
    expect(layout.fontSizePx).toBeCloseTo((24 * 800) / 480);
    expect(layout.maxLineWidth).toBeCloseTo(800 - (2 * 10 * 800) / 480);
    expect(layout.bandHeight).toBe(Math.ceil(layout.lineHeightPx + 2 * layout.paddingPx));
  });

  it('grows the band with as many lines as the caption needs', () => {
    const one = layoutHeaderBand({ caption: 'short', fontSizeFraction: 0.05, width: 800, imageHeight: 600, measure });
    const many = layoutHeaderBand({
      caption: 'a much longer caption that needs several lines in the band to hold all of these words',
      fontSizeFraction: 0.05,
      width: 800,
      imageHeight: 600,
      measure,
    });
    expect(one.lines).toHaveLength(1);
    expect(many.lines.length).toBeGreaterThan(1);
    expect(many.fontSizePx).toBe(one.fontSizePx);
    expect(many.bandHeight).toBeGreaterThan(one.bandHeight);
  });

  it('shrinks the font when the band would be taller than the image, but not below the minimum', () => {
    const layout = layoutHeaderBand({
      caption: 'word '.repeat(120),
      fontSizeFraction: 0.2,
      width: 480,
      imageHeight: 300,
      measure,
    });
    expect(layout.fontSizePx).toBeLessThan(0.2 * 480);
    expect(layout.bandHeight).toBeLessThanOrEqual(300 + 1);

    const tooLong = layoutHeaderBand({
      caption: 'word '.repeat(2000),
      fontSizeFraction: 0.2,
      width: 480,
      imageHeight: 300,
      measure,
    });
    expect(tooLong.fontSizePx).toBe(12);
  });

  it('wraps every line inside the padding, long words and explicit line breaks included', () => {
    const layout = layoutHeaderBand({
      caption: `top line\n${'x'.repeat(150)}\nbottom`,
      fontSizeFraction: 0.1,
      width: 800,
      imageHeight: 2000,
      measure,
    });
    expect(layout.lines[0]).toBe('top line');
    expect(layout.lines.at(-1)).toBe('bottom');
    expect(layout.lines.length).toBeGreaterThan(3);
    for (const line of layout.lines) {
      expect(measure(line, layout.fontSizePx)).toBeLessThanOrEqual(layout.maxLineWidth);
    }
  });

  it('has no band for a blank caption, and clamps a font fraction outside the slider range', () => {
    expect(
      layoutHeaderBand({ caption: ' \n ', fontSizeFraction: 0.05, width: 800, imageHeight: 600, measure }),
    ).toMatchObject({
      lines: [],
      bandHeight: 0,
    });
    const huge = layoutHeaderBand({ caption: 'a', fontSizeFraction: 7, width: 480, imageHeight: 5000, measure });
    expect(huge.fontSizePx).toBe(480);
    const tiny = layoutHeaderBand({ caption: 'a', fontSizeFraction: 0, width: 480, imageHeight: 5000, measure });
    expect(tiny.fontSizePx).toBeCloseTo(0.03 * 480);
  });
});
