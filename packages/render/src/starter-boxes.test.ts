/**
 * Every starter template with text boxes (apps/server/seed/templates/manifest.json, decision 057)
 * draws each of its example captions inside its boxes: every box gets text that fits it, and no
 * text lands outside the boxes.
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  memeDocumentOnTemplate,
  type MemeDocument,
  type TemplateLayoutInput,
  type TemplateTextStyle,
  TemplateLayoutSchema,
  type TextAlign,
} from '@memeforge/contract';
import { renderImageMeme } from './image';
import { renderVideoCaptionOverlay } from './video-overlay';
import { boxedTextsOf } from './layout/document';
import type { TextBoxLayout } from './layout/text-box';
import { probeVideo } from './media/probe';
import type { Pixels } from './testing/pixels';

const LIBRARY = path.resolve(import.meta.dirname, '../../../apps/server/seed/templates');

interface StarterEntry {
  file: string;
  type: 1 | 2;
  title: string;
  exampleCaptions: string[];
  fontSize: number | null;
  textAlign: TextAlign;
  dragYOffset: number;
  layout?: TemplateLayoutInput;
}

const manifest = JSON.parse(readFileSync(path.join(LIBRARY, 'manifest.json'), 'utf8')) as { templates: StarterEntry[] };
const withBoxes = manifest.templates.filter(
  (entry) => entry.layout?.kind === 'boxes' || entry.layout?.kind === 'top-bottom',
);
const images = withBoxes.filter((entry) => entry.type === 1);
const videos = withBoxes.filter((entry) => entry.type === 2);

/** A pixel counts as text when a channel moved by more than this from the picture under it. */
const CHANGED = 60;
/** Text pixels a box must hold at least. */
const MIN_BOX_PIXELS = 50;

async function decode(data: Buffer): Promise<Pixels> {
  const image = await loadImage(data);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return { data: ctx.getImageData(0, 0, image.width, image.height).data, width: image.width, height: image.height };
}

interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A box's area on the picture: the bounds of the rotated box, grown by its outline and a few pixels. */
function reach(box: TextBoxLayout): Rect {
  const radians = (box.rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const halfWidth = (box.width / 2) * cos + (box.height / 2) * sin;
  const halfHeight = (box.width / 2) * sin + (box.height / 2) * cos;
  const margin = box.strokeWidthPx + 3;
  const centreX = box.left + box.width / 2;
  const centreY = box.top + box.height / 2;
  return {
    x0: Math.floor(centreX - halfWidth - margin),
    y0: Math.floor(centreY - halfHeight - margin),
    x1: Math.ceil(centreX + halfWidth + margin),
    y1: Math.ceil(centreY + halfHeight + margin),
  };
}

const inside = (rect: Rect, x: number, y: number) => x >= rect.x0 && x < rect.x1 && y >= rect.y0 && y < rect.y1;

/**
 * The text pixels (`isText` at each position) sorted by box: how many fall in each box's area, and
 * the first few that fall in none.
 */
function textPlaces(
  width: number,
  height: number,
  isText: (index: number) => boolean,
  boxes: readonly TextBoxLayout[],
): { perBox: number[]; outside: { x: number; y: number }[]; outsideCount: number } {
  const rects = boxes.map(reach);
  const perBox = rects.map(() => 0);
  const outside: { x: number; y: number }[] = [];
  let outsideCount = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (!isText(y * width + x)) continue;
      let found = false;
      rects.forEach((rect, index) => {
        if (inside(rect, x, y)) {
          perBox[index]! += 1;
          found = true;
        }
      });
      if (!found) {
        outsideCount += 1;
        if (outside.length < 5) outside.push({ x, y });
      }
    }
  }
  return { perBox, outside, outsideCount };
}

const withTexts = (document: MemeDocument, text: (index: number) => string): MemeDocument => ({
  ...document,
  layers: document.layers.map((layer, index) => ({ ...layer, text: text(index) })),
});

function templateOf(entry: StarterEntry, width: number, height: number, type: 1 | 2) {
  const style: TemplateTextStyle = {
    fontSize: entry.fontSize,
    textAlign: entry.textAlign,
    dragYOffset: entry.dragYOffset,
    layout: TemplateLayoutSchema.parse(entry.layout),
  };
  return { id: 1, type, width, height, ...style };
}

