import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import {
  memeDocumentOnTemplate,
  TOP_BOTTOM_BOXES,
  type LayerBox,
  type MemeDocument,
  type TemplateLayout,
} from '@memeforge/contract';
import { renderImageMeme, type RenderedImage } from './image';
import { renderVideoCaptionOverlay } from './video-overlay';
import { layoutTextBox, minBoxFontPx } from './layout/text-box';
import { createCaptionMeasure } from './measure';
import { countPixels, isDark, isWhite, type Pixels } from './testing/pixels';

/** A mid-grey picture: white text and black outlines both stand out from it. */
async function greyPicture(width = 600, height = 400): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#808080';
  ctx.fillRect(0, 0, width, height);
  return canvas.encode('png');
}

async function decode(data: Buffer): Promise<Pixels> {
  const image = await loadImage(data);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return { data: ctx.getImageData(0, 0, image.width, image.height).data, width: image.width, height: image.height };
}

const notGrey = (r: number, g: number, b: number, a: number) =>
  a > 128 && (Math.abs(r - 128) > 40 || Math.abs(g - 128) > 40 || Math.abs(b - 128) > 40);

const boxesTemplate = (layout: TemplateLayout) => ({
  id: 7,
  type: 1 as const,
  width: 600,
  height: 400,
  fontSize: 0.05,
  textAlign: 'center' as const,
  dragYOffset: -0.3,
  layout,
});

function pixelRect(box: LayerBox, width: number, height: number) {
  return {
    x0: Math.floor(box.x * width),
    y0: Math.floor(box.y * height),
    x1: Math.ceil((box.x + box.width) * width),
    y1: Math.ceil((box.y + box.height) * height),
  };
}

async function render(document: MemeDocument): Promise<{ rendered: RenderedImage; pixels: Pixels }> {
  const rendered = await renderImageMeme({ template: await greyPicture(), document, format: 'png' });
  return { rendered, pixels: await decode(rendered.data) };
}

