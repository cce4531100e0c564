/**
 * WYSIWYG: the editor preview draws what the server renders (decision 019). The browser drawing
 * module (apps/web/src/features/editor/preview) is bundled with esbuild for a page on a fake
 * origin; the font files come from the server's own caption-fonts plugin (injected, no server
 * listening) and the picture is a starter template. Each document is drawn in Chromium and by the
 * server's renderers (image as PNG, so no JPEG loss), then compared: identical line breaks and font
 * size, every line's box (x, baseline, measured width) within 2 px, and the pixels. Side-by-side
 * images go to e2e/.artifacts/wysiwyg/ (browser | server | difference ×4).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { build } from 'esbuild';
import Fastify from 'fastify';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { Page } from '@playwright/test';
import { MEDIA_TYPE, MEME_DOCUMENT_VERSION, type MemeDocument } from '@memeforge/contract';
import { test, expect } from '../fixtures';
import captionFonts from '../../apps/server/src/plugins/caption-fonts';
import { renderImageMeme } from '../../packages/render/src/image';
import { renderVideoCaptionOverlay } from '../../packages/render/src/video-overlay';
import { createCaptionMeasure } from '../../packages/render/src/measure';
import {
  captionLineBoxes,
  captionStyleOf,
  layoutHeaderBand,
  layoutVideoCaption,
  placeHeaderBandLines,
  placeVideoCaptionLines,
  scaledImageHeight,
  type CaptionLineBox,
} from '../../packages/render/src/layout/index';

/** What the page uses of apps/web/src/features/editor/preview (its exact types need the web's DOM lib). */
interface PreviewModule {
  /** Loads what drawing `text` needs (the CJK family only for CJK text), as the editor does. */
  loadCaptionFonts(text?: string): Promise<void>;
  drawImagePreview(
    canvas: HTMLCanvasElement,
    input: { document: MemeDocument; image: CanvasImageSource; width: number; pixelRatio?: number },
  ): { layout: { lines: string[]; fontSizePx: number; bandHeight: number }; height: number; boxes: CaptionLineBox[] };
  drawVideoOverlay(
    canvas: HTMLCanvasElement,
    input: { document: MemeDocument; frameWidth: number; frameHeight: number; pixelRatio?: number },
  ): { lines: string[]; fontSizePx: number; boxes: CaptionLineBox[] };
}

const ORIGIN = 'http://wysiwyg.test';
const here = path.dirname(fileURLToPath(import.meta.url));
const ARTIFACTS = path.join(here, '..', '.artifacts', 'wysiwyg');
const PREVIEW_ENTRY = path.join(here, '..', '..', 'apps', 'web', 'src', 'features', 'editor', 'preview', 'index.ts');
const TEMPLATE = path.join(here, '..', '..', 'apps', 'server', 'seed', 'templates', 'images', 'angry-bear-roar.jpg');
const TEMPLATE_SIZE = { width: 800, height: 600 };

/**
 * Thresholds (decision 019). Boxes: 2 px, the brief's bound; the measured worst is far below it.
 * Pixels: mean absolute difference per channel (0-255) over the caption's region (the band, or the
 * text block's rows), where any layout mistake would show; the picture below the band is checked
 * apart (same JPEG bytes, two decoders).
 */
const BOX_TOLERANCE_PX = 2;
const CAPTION_MAD_MAX = 4;
/**
 * The same difference relative to what moving the server's own caption by one pixel costs (the
 * smaller of a 1 px shift across and down, over the same rows): an absolute MAD is diluted by the
 * blank band around a short caption, this ratio is not. Under 0.6 means the preview is closer to
 * the server than the server is to itself one pixel off.
 */
const SHIFT_RATIO_MAX = 0.6;
const PICTURE_MAD_MAX = 2;
/** The editor redraws on every keystroke: one frame at 60 Hz. */
const KEYSTROKE_P95_MAX_MS = 16;

interface Case {
  name: string;
  document: MemeDocument;
}

function imageDocument(
  text: string,
  align: 'left' | 'center' | 'right',
  fontSize: number | null,
  color: string | null = null,
): MemeDocument {
  return {
    version: MEME_DOCUMENT_VERSION,
    media: { source: 'template', templateId: 1, type: MEDIA_TYPE.image, ...TEMPLATE_SIZE },
    layers: [{ text, fontSize, align, color, offsetY: 0 }],
  };
}

