import { GlobalFonts, createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { CAPTION_FONT_FAMILIES, captionFont, captionFontFiles, registerCaptionFonts } from './fonts/index';
import { countPixels, differingShare, isDark, isInk, isSaturated, type Pixels } from './testing/pixels';

const SIZE = 48;

/** Black text on white, drawn with a `font` shorthand. */
function draw(font: string, text: string, width = 600): Pixels {
  const canvas = createCanvas(width, 90);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, 90);
  ctx.fillStyle = '#000000';
  ctx.font = font;
  ctx.fillText(text, 10, 64);
  return { data: ctx.getImageData(0, 0, width, 90).data, width, height: 90 };
}

const only = (family: string) => `${SIZE}px "${family}"`;
const stack = captionFont(SIZE);
const notInk = (r: number, g: number, b: number) => r < 250 || g < 250 || b < 250;

/**
 * Each script and the font of the stack that must draw it. Single words: a space comes from the
 * first font (Anton), so a phrase drawn with the stack is spaced unlike the same phrase in one font.
 */
const SCRIPTS = [
  { script: 'Latin', text: 'Meme Forge', family: 'MemeForge Anton' },
  { script: 'Cyrillic', text: 'Привет', family: 'MemeForge Noto Sans' },
  { script: 'Greek', text: 'Γειάσου', family: 'MemeForge Noto Sans' },
  { script: 'CJK', text: '你好世界', family: 'MemeForge Noto Sans SC' },
  { script: 'Arabic', text: 'مرحبا', family: 'MemeForge Noto Sans Arabic' },
  { script: 'Hebrew', text: 'שלום', family: 'MemeForge Noto Sans Hebrew' },
  { script: 'emoji', text: '😂🔥👍🏽', family: 'MemeForge Twemoji' },
] as const;

describe('caption fonts', () => {
  registerCaptionFonts();

  it('register every family of the stack once, from files inside npm packages', () => {
    registerCaptionFonts();
    expect(captionFontFiles().map((file) => file.family)).toEqual([...CAPTION_FONT_FAMILIES]);
    for (const file of captionFontFiles()) expect(file.path).toMatch(/node_modules/);
    for (const family of CAPTION_FONT_FAMILIES) {
      expect(GlobalFonts.families.filter((entry) => entry.family === family)).toHaveLength(1);
    }
  });

  it.each(SCRIPTS)('draw $script from $family through the one font stack', ({ text, family }) => {
    const drawn = draw(stack, text);
    expect(countPixels(drawn, notInk)).toBeGreaterThan(200);
    // Same pixels as that font alone: the stack fell back to it glyph by glyph.
    expect(differingShare(drawn, draw(only(family), text))).toBeLessThan(0.001);
    // Not what the machine's own fallback (DejaVu, the only system font here) would draw.
    expect(differingShare(drawn, draw(`${SIZE}px "DejaVu Sans"`, text))).toBeGreaterThan(0.01);
  });

  it('fall back glyph by glyph inside one string, with no run splitting', () => {
    const runs = [
      { text: 'Hi ', family: 'MemeForge Anton' },
      { text: 'Привет', family: 'MemeForge Noto Sans' },
      { text: ' ', family: 'MemeForge Anton' },
      { text: '你好', family: 'MemeForge Noto Sans SC' },
      { text: '😂', family: 'MemeForge Twemoji' },
    ];
    const whole = draw(stack, runs.map((run) => run.text).join(''));

    const canvas = createCanvas(600, 90);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, 600, 90);
    ctx.fillStyle = '#000000';
    let x = 10;
    for (const run of runs) {
      ctx.font = only(run.family);
      ctx.fillText(run.text, x, 64);
      x += ctx.measureText(run.text).width;
    }
    const pieced = { data: ctx.getImageData(0, 0, 600, 90).data, width: 600, height: 90 };
    expect(differingShare(whole, pieced)).toBeLessThan(0.002);
  });

  it('draw CJK as distinct glyphs, not missing-glyph boxes', () => {
    const tofu = draw(stack, '\uE000', 80); // private use: no font has it
    const glyphs = Array.from('你好世界猫').map((char) => draw(stack, char, 80));
    for (const [index, glyph] of glyphs.entries()) {
      expect(countPixels(glyph, isInk)).toBeGreaterThan(0);
      expect(countPixels(glyph, isDark)).toBeGreaterThan(100);
      expect(differingShare(glyph, tofu)).toBeGreaterThan(0.02);
      for (const other of glyphs.slice(index + 1)) expect(differingShare(glyph, other)).toBeGreaterThan(0.02);
    }
  });

  it('draw emoji in colour', () => {
    for (const emoji of ['😂', '🔥', '❤️', '👍🏽', '🇫🇷']) {
      const drawn = draw(stack, emoji, 80);
      const ink = countPixels(drawn, notInk);
      expect(ink, emoji).toBeGreaterThan(300);
      expect(countPixels(drawn, isSaturated) / ink, emoji).toBeGreaterThan(0.4);
    }
  });
});
