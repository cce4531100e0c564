import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { renderImageMeme, type RenderedImage } from './image';
import { createCaptionMeasure } from './measure';
import { columnExtent, countPixels, isDark, isWhite, rowExtent, type Pixels } from './testing/pixels';

/** A 400x300 template: solid blue with a red square in the top-left corner. */
async function template(format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png', width = 400, height = 300): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#0000ff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#ff0000';
  ctx.fillRect(0, 0, width / 4, height / 4);
  if (format === 'gif') return canvas.encode('gif');
  if (format === 'png') return canvas.encode('png');
  return canvas.encode(format, 95);
}

async function decode(rendered: RenderedImage): Promise<Pixels> {
  const image = await loadImage(rendered.data);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return { data: ctx.getImageData(0, 0, image.width, image.height).data, width: image.width, height: image.height };
}

const isBlue = (r: number, g: number, b: number) => r < 40 && g < 40 && b > 215;
const isRed = (r: number, g: number, b: number) => r > 215 && g < 40 && b < 40;
const padding = (width: number) => (10 * width) / 480;

describe('renderImageMeme', () => {
  it('puts the caption in a white band above the template scaled to 800 px', async () => {
    const rendered = await renderImageMeme({
      template: await template('png'),
      caption: 'When the build passes on the first try',
      fontSizeFraction: 0.05,
      textAlign: 'center',
    });
    expect(rendered.mime).toBe('image/jpeg');
    expect(rendered.width).toBe(800);
    expect(rendered.height).toBe(rendered.bandHeight + 600);
    expect(rendered.fontSizePx).toBeCloseTo(40);

    const pixels = await decode(rendered);
    expect([pixels.width, pixels.height]).toEqual([800, rendered.height]);
    const band = { y1: rendered.bandHeight };
    const bandArea = 800 * rendered.bandHeight;
    // Mostly white, with dark text, and nothing dark in the padding above the text.
    expect(countPixels(pixels, isWhite, band) / bandArea).toBeGreaterThan(0.6);
    expect(countPixels(pixels, isDark, band)).toBeGreaterThan(500);
    expect(countPixels(pixels, isDark, { y1: Math.floor(padding(800) / 2) })).toBe(0);
    // The template below: red top-left quarter, blue elsewhere, scaled ×2.
    const below = rendered.bandHeight;
    expect(countPixels(pixels, isRed, { x0: 10, x1: 190, y0: below + 10, y1: below + 140 })).toBe(180 * 130);
    expect(countPixels(pixels, isBlue, { x0: 220, x1: 790, y0: below + 10, y1: below + 590 })).toBe(570 * 580);
    expect(countPixels(pixels, isBlue, { y1: below - 2 })).toBe(0);
  });

  it('keeps every line inside the frame: wrapping, long words and explicit line breaks', async () => {
    const caption = `first line\n${'Supercalifragilistic'.repeat(6)}\nПривет мир 你好世界 😂😂 مرحبا بالعالم שלום עולם and more words to wrap`;
    for (const textAlign of ['left', 'center', 'right'] as const) {
      const rendered = await renderImageMeme({
        template: await template(),
        caption,
        fontSizeFraction: 0.08,
        textAlign,
      });
      expect(rendered.lines[0]).toBe('first line');
      expect(rendered.lines.length).toBeGreaterThan(4);
      const measure = createCaptionMeasure();
      for (const line of rendered.lines) {
        expect(measure(line, rendered.fontSizePx), line).toBeLessThanOrEqual(800 - 2 * padding(800));
      }
      const ink = columnExtent(await decode(rendered), isDark, 0, rendered.bandHeight);
      expect(ink).not.toBeNull();
      expect(ink!.left).toBeGreaterThanOrEqual(padding(800) - 3);
      expect(ink!.right).toBeLessThanOrEqual(800 - padding(800) + 3);
      if (textAlign === 'left') expect(ink!.left).toBeLessThan(padding(800) + 10);
      if (textAlign === 'right') expect(ink!.right).toBeGreaterThan(800 - padding(800) - 10);
    }
  });

  it('grows the band with the text and shrinks the font when the band would outgrow the image', async () => {
    const short = await renderImageMeme({
      template: await template(),
      caption: 'short',
      fontSizeFraction: 0.1,
      textAlign: 'center',
    });
    const long = await renderImageMeme({
      template: await template(),
      caption: 'a caption long enough to need three or four lines at this size',
      fontSizeFraction: 0.1,
      textAlign: 'center',
    });
    expect(long.fontSizePx).toBe(short.fontSizePx);
    expect(long.bandHeight).toBeGreaterThan(short.bandHeight * 2);

    const huge = await renderImageMeme({
      template: await template(),
      caption: 'so many words '.repeat(40),
      fontSizeFraction: 1,
      textAlign: 'center',
    });
    expect(huge.fontSizePx).toBeLessThan(800);
    expect(huge.fontSizePx).toBeGreaterThanOrEqual((12 * 800) / 480);
    expect(huge.bandHeight).toBeLessThanOrEqual(600);
    // The text fills the band: its ink reaches the last line.
    const rows = rowExtent(await decode(huge), isDark);
    expect(rows!.bottom).toBeGreaterThan(huge.bandHeight - huge.fontSizePx * 1.2 - padding(800));
    expect(rows!.bottom).toBeLessThan(huge.bandHeight);
  });

  it('uses the adaptive 24 px at 480 size when the template has none, scaled to the output width', async () => {
    const rendered = await renderImageMeme({
      template: await template(),
      caption: 'adaptive',
      fontSizeFraction: null,
      textAlign: 'center',
      outputWidth: 600,
    });
    expect(rendered.width).toBe(600);
    expect(rendered.height).toBe(rendered.bandHeight + 450);
    expect(rendered.fontSizePx).toBeCloseTo(30);
  });

  it.each(['jpeg', 'webp', 'gif'] as const)('reads a %s template', async (format) => {
    const rendered = await renderImageMeme({
      template: await template(format),
      caption: 'hi',
      fontSizeFraction: 0.05,
      textAlign: 'center',
    });
    const pixels = await decode(rendered);
    expect(countPixels(pixels, isBlue, { x0: 300, y0: rendered.bandHeight + 200 })).toBeGreaterThan(400 * 300);
  });

  it('writes PNG when asked, in the text colour asked, with no band for a blank caption', async () => {
    const rendered = await renderImageMeme({
      template: await template(),
      caption: 'red text',
      fontSizeFraction: 0.1,
      textAlign: 'left',
      textColor: '#ff0000',
      format: 'png',
    });
    expect(rendered.mime).toBe('image/png');
    expect(rendered.data.subarray(1, 4).toString()).toBe('PNG');
    const pixels = await decode(rendered);
    expect(countPixels(pixels, isRed, { y1: rendered.bandHeight })).toBeGreaterThan(300);
    expect(countPixels(pixels, isDark, { y1: rendered.bandHeight })).toBe(0);

    const blank = await renderImageMeme({
      template: await template(),
      caption: '  ',
      fontSizeFraction: 0.1,
      textAlign: 'left',
    });
    expect([blank.bandHeight, blank.height, blank.lines]).toEqual([0, 600, []]);
  });

  it('draws black text when the text colour does not parse', async () => {
    const rendered = await renderImageMeme({
      template: await template(),
      caption: 'still visible',
      fontSizeFraction: 0.1,
      textAlign: 'center',
      textColor: 'not-a-colour',
    });
    expect(countPixels(await decode(rendered), isDark, { y1: rendered.bandHeight })).toBeGreaterThan(300);
  });

  it('rejects a template that is not an image, saying so', async () => {
    await expect(
      renderImageMeme({
        template: Buffer.from('not an image'),
        caption: 'x',
        fontSizeFraction: 0.05,
        textAlign: 'center',
      }),
    ).rejects.toThrow(/not an image we can decode/);
  });
});