function videoDocument(
  text: string,
  align: 'left' | 'center' | 'right',
  offsetY: number,
  fontSize: number | null = null,
  color: string | null = null,
): MemeDocument {
  return {
    version: MEME_DOCUMENT_VERSION,
    media: { source: 'template', templateId: 2, type: MEDIA_TYPE.video, width: 720, height: 1280 },
    layers: [{ text, fontSize, align, color, offsetY }],
  };
}

const LONG =
  'When the build passes on the first try and nobody believes you, so you run it again just to watch it pass one more time';

const IMAGE_CASES: Case[] = [
  { name: 'image-short-center', document: imageDocument('Top text', 'center', 0.1) },
  { name: 'image-long-left', document: imageDocument(LONG, 'left', 0.07) },
  { name: 'image-long-center-adaptive', document: imageDocument(LONG, 'center', null) },
  {
    name: 'image-medium-right-red',
    document: imageDocument('Me explaining the bug to the rubber duck', 'right', 0.08, '#d40000'),
  },
  { name: 'image-emoji', document: imageDocument('Friday deploy 😂🔥👍🏽 what could go wrong 🚀', 'center', 0.08) },
  { name: 'image-arabic', document: imageDocument('عندما ينجح البناء من المحاولة الأولى', 'right', 0.08) },
  { name: 'image-chinese', document: imageDocument('当代码第一次就编译通过的时候我都不敢相信', 'left', 0.08) },
  {
    name: 'image-mixed-scripts',
    document: imageDocument('Привет мир 你好世界 😂 مرحبا שלום and more', 'center', 0.06),
  },
];

const VIDEO_CASES: Case[] = [
  { name: 'video-offset-0.2-center', document: videoDocument('When the video finally renders', 'center', 0.2) },
  { name: 'video-offset--0.3-left-long', document: videoDocument(LONG, 'left', -0.3, 0.1) },
  { name: 'video-dark-right-emoji', document: videoDocument('Dark text 😂 你好', 'right', 0.1, 0.08, '#102030') },
];

