/**
 * WYSIWYG: the editor preview draws what the server renders (decision 019). The browser drawing
 * module (apps/web/src/features/editor/preview) is bundled with esbuild for a page on a fake
 * origin; the font files come from the server's own caption-fonts plugin (injected, no server
 * listening) and the picture is a starter template. Each document is drawn in Chromium and by the
 * server's renderers (image as PNG, so no JPEG loss), then compared: identical line breaks and font
 * size, every line's box (x, baseline, measured width) within 2 px, and the pixels. Side-by-side
 * images go to e2e/.artifacts/wysiwyg/ (browser | server | difference ×4).
 *
 * Text on the picture (decision 057) is proved in the real editor, as a person makes it: on the
 * two-box template the texts typed into both boxes, one box moved with the arrow keys and its
 * outline switched off; on a band template, top and bottom text. The page's pixel ratio is 800/480,
 * so the editor's own preview canvas (480 CSS px) is the server's 800 px, one backing pixel per
 * output pixel. After 'Save & Download', the saved file is checked to be the server's rendering of
 * the saved document (the same JPEG), and that document's lossless rendering is compared with the
 * preview canvas: each box's lines and font size (drawn by the preview module), its place (the
 * editor's handles) within 2 px, and the pixels in and around each box and over the rest of the
 * picture, with the thresholds above.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { build } from 'esbuild';
import Fastify from 'fastify';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { Page } from '@playwright/test';
import {
  EDITOR_BASE_WIDTH,
  ENDPOINTS,
  MEDIA_TYPE,
  MEME_DOCUMENT_VERSION,
  MESSAGES,
  ROUTES,
  SaveMemeResponseSchema,
  TemplateSchema,
  type MemeDocument,
} from '@memeforge/contract';
import { test, expect } from '../fixtures';
import { starterLibraryLoaded } from '../support/starter-library';
import captionFonts from '../../apps/server/src/plugins/caption-fonts';
import { renderImageMeme } from '../../packages/render/src/image';
import { renderVideoCaptionOverlay } from '../../packages/render/src/video-overlay';
import { createCaptionMeasure } from '../../packages/render/src/measure';
import {
  captionLineBoxes,
  captionStyleOf,
  DEFAULT_IMAGE_OUTPUT_WIDTH,
  layoutHeaderBand,
  layoutVideoCaption,
  placeHeaderBandLines,
  placeVideoCaptionLines,
  scaledImageHeight,
  type CaptionLineBox,
  type TextBoxLayout,
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

/** What drawImagePreview answers of a document with text boxes (the boxes as laid out, in CSS pixels). */
interface PreviewTextBoxes {
  textBoxes: TextBoxLayout[];
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
/**
 * A guard, not the target: the target (a frame at 60 Hz, 16 ms) is held by `bench/editor.ts`,
 * which measures alone. Here the other test worker shares the two cores, and a p95 of 18 ms has
 * been seen; this bound still fails on a redraw that waits for anything (a network call, a font).
 */
const KEYSTROKE_P95_MAX_MS = 50;

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
async function openPage(page: Page, template: Buffer = readFileSync(TEMPLATE)) {
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
    if (url.pathname === '/template.jpg') return route.fulfill({ contentType: 'image/jpeg', body: template });
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

/**
 * The editor's preview at 480 CSS px on a page with 800/480 device pixels per CSS pixel: its canvas
 * is 800 px wide, the server's output width, so it is compared with the server's rendering pixel
 * for pixel, unscaled.
 */
const EDITOR_PIXEL_RATIO = DEFAULT_IMAGE_OUTPUT_WIDTH / EDITOR_BASE_WIDTH;

interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A laid-out box's area, grown by its outline's width (the stroke may reach past the padding). */
function boxRect(box: TextBoxLayout, image: Rgba): Rect {
  const grow = Math.ceil(box.strokeWidthPx) + 1;
  return {
    x0: Math.max(0, Math.floor(box.left - grow)),
    y0: Math.max(0, Math.floor(box.top - grow)),
    x1: Math.min(image.width, Math.ceil(box.left + box.width + grow)),
    y1: Math.min(image.height, Math.ceil(box.top + box.height + grow)),
  };
}

const inside = (rect: Rect, x: number, y: number) => x >= rect.x0 && x < rect.x1 && y >= rect.y0 && y < rect.y1;

/**
 * Mean absolute difference per channel of `a` against `b` moved by (dx, dy) (b = a and a shift: the
 * cost of one pixel off), over `rect`, or over everything outside `outside` when given.
 */
function rectDifference(a: Rgba, b: Rgba, area: { rect?: Rect; outside?: Rect[] }, dx = 0, dy = 0): number {
  const rect = area.rect ?? { x0: 0, y0: 0, x1: a.width, y1: a.height };
  let sum = 0;
  let count = 0;
  for (let y = rect.y0; y < Math.min(rect.y1, a.height - dy); y += 1) {
    for (let x = rect.x0; x < Math.min(rect.x1, a.width - dx); x += 1) {
      if (area.outside?.some((other) => inside(other, x, y))) continue;
      const i = (y * a.width + x) * 4;
      const j = ((y + dy) * a.width + x + dx) * 4;
      for (let c = 0; c < 3; c += 1) sum += Math.abs(a.data[i + c]! - b.data[j + c]!);
      count += 3;
    }
  }
  return count === 0 ? 0 : sum / count;
}

const editing = (page: Page) => page.getByRole('region', { name: 'Editing' });

/** Clears a text field and types `text` into it key by key, as a person does. */
async function typeInto(page: Page, name: string, text: string) {
  const field = editing(page).getByRole('textbox', { name });
  await field.fill('');
  await field.pressSequentially(text);
  await expect(field).toHaveValue(text);
}

interface EditorSave {
  /** The editor's preview canvas, as a PNG data URL, when 'Save & Download' was clicked. */
  preview: string;
  /** Each box handle on the preview, in CSS pixels from the canvas's top left. */
  handles: { left: number; top: number; width: number; height: number }[];
  /** The document the server saved and rendered, and the file it handed back. */
  document: MemeDocument;
  file: Buffer;
  /** The template's own bytes, as the server has them. */
  template: Buffer;
}

/** Reads the editor's preview and handles, then saves: the saved document, the downloaded file. */
async function saveFromEditor(page: Page, slug: string): Promise<EditorSave> {
  const canvas = page.getByTestId('image-preview');
  await expect(canvas).toHaveJSProperty('width', DEFAULT_IMAGE_OUTPUT_WIDTH);
  const preview = await canvas.evaluate((element) => (element as HTMLCanvasElement).toDataURL('image/png'));
  const frame = (await canvas.boundingBox())!;
  const handles = [];
  for (const handle of await page.locator('[data-testid^="text-box-"]').all()) {
    const box = (await handle.boundingBox())!;
    handles.push({ left: box.x - frame.x, top: box.y - frame.y, width: box.width, height: box.height });
  }

  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === ENDPOINTS.saveMeme,
  );
  const download = page.waitForEvent('download', { timeout: 30_000 });
  await editing(page).getByRole('button', { name: MESSAGES.saveAndDownload }).click();
  const saved = SaveMemeResponseSchema.parse(await (await answer).json());
  const file = readFileSync(await (await download).path());
  const template = TemplateSchema.parse(await (await page.request.get(ENDPOINTS.libraryTemplateBySlug(slug))).json());
  const picture = await page.request.get(template.file);
  expect(picture.ok()).toBe(true);
  expect(saved.meme.document).not.toBeNull();
  return { preview, handles, document: saved.meme.document!, file, template: Buffer.from(await picture.body()) };
}

/**
 * The editor's save against the server: the saved file is the server's rendering of the saved
 * document; the preview module lays that document's boxes out as the server does (lines, font
 * size, place); the editor's handles sit on the server's boxes; and the editor's preview canvas is
 * the server's lossless rendering, box by box and over the rest of the picture.
 */
async function expectEditorSaveIsPreview(page: Page, name: string, save: EditorSave) {
  mkdirSync(ARTIFACTS, { recursive: true });
  const { document, template } = save;
  const png = await renderImageMeme({ template, document, format: 'png' });
  const jpeg = await renderImageMeme({ template, document, format: 'jpeg' });
  expect(png.boxes.length, `${name}: boxes`).toBe(document.layers.length);
  expect(png.bandHeight, `${name}: no band`).toBe(0);

  // The saved file is the server's own rendering of the saved document.
  const savedFile = await decode(save.file, null);
  const serverJpeg = await decode(jpeg.data, null);
  expect([savedFile.width, savedFile.height]).toEqual([png.width, png.height]);
  const savedVsServer = rectDifference(savedFile, serverJpeg, {});
  expect(savedVsServer, `${name}: saved file vs the server's JPEG of its document`).toBeLessThan(0.01);

  // The preview module's layout of the same document (the editor's code, bundled, on the same picture).
  const fake = await page.context().newPage();
  const close = await openPage(fake, template);
  const laidOut = await fake.evaluate(
    async ({ document }) => {
      const w = window as unknown as { wysiwygPreview: PreviewModule; template: HTMLImageElement };
      await w.wysiwygPreview.loadCaptionFonts(document.layers.map((layer) => layer.text).join('\n'));
      const canvas = window.document.createElement('canvas');
      const drawn = w.wysiwygPreview.drawImagePreview(canvas, {
        document,
        image: w.template,
        width: 800,
        pixelRatio: 1,
      }) as unknown as PreviewTextBoxes;
      return drawn.textBoxes;
    },
    { document },
  );
  await close();
  await fake.close();

  const b = await decode(Buffer.from(save.preview.split(',')[1]!, 'base64'), null);
  const s = await decode(png.data, null);
  expect([b.width, b.height], `${name}: preview canvas size`).toEqual([s.width, s.height]);
  sideBySide(name, b, s);
  const cssScale = EDITOR_BASE_WIDTH / png.width;
  const rects = png.boxes.map((box) => boxRect(box, s));
  let worstBox = 0;
  png.boxes.forEach((server, index) => {
    const label = `${name} box ${index}`;
    const preview = laidOut[index]!;
    expect(preview.lines, `${label}: lines`).toEqual(server.lines);
    expect(preview.fontSizePx, `${label}: font size`).toBe(server.fontSizePx);
    const handle = save.handles[index]!;
    for (const key of ['left', 'top', 'width', 'height'] as const) {
      for (const delta of [Math.abs(preview[key] - server[key]), Math.abs(handle[key] - server[key] * cssScale)]) {
        worstBox = Math.max(worstBox, delta);
        expect(delta, `${label}: ${key}`).toBeLessThanOrEqual(BOX_TOLERANCE_PX);
      }
    }
  });
  const perBox = rects.map((rect, index) => {
    const text = rectDifference(b, s, { rect });
    const shift = Math.min(rectDifference(s, s, { rect }, 1, 0), rectDifference(s, s, { rect }, 0, 1));
    return { box: index, lines: png.boxes[index]!.lines.length, text, ratio: text / shift };
  });
  const picture = rectDifference(b, s, { outside: rects });
  const whole = rectDifference(b, s, {});
  const savedFileVsPreview = rects.map((rect) => +rectDifference(b, savedFile, { rect }).toFixed(3));
  figures.push({
    name,
    lines: png.lines.length,
    worstBox: +worstBox.toFixed(3),
    boxes: perBox.map((box) => ({ ...box, text: +box.text.toFixed(3), ratio: +box.ratio.toFixed(3) })),
    picture: +picture.toFixed(3),
    whole: +whole.toFixed(3),
    savedVsServer: +savedVsServer.toFixed(4),
    savedFileVsPreview,
  });
  for (const box of perBox) {
    expect(box.text, `${name} box ${box.box}: text MAD`).toBeLessThan(CAPTION_MAD_MAX);
    expect(box.ratio, `${name} box ${box.box}: text MAD / 1 px shift MAD`).toBeLessThan(SHIFT_RATIO_MAX);
  }
  expect(picture, `${name}: picture MAD`).toBeLessThan(PICTURE_MAD_MAX);
}

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