const expectEveryBoxFilled = (boxes: readonly TextBoxLayout[], example: string) => {
  boxes.forEach((box, index) => {
    expect(box.lines.length, `box ${index + 1} of "${example}" is empty`).toBeGreaterThan(0);
    expect(box.fits, `box ${index + 1} of "${example}" overflows: ${box.lines.join(' / ')}`).toBe(true);
  });
};

describe('starter templates with text boxes', () => {
  it('has the image and video templates with boxes', () => {
    expect(images.length).toBeGreaterThanOrEqual(30);
    expect(videos.length).toBeGreaterThanOrEqual(4);
  });

  describe.each(images.map((entry) => [entry.title, entry] as const))('%s', (_title, entry) => {
    it('draws every example caption inside its boxes', { timeout: 30_000 }, async () => {
      const bytes = await readFile(path.join(LIBRARY, entry.file));
      const picture = await loadImage(bytes);
      const template = templateOf(entry, picture.width, picture.height, 1);
      expect(entry.exampleCaptions.length).toBeGreaterThan(0);
      for (const example of entry.exampleCaptions) {
        const document = memeDocumentOnTemplate(template, example);
        const [rendered, blank] = await Promise.all([
          renderImageMeme({ template: bytes, document, format: 'png' }),
          renderImageMeme({ template: bytes, document: withTexts(document, () => ''), format: 'png' }),
        ]);
        expect(rendered.boxes).toHaveLength(document.layers.length);
        expectEveryBoxFilled(rendered.boxes, example);

        const [drawn, bare] = await Promise.all([decode(rendered.data), decode(blank.data)]);
        expect([drawn.width, drawn.height]).toEqual([bare.width, bare.height]);
        const changed = (index: number) => {
          const i = index * 4;
          return (
            Math.abs(drawn.data[i]! - bare.data[i]!) > CHANGED ||
            Math.abs(drawn.data[i + 1]! - bare.data[i + 1]!) > CHANGED ||
            Math.abs(drawn.data[i + 2]! - bare.data[i + 2]!) > CHANGED
          );
        };
        const places = textPlaces(drawn.width, drawn.height, changed, rendered.boxes);
        expect(places.outside, `"${example}": ${places.outsideCount} text pixels outside the boxes`).toEqual([]);
        places.perBox.forEach((count, index) => {
          expect(count, `box ${index + 1} of "${example}" shows little text`).toBeGreaterThan(MIN_BOX_PIXELS);
        });
      }
    });
  });

  describe.each(videos.map((entry) => [entry.title, entry] as const))('%s (video)', (_title, entry) => {
    it('draws every example caption inside its boxes over the clip', { timeout: 30_000 }, async () => {
      const clip = await probeVideo(path.join(LIBRARY, entry.file));
      const template = templateOf(entry, clip.width, clip.height, 2);
      expect(entry.exampleCaptions.length).toBeGreaterThan(0);
      for (const example of entry.exampleCaptions) {
        const document = memeDocumentOnTemplate(template, example);
        const boxes = boxedTextsOf(document);
        expect(boxes).not.toBeNull();
        const overlay = await renderVideoCaptionOverlay({
          width: clip.width,
          height: clip.height,
          caption: '',
          fontSizeFraction: null,
          textAlign: 'center',
          dragYOffset: 0,
          boxes: boxes!,
        });
        expect(overlay.boxes).toHaveLength(document.layers.length);
        expectEveryBoxFilled(overlay.boxes, example);

        const pixels = await decode(overlay.png);
        expect([pixels.width, pixels.height]).toEqual([clip.width, clip.height]);
        const ink = (index: number) => pixels.data[index * 4 + 3]! > 128;
        const places = textPlaces(pixels.width, pixels.height, ink, overlay.boxes);
        expect(places.outside, `"${example}": ${places.outsideCount} ink pixels outside the boxes`).toEqual([]);
        places.perBox.forEach((count, index) => {
          expect(count, `box ${index + 1} of "${example}" shows little text`).toBeGreaterThan(MIN_BOX_PIXELS);
        });
      }
    });
  });
});
