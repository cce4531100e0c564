import { describe, expect, it } from 'vitest';
import { layoutVideoCaption } from './video-caption';
import { fixedWidthMeasure } from './wrap';

const base = { caption: 'when the build passes', fontSizeFraction: null, dragYOffset: -0.3 } as const;

describe('layoutVideoCaption', () => {
  it('lays out at the 720 px reference and scales to the frame', () => {
    const reference = layoutVideoCaption({ ...base, frameWidth: 720, frameHeight: 1280 });
    const doubled = layoutVideoCaption({ ...base, frameWidth: 1440, frameHeight: 2560 });
    // Default 40/480 of the 720 reference = 60 px.
    expect(reference.fontSizePx).toBe(60);
    expect(doubled.lines).toEqual(reference.lines);
    expect(doubled.fontSizePx).toBe(120);
    expect(doubled.top).toBeCloseTo(reference.top * 2);
  });

  it('wraps at 0.51 em per character, as the browser preview does', () => {
    // 690 px of line at 60 px: 690 / (0.51 * 60) = 22.5 characters.
    const layout = layoutVideoCaption({
      ...base,
      caption: 'abcdefghij abcdefghij abcdefghij',
      frameWidth: 720,
      frameHeight: 1280,
    });
    expect(layout.lines).toEqual(['abcdefghij abcdefghij', 'abcdefghij']);
  });

  it('centres the block at the drag offset from the middle of the frame', () => {
    for (const dragYOffset of [-0.3, 0, 0.3]) {
      const layout = layoutVideoCaption({ ...base, dragYOffset, frameWidth: 720, frameHeight: 1280 });
      expect(layout.top + layout.height / 2).toBeCloseTo(640 + dragYOffset * 1280);
    }
  });

  it('clamps the drag offset to ±0.4 and keeps the block inside the frame', () => {
    const far = layoutVideoCaption({ ...base, dragYOffset: -5, frameWidth: 720, frameHeight: 1280 });
    expect(far.top + far.height / 2).toBeCloseTo(640 - 0.4 * 1280);
    // A landscape frame: -0.4 of 406 would put a two-line block above the top edge.
    const landscape = layoutVideoCaption({
      ...base,
      caption: 'a caption of two lines on a short frame',
      dragYOffset: -0.4,
      frameWidth: 720,
      frameHeight: 406,
    });
    expect(landscape.top).toBeCloseTo(landscape.paddingPx);
    const bottom = layoutVideoCaption({ ...base, dragYOffset: 0.4, frameWidth: 720, frameHeight: 406 });
    expect(bottom.top + bottom.height).toBeLessThanOrEqual(406 - bottom.paddingPx + 1e-9);
  });

  it('shrinks a caption too tall for the frame, even below the minimum size', () => {
    const tall = layoutVideoCaption({
      ...base,
      caption: 'word '.repeat(60),
      fontSizeFraction: 0.15,
      frameWidth: 720,
      frameHeight: 406,
    });
    expect(tall.fontSizePx).toBeLessThan(0.15 * 720);
    expect(tall.top).toBeGreaterThanOrEqual(tall.paddingPx - 1e-9);
    expect(tall.top + tall.height).toBeLessThanOrEqual(406 - tall.paddingPx + 1e-9);

    const huge = layoutVideoCaption({ ...base, caption: 'word '.repeat(2000), frameWidth: 720, frameHeight: 406 });
    expect(huge.top + huge.height).toBeLessThanOrEqual(406 - huge.paddingPx + 1e-9);
  });

  it('keeps the line breaks but shrinks the font when lines are drawn wider than the estimate', () => {
    const estimate = layoutVideoCaption({ ...base, frameWidth: 720, frameHeight: 1280 });
    // Glyphs drawn 1 em wide: far wider than 0.51 em.
    const wide = fixedWidthMeasure(1);
    const drawn = layoutVideoCaption({ ...base, frameWidth: 720, frameHeight: 1280, measureDrawn: wide });
    expect(drawn.lines).toEqual(estimate.lines);
    expect(drawn.fontSizePx).toBeLessThan(estimate.fontSizePx);
    for (const line of drawn.lines) {
      expect(wide(line, drawn.fontSizePx)).toBeLessThanOrEqual(720 - 2 * drawn.paddingPx + 1e-6);
    }
  });

  it('has no lines for a blank caption', () => {
    expect(layoutVideoCaption({ ...base, caption: '  ', frameWidth: 720, frameHeight: 720 }).lines).toEqual([]);
  });
});