  test('redraws on every keystroke without waiting, and lays out at 480 px as the server at 800', async ({ page }) => {
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

  test.describe('text on the picture, made in the editor', () => {
    test.use({ viewport: { width: 1600, height: 900 }, deviceScaleFactor: EDITOR_PIXEL_RATIO });

    test('two boxes: typed, one moved with the arrow keys and its outline off, the preview is the saved meme', async ({
      page,
      request,
      signIn,
    }) => {
      await starterLibraryLoaded(request);
      await signIn({ plan: 'pro', credits: 50 });
      await page.goto(`${ROUTES['dashboard.editor']}?template=two-buttons-dilemma`);
      const panel = editing(page);
      await expect(panel.getByRole('button', { name: 'Text 1 (left button)', pressed: true })).toBeVisible();
      await typeInto(page, 'Text 1 (left button) text', 'Sleep early');
      await panel.getByRole('button', { name: 'Text 2 (right button)' }).click();
      await typeInto(page, 'Text 2 (right button) text', 'One more episode of the show');

      // The second box, focused, moved 3 steps down and one big step left; then its outline off.
      const second = page.getByTestId('text-box-1');
      await second.focus();
      for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'Shift+ArrowLeft']) await page.keyboard.press(key);
      await panel.getByRole('checkbox', { name: 'Outline' }).uncheck();
      await expect(panel.getByRole('button', { name: 'Text 2 (right button)', pressed: true })).toBeVisible();

      const save = await saveFromEditor(page, 'two-buttons-dilemma');
      const [left, right] = save.document.layers;
      expect(left!.text).toBe('Sleep early');
      expect(right!.text).toBe('One more episode of the show');
      expect(left!.box).toMatchObject({ x: 0.15, y: 0.28, style: 'outlined' });
      expect(right!.box).toMatchObject({ x: 0.52, y: 0.31, style: 'plain' });
      await expectEditorSaveIsPreview(page, 'editor-two-buttons', save);
    });

    test('a band template as top and bottom text: the preview is the saved meme', async ({ page, request, signIn }) => {
      await starterLibraryLoaded(request);
      await signIn({ plan: 'pro', credits: 50 });
      await page.goto(`${ROUTES['dashboard.editor']}?template=judging-cat-spotlight`);
      const panel = editing(page);
      await panel.getByRole('button', { name: 'Text on the picture' }).click();
      await typeInto(page, 'Text 1 (top text) text', 'When the code works on the first try');
      await panel.getByRole('button', { name: 'Text 2 (bottom text)' }).click();
      await typeInto(page, 'Text 2 (bottom text) text', 'and nobody knows why');

      const save = await saveFromEditor(page, 'judging-cat-spotlight');
      expect(save.document.layers.map((layer) => [layer.text, layer.box?.label, layer.box?.valign])).toEqual([
        ['When the code works on the first try', 'top text', 'top'],
        ['and nobody knows why', 'bottom text', 'bottom'],
      ]);
      await expectEditorSaveIsPreview(page, 'editor-top-bottom', save);
    });
  });

  test.afterAll(() => {
    if (figures.length) {
      writeFileSync(path.join(ARTIFACTS, 'figures.json'), `${JSON.stringify(figures, null, 2)}\n`);
      console.log(figures);
    }
  });
});
