import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { captionFont, registerCaptionFonts } from './fonts/index';
import { wrapText } from './layout/wrap';
import { createCaptionMeasure } from './measure';

registerCaptionFonts();
const ctx = createCanvas(1, 1).getContext('2d');

/** Skia's own measurement at that exact size, with the whole stack. */
function skiaWidth(text: string, fontSizePx: number, font = captionFont(fontSizePx)): number {
  ctx.font = font;
  return ctx.measureText(text).width;
}

const SAMPLES = [
  'when the build passes',
  'Привет мир',
  'Γειά σου',
  '你好世界',
  'مرحبا بالعالم',
  'שלום עולם',
  '😂🔥👍🏽',
  'Hi 你好 😂',
];

describe('createCaptionMeasure', () => {
  it('measures what Skia draws, at any size, for every script', () => {
    const measure = createCaptionMeasure();
    for (const text of SAMPLES) {
      for (const size of [12, 17.5, 40, 96]) {
        expect(measure(text, size), `${text} at ${size}`).toBeCloseTo(skiaWidth(text, size), 1);
      }
    }
  });

  it('gives CJK and emoji their real advances, not a missing-glyph box', () => {
    const measure = createCaptionMeasure();
    const tofu = measure('\uE000', 100);
    // Noto Sans SC's ideographs and Twemoji's emoji are all 1 em wide.
    for (const char of ['你', '好', '猫', '😂', '🔥']) {
      expect(measure(char, 100), char).toBeCloseTo(100, 0);
      expect(measure(char, 100), char).not.toBeCloseTo(tofu, 0);
    }
    expect(measure('你好世界', 100)).toBeCloseTo(skiaWidth('你好世界', 100, '100px "MemeForge Noto Sans SC"'), 1);
    for (const text of ['Привет', 'مرحبا', 'שלום']) expect(measure(text, 100)).toBeGreaterThan(100);
  });

  it('wraps mixed-script captions so every line fits as drawn', () => {
    const measure = createCaptionMeasure();
    const lines = wrapText(
      'Привет мир 你好世界 😂😂😂 مرحبا بالعالم שלום עולם when the build passes',
      300,
      40,
      measure,
    );
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(skiaWidth(line, 40)).toBeLessThanOrEqual(300);
  });
});