describe('text in boxes', () => {
  it('draws top and bottom text inside their boxes over the picture, with no band', async () => {
    const document = memeDocumentOnTemplate(
      boxesTemplate({ kind: 'top-bottom' }),
      'When the code works on the first try\nand you do not know why',
    );
    expect(document.layers.map((layer) => layer.text)).toEqual([
      'When the code works on the first try',
      'and you do not know why',
    ]);
    const { rendered, pixels } = await render(document);
    // The picture's own size at 800 px wide: no band above it.
    expect([rendered.width, rendered.height]).toEqual([800, 533]);
    expect(rendered.bandHeight).toBe(0);
    const [top, bottom] = TOP_BOTTOM_BOXES.map((box) => pixelRect(box, 800, 533));
    // White fill and black outline inside each box.
    for (const rect of [top!, bottom!]) {
      expect(countPixels(pixels, isWhite, rect)).toBeGreaterThan(400);
      expect(countPixels(pixels, isDark, rect)).toBeGreaterThan(400);
    }
    // Nothing but the grey picture between the boxes.
    expect(countPixels(pixels, notGrey, { y0: top!.y1 + 1, y1: bottom!.y0 - 1 })).toBe(0);
    expect(rendered.boxes.every((box) => box.fits)).toBe(true);
  });

  it('puts each line of a caption in its own box, and plain text is dark without an outline', async () => {
    const left: LayerBox = {
      label: 'left button',
      x: 0.05,
      y: 0.1,
      width: 0.35,
      height: 0.2,
      rotation: -10,
      valign: 'middle',
      style: 'plain',
    };
    const right: LayerBox = { ...left, label: 'right button', x: 0.55, y: 0.55, rotation: 0 };
    const document = memeDocumentOnTemplate(
      boxesTemplate({
        kind: 'boxes',
        boxes: [left, right].map((box) => ({ ...box, align: 'center' as const, color: null })),
      }),
      'Go to bed early\nOne more episode',
    );
    const { rendered, pixels } = await render(document);
    const leftRect = pixelRect(left, 800, 533);
    const rightRect = pixelRect(right, 800, 533);
    // The rotated box stays within its unrotated bounds grown by its corners' swing.
    const swing = 20;
    const grown = {
      x0: leftRect.x0 - swing,
      y0: leftRect.y0 - swing,
      x1: leftRect.x1 + swing,
      y1: leftRect.y1 + swing,
    };
    expect(countPixels(pixels, isDark, grown)).toBeGreaterThan(300);
    expect(countPixels(pixels, isDark, rightRect)).toBeGreaterThan(300);
    // Plain: no white outline anywhere.
    expect(countPixels(pixels, isWhite)).toBe(0);
    const inked = countPixels(pixels, notGrey);
    expect(countPixels(pixels, notGrey, grown) + countPixels(pixels, notGrey, rightRect)).toBe(inked);
    expect(rendered.boxes.map((box) => box.lines.join(' '))).toEqual(['Go to bed early', 'One more episode']);
  });

  it('shrinks, then wraps, a long text to fit its box, and says when even the minimum does not fit', () => {
    const measure = createCaptionMeasure();
    const box: LayerBox = {
      label: 'label',
      x: 0,
      y: 0,
      width: 0.5,
      height: 0.25,
      rotation: 0,
      valign: 'middle',
      style: 'outlined',
    };
    const options = { canvasWidth: 800, canvasHeight: 600, measure };
    const short = layoutTextBox({ text: 'Yes', box, align: 'center', color: null, fontSizeFraction: null }, options);
    const long = layoutTextBox(
      {
        text: 'When the meeting could have been an email and it was',
        box,
        align: 'center',
        color: null,
        fontSizeFraction: null,
      },
      options,
    );
    expect(short.fits && long.fits).toBe(true);
    expect(short.lines).toEqual(['Yes']);
    expect(long.fontSizePx).toBeLessThan(short.fontSizePx);
    expect(long.lines.length).toBeGreaterThan(1);
    for (const layout of [short, long]) {
      expect(layout.lines.length * layout.lineHeightPx).toBeLessThanOrEqual(layout.height - 2 * layout.paddingPx);
      for (const line of layout.lines) expect(measure(line, layout.fontSizePx)).toBeLessThanOrEqual(layout.width);
    }
    // A long word shrinks the text rather than being broken in two.
    const narrow = layoutTextBox(
      {
        text: 'Reading the instructions',
        box: { ...box, width: 0.2 },
        align: 'center',
        color: null,
        fontSizeFraction: null,
      },
      options,
    );
    expect(narrow.fits).toBe(true);
    expect(narrow.lines.join(' ')).toBe('Reading the instructions');
    const tooLong = layoutTextBox(
      { text: 'word '.repeat(200), box, align: 'center', color: null, fontSizeFraction: null },
      options,
    );
    expect(tooLong.fits).toBe(false);
    expect(tooLong.fontSizePx).toBe(minBoxFontPx(800));
  });

  it('draws top and bottom text over a video frame too', async () => {
    const document = memeDocumentOnTemplate(
      { ...boxesTemplate({ kind: 'top-bottom' }), type: 2, width: 640, height: 360 },
      'Top line\nBottom line',
    );
    const layers = document.layers.map((layer) => ({
      text: layer.text,
      box: layer.box!,
      align: layer.align,
      color: layer.color,
      fontSizeFraction: layer.fontSize,
    }));
    const overlay = await renderVideoCaptionOverlay({
      width: 640,
      height: 360,
      caption: '',
      fontSizeFraction: null,
      textAlign: 'center',
      dragYOffset: 0,
      boxes: layers,
    });
    const pixels = await decode(overlay.png);
    const ink = (r: number, g: number, b: number, a: number) => a > 128;
    const [top, bottom] = TOP_BOTTOM_BOXES.map((box) => pixelRect(box, 640, 360));
    expect(countPixels(pixels, ink, top)).toBeGreaterThan(300);
    expect(countPixels(pixels, ink, bottom)).toBeGreaterThan(300);
    expect(countPixels(pixels, ink)).toBe(countPixels(pixels, ink, top) + countPixels(pixels, ink, bottom));
  });
});