/** The browser module, bundled for the page. */
async function bundlePreview(): Promise<string> {
  const result = await build({
    entryPoints: [PREVIEW_ENTRY],
    bundle: true,
    format: 'iife',
    globalName: 'wysiwygPreview',
    platform: 'browser',
    target: 'chrome120',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** The page at the fake origin: the bundle, the template, and /fonts/ from the real plugin. */
async function openPage(page: Page) {
  const script = await bundlePreview();
  const fonts = Fastify();
  await fonts.register(captionFonts);
  await page.route(`${ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/') {
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><meta charset="utf-8"><title>wysiwyg</title><body><script src="/preview.js"></script></body>',
      });
    }
    if (url.pathname === '/preview.js') return route.fulfill({ contentType: 'text/javascript', body: script });
    if (url.pathname === '/template.jpg')
      return route.fulfill({ contentType: 'image/jpeg', body: readFileSync(TEMPLATE) });
    const response = await fonts.inject({ method: 'GET', url: url.pathname });
    return route.fulfill({
      status: response.statusCode,
      headers: response.headers as Record<string, string>,
      body: response.rawPayload,
    });
  });
  await page.goto(`${ORIGIN}/`);
  await page.evaluate(async () => {
    const preview = (window as unknown as { wysiwygPreview: PreviewModule }).wysiwygPreview;
    await preview.loadCaptionFonts();
    const image = new Image();
    image.src = '/template.jpg';
    await image.decode();
    (window as unknown as { template: HTMLImageElement }).template = image;
  });
  return async () => fonts.close();
}

interface BrowserDrawing {
  png: string;
  lines: string[];
  fontSizePx: number;
  bandHeight: number;
  boxes: CaptionLineBox[];
  ms: number;
}

async function drawInBrowser(
  page: Page,
  document: MemeDocument,
  width: number,
  height: number,
): Promise<BrowserDrawing> {
  return page.evaluate(
    async ({ document, width, height }) => {
      const w = window as unknown as {
        wysiwygPreview: PreviewModule;
        template: HTMLImageElement;
      };
      await w.wysiwygPreview.loadCaptionFonts(document.layers[0]!.text);
      const canvas = window.document.createElement('canvas');
      const started = performance.now();
      if (document.media.type === 1) {
        const drawn = w.wysiwygPreview.drawImagePreview(canvas, { document, image: w.template, width, pixelRatio: 1 });
        const ms = performance.now() - started;
        return {
          png: canvas.toDataURL('image/png'),
          lines: drawn.layout.lines,
          fontSizePx: drawn.layout.fontSizePx,
          bandHeight: drawn.layout.bandHeight,
          boxes: drawn.boxes,
          ms,
        };
      }
      const drawn = w.wysiwygPreview.drawVideoOverlay(canvas, {
        document,
        frameWidth: width,
        frameHeight: height,
        pixelRatio: 1,
      });
      const ms = performance.now() - started;
      return {
        png: canvas.toDataURL('image/png'),
        lines: drawn.lines,
        fontSizePx: drawn.fontSizePx,
        bandHeight: 0,
        boxes: drawn.boxes,
        ms,
      };
    },
    { document, width, height },
  );
}

interface Rgba {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** Decodes a PNG; a transparent one is laid over mid grey (what a viewer sees over a frame). */
async function decode(png: Buffer, background: string | null): Promise<Rgba> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  if (background) {
    ctx.fillStyle = background;
    ctx.fillRect(0, 0, image.width, image.height);
  }
  ctx.drawImage(image, 0, 0);
  return { data: ctx.getImageData(0, 0, image.width, image.height).data, width: image.width, height: image.height };
}

/** Mean absolute difference per channel (RGB, 0-255) over rows y0..y1. */
function meanAbsoluteDifference(a: Rgba, b: Rgba, y0 = 0, y1 = a.height): number {
  let sum = 0;
  let count = 0;
  for (let y = Math.max(0, Math.floor(y0)); y < Math.min(a.height, Math.ceil(y1)); y += 1) {
    for (let x = 0; x < a.width; x += 1) {
      const i = (y * a.width + x) * 4;
      for (let c = 0; c < 3; c += 1) sum += Math.abs(a.data[i + c]! - b.data[i + c]!);
      count += 3;
    }
  }
  return count === 0 ? 0 : sum / count;
}

/** MAD of `a` against itself moved by (dx, dy), over rows y0..y1 (the edges left out). */
function shiftedDifference(a: Rgba, dx: number, dy: number, y0: number, y1: number): number {
  let sum = 0;
  let count = 0;
  for (let y = Math.max(0, Math.floor(y0)); y < Math.min(a.height - dy, Math.ceil(y1)); y += 1) {
    for (let x = 0; x < a.width - dx; x += 1) {
      const i = (y * a.width + x) * 4;
      const j = ((y + dy) * a.width + x + dx) * 4;
      for (let c = 0; c < 3; c += 1) sum += Math.abs(a.data[i + c]! - a.data[j + c]!);
      count += 3;
    }
  }
  return count === 0 ? 0 : sum / count;
}

function onePixelShift(a: Rgba, y0: number, y1: number): number {
  return Math.min(shiftedDifference(a, 1, 0, y0, y1), shiftedDifference(a, 0, 1, y0, y1));
}

/** browser | server | |difference| × 4, for a person to look at. */
function sideBySide(name: string, browser: Rgba, server: Rgba) {
  const gap = 12;
  const canvas = createCanvas(browser.width * 3 + gap * 2, browser.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ff00ff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  const put = (pixels: Uint8ClampedArray, x: number) => {
    const data = ctx.createImageData(browser.width, browser.height);
    data.data.set(pixels);
    ctx.putImageData(data, x, 0);
  };
  put(browser.data, 0);
  put(server.data, browser.width + gap);
  const diff = new Uint8ClampedArray(browser.data.length);
  for (let i = 0; i < diff.length; i += 4) {
    for (let c = 0; c < 3; c += 1) diff[i + c] = Math.abs(browser.data[i + c]! - server.data[i + c]!) * 4;
    diff[i + 3] = 255;
  }
  put(diff, (browser.width + gap) * 2);
  writeFileSync(path.join(ARTIFACTS, `${name}.png`), canvas.toBuffer('image/png'));
}

function expectSameBoxes(browser: CaptionLineBox[], server: CaptionLineBox[]): number {
  expect(browser.map((box) => box.text)).toEqual(server.map((box) => box.text));
  let worst = 0;
  browser.forEach((box, index) => {
    const other = server[index]!;
    for (const key of ['x', 'baselineY', 'width', 'left', 'top'] as const) {
      const delta = Math.abs(box[key] - other[key]);
      worst = Math.max(worst, delta);
      expect(delta, `${box.text}: ${key} ${box[key]} vs ${other[key]}`).toBeLessThanOrEqual(BOX_TOLERANCE_PX);
    }
  });
  return worst;
}

const figures: Record<string, unknown>[] = [];

test.describe('editor preview WYSIWYG', () => {
  test.describe.configure({ timeout: 120_000 });

  test('image memes: the preview is the server rendering', async ({ page }) => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const close = await openPage(page);
    const template = readFileSync(TEMPLATE);
    const measure = createCaptionMeasure();
    for (const { name, document } of IMAGE_CASES) {
      const browser = await drawInBrowser(page, document, 800, 0);
      const rendered = await renderImageMeme({ template, document, format: 'png' });
      // The server's line boxes, from the layout renderImageMeme draws and its measure.
      const style = captionStyleOf(document);
      const imageHeight = scaledImageHeight(TEMPLATE_SIZE.width, TEMPLATE_SIZE.height, 800);
      const layout = layoutHeaderBand({
        caption: style.caption,
        fontSizeFraction: style.fontSizeFraction,
        width: 800,
        imageHeight,
        measure,
      });
      expect(layout.lines).toEqual(rendered.lines);
      const serverBoxes = captionLineBoxes(
        placeHeaderBandLines(layout, style.textAlign, 800),
        style.textAlign,
        layout.fontSizePx,
        layout.lineHeightPx,
        measure,
      );

      expect(browser.lines, name).toEqual(rendered.lines);
      expect(browser.fontSizePx, name).toBeCloseTo(rendered.fontSizePx, 6);
      expect(browser.bandHeight, name).toBe(rendered.bandHeight);
      const worstBox = expectSameBoxes(browser.boxes, serverBoxes);

      const b = await decode(Buffer.from(browser.png.split(',')[1]!, 'base64'), null);
      const s = await decode(rendered.data, null);
      expect([b.width, b.height]).toEqual([s.width, s.height]);
      sideBySide(name, b, s);
      const caption = meanAbsoluteDifference(b, s, 0, rendered.bandHeight);
      const picture = meanAbsoluteDifference(b, s, rendered.bandHeight, s.height);
      const whole = meanAbsoluteDifference(b, s);
      const ratio = caption / onePixelShift(s, 0, rendered.bandHeight);
      figures.push({
        name,
        lines: rendered.lines.length,
        worstBox: +worstBox.toFixed(3),
        caption: +caption.toFixed(3),
        shiftRatio: +ratio.toFixed(3),
        picture: +picture.toFixed(3),
        whole: +whole.toFixed(3),
        browserMs: +browser.ms.toFixed(2),
      });
      expect(caption, `${name}: caption band MAD`).toBeLessThan(CAPTION_MAD_MAX);
      expect(ratio, `${name}: caption MAD / 1 px shift MAD`).toBeLessThan(SHIFT_RATIO_MAX);
      expect(picture, `${name}: picture MAD`).toBeLessThan(PICTURE_MAD_MAX);
    }
    await close();
  });

  test('video captions: the overlay is the server overlay', async ({ page }) => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const close = await openPage(page);
    const measure = createCaptionMeasure();
    for (const { name, document } of VIDEO_CASES) {
      const { width, height } = document.media;
      const browser = await drawInBrowser(page, document, width, height);
      const style = captionStyleOf(document);
      const overlay = await renderVideoCaptionOverlay({ width, height, ...style });
      const layout = layoutVideoCaption({ ...style, frameWidth: width, frameHeight: height, measureDrawn: measure });
      expect(layout).toEqual(overlay.layout);
      const serverBoxes = captionLineBoxes(
        placeVideoCaptionLines(layout, style.textAlign, width),
        style.textAlign,
        layout.fontSizePx,
        layout.lineHeightPx,
        measure,
      );

      expect(browser.lines, name).toEqual(overlay.layout.lines);
      expect(browser.fontSizePx, name).toBeCloseTo(overlay.layout.fontSizePx, 2);
      const worstBox = expectSameBoxes(browser.boxes, serverBoxes);

      const b = await decode(Buffer.from(browser.png.split(',')[1]!, 'base64'), '#808080');
      const s = await decode(overlay.png, '#808080');
      sideBySide(name, b, s);
      const top = overlay.layout.top;
      const caption = meanAbsoluteDifference(b, s, top, top + overlay.layout.height);
      const whole = meanAbsoluteDifference(b, s);
      const ratio = caption / onePixelShift(s, top, top + overlay.layout.height);
      figures.push({
        name,
        lines: overlay.layout.lines.length,
        worstBox: +worstBox.toFixed(3),
        caption: +caption.toFixed(3),
        shiftRatio: +ratio.toFixed(3),
        whole: +whole.toFixed(3),
        browserMs: +browser.ms.toFixed(2),
      });
      expect(caption, `${name}: caption block MAD`).toBeLessThan(CAPTION_MAD_MAX);
      expect(ratio, `${name}: caption MAD / 1 px shift MAD`).toBeLessThan(SHIFT_RATIO_MAX);
    }
    await close();
  });

  test('redraws within a frame on every keystroke, and lays out at 480 px as the server at 800', async ({ page }) => {
    const close = await openPage(page);
    const image = IMAGE_CASES[1]!.document;
    const video = VIDEO_CASES[1]!.document;
    const timings = await page.evaluate(
      ({ image, video }) => {
        const w = window as unknown as {
          wysiwygPreview: PreviewModule;
          template: HTMLImageElement;
        };
        const text = image.layers[0]!.text;
        const canvas = window.document.createElement('canvas');
        const overlay = window.document.createElement('canvas');
        const p95 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length * 0.95)]!;
        const imageTimes: number[] = [];
        const videoTimes: number[] = [];
        // Canvas calls are recorded and rasterised later: reading a pixel back makes each timing
        // include the rasterisation (a pessimistic figure: the editor never reads back).
        const flush = (target: HTMLCanvasElement) => target.getContext('2d')!.getImageData(0, 0, 1, 1);
        // Typing the caption one character at a time, as the editor redraws: 480 px at 2x.
        for (let end = 1; end <= text.length; end += 1) {
          const layers = [{ ...image.layers[0]!, text: text.slice(0, end) }];
          let started = performance.now();
          w.wysiwygPreview.drawImagePreview(canvas, {
            document: { ...image, layers },
            image: w.template,
            width: 480,
            pixelRatio: 2,
          });
          flush(canvas);
          imageTimes.push(performance.now() - started);
          started = performance.now();
          w.wysiwygPreview.drawVideoOverlay(overlay, {
            document: { ...video, layers: [{ ...video.layers[0]!, text: text.slice(0, end) }] },
            frameWidth: 270,
            frameHeight: 480,
            pixelRatio: 2,
          });
          flush(overlay);
          videoTimes.push(performance.now() - started);
        }
        const small = w.wysiwygPreview.drawImagePreview(canvas, {
          document: image,
          image: w.template,
          width: 480,
          pixelRatio: 2,
        });
        return {
          keystrokes: text.length,
          imageP95: p95(imageTimes),
          imageMax: Math.max(...imageTimes),
          videoP95: p95(videoTimes),
          videoMax: Math.max(...videoTimes),
          small: {
            lines: small.layout.lines,
            canvas: [canvas.width, canvas.height],
            height: small.height,
            boxes: small.boxes,
          },
        };
      },
      { image, video },
    );
    figures.push({ name: 'keystrokes', ...timings, small: undefined });
    expect(timings.imageP95).toBeLessThan(KEYSTROKE_P95_MAX_MS);
    expect(timings.videoP95).toBeLessThan(KEYSTROKE_P95_MAX_MS);

    // The 480 px preview is the 800 px rendering scaled: same lines, boxes at 0.6.
    const rendered = await renderImageMeme({ template: readFileSync(TEMPLATE), document: image, format: 'png' });
    expect(timings.small.lines).toEqual(rendered.lines);
    expect(timings.small.canvas).toEqual([960, Math.round(rendered.height * 1.2)]);
    expect(timings.small.height).toBeCloseTo(rendered.height * 0.6, 6);
    expect(timings.small.boxes[0]!.baselineY).toBeGreaterThan(0);
    await close();
  });

  test.afterAll(() => {
    if (figures.length) {
      writeFileSync(path.join(ARTIFACTS, 'figures.json'), `${JSON.stringify(figures, null, 2)}\n`);
      console.log(figures);
    }
  });
});
