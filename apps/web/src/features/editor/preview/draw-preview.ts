/**
 * The editor's live preview, drawn with the server renderer's own code (render's layout/draw.ts)
 * and layouts, and measured the same way on the browser's canvas with the same fonts
 * (caption-fonts.ts), so the preview is the saved meme (decision 019; proved pixel by pixel by
 * e2e/tests/editor-wysiwyg.spec.ts).
 *
 * Sizes: the canvas's backing store is the CSS size times the device pixel ratio (crisp on HiDPI
 * screens); the caller sets the element's CSS width (an image preview's height follows the
 * backing store's aspect with `height: auto`). An image meme is laid out at the width the server
 * renders it (800 px), exactly as the server does, then drawn scaled to the canvas: line breaks,
 * font size and band height are the server's by construction. A video caption is laid out at the
 * displayed frame size: its layout is linear in the frame width (it works at a 720 px reference).
 */
import type { MemeDocument } from '@memeforge/contract';
import {
  DEFAULT_IMAGE_OUTPUT_WIDTH,
  boxedTextsOf,
  captionLineBoxes,
  captionStyleOf,
  createCanvasMeasure,
  drawBoxedImageMeme,
  drawImageMeme,
  drawTextBoxes,
  drawVideoCaption,
  imageOutputWidth,
  layoutHeaderBand,
  layoutTextBox,
  layoutVideoCaption,
  scaledImageHeight,
  type CaptionLineBox,
  type HeaderBandLayout,
  type MeasureText,
  type TextBoxLayout,
  type VideoCaptionLayout,
} from '@memeforge/render/layout';
import { captionFontsGeneration } from './caption-fonts';

let cached: { generation: number; measure: MeasureText } | null = null;

/**
 * The caption measure on a canvas of its own (render's createCanvasMeasure, as the server's):
 * one per font load, so widths measured before the fonts arrived are never reused.
 */
export function previewMeasure(): MeasureText {
  const generation = captionFontsGeneration();
  if (cached?.generation !== generation) {
    const ctx = document.createElement('canvas').getContext('2d');
    if (!ctx) throw new Error('the browser has no 2D canvas');
    cached = { generation, measure: createCanvasMeasure(ctx) };
  }
  return cached.measure;
}

function pixelRatioOf(requested: number | undefined): number {
  const ratio = requested ?? (typeof window === 'undefined' ? 1 : window.devicePixelRatio);
  return Number.isFinite(ratio) && ratio > 0 ? ratio : 1;
}

/** A loaded image's, video frame's, bitmap's or canvas's own size (0 × 0 until it has one). */
export function naturalSizeOf(image: CanvasImageSource): { width: number; height: number } {
  if ('naturalWidth' in image) return { width: image.naturalWidth, height: image.naturalHeight };
  if ('videoWidth' in image) return { width: image.videoWidth, height: image.videoHeight };
  if ('displayWidth' in image) return { width: image.displayWidth, height: image.displayHeight };
  if ('width' in image && typeof image.width === 'number' && typeof image.height === 'number') {
    return { width: image.width, height: image.height };
  }
  return { width: 0, height: 0 };
}

function context2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('the browser has no 2D canvas');
  return ctx;
}

function scaleBox(box: CaptionLineBox, scale: number): CaptionLineBox {
  return {
    text: box.text,
    x: box.x * scale,
    baselineY: box.baselineY * scale,
    width: box.width * scale,
    left: box.left * scale,
    top: box.top * scale,
    height: box.height * scale,
  };
}

/** A laid-out text box in other units (its size, place, padding and font scaled alike). */
export function scaleTextBox(box: TextBoxLayout, scale: number): TextBoxLayout {
  return {
    ...box,
    fontSizePx: box.fontSizePx * scale,
    lineHeightPx: box.lineHeightPx * scale,
    left: box.left * scale,
    top: box.top * scale,
    width: box.width * scale,
    height: box.height * scale,
    paddingPx: box.paddingPx * scale,
    strokeWidthPx: box.strokeWidthPx * scale,
  };
}

export interface ImagePreviewInput {
  document: MemeDocument;
  /** The picture, loaded (an <img> after its load event, an ImageBitmap...). */
  image: CanvasImageSource;
  /** The preview's CSS width. */
  width: number;
  /** Backing-store pixels per CSS pixel; default window.devicePixelRatio. */
  pixelRatio?: number;
  /** The width the meme is laid out at: the server's output width (800) unless told. */
  outputWidth?: number;
}

export interface ImagePreview {
  /** The header band's layout at `outputWidth`: the server's own numbers. */
  layout: HeaderBandLayout;
  outputWidth: number;
  /** Band plus picture, at `outputWidth`. */
  outputHeight: number;
  /** CSS pixels per output pixel. */
  scale: number;
  /** The preview's CSS size. */
  width: number;
  height: number;
  /** The band's height in CSS pixels. */
  bandHeight: number;
  /** Each caption line's box, in CSS pixels from the canvas's top left. */
  boxes: CaptionLineBox[];
  /** A document with text boxes (decision 057): each box as laid out, in CSS pixels (empty for a band meme). */
  textBoxes: TextBoxLayout[];
}

/**
 * Draws the image meme (white band with the caption, the picture under it) on `canvas`: laid out
 * at the server's output width and scaled to `width` CSS pixels. Resizes the canvas's backing
 * store (which also clears it). Throws if the image has no size yet.
 */
export function drawImagePreview(canvas: HTMLCanvasElement, input: ImagePreviewInput): ImagePreview {
  const natural = naturalSizeOf(input.image);
  if (!(natural.width > 0 && natural.height > 0)) throw new Error('the image is not loaded');
  const style = captionStyleOf(input.document);
  const boxed = boxedTextsOf(input.document);
  const measure = previewMeasure();
  const outputWidth = imageOutputWidth(input.outputWidth ?? DEFAULT_IMAGE_OUTPUT_WIDTH);
  const imageHeight = scaledImageHeight(natural.width, natural.height, outputWidth);
  const layout = layoutHeaderBand({
    // Boxes replace the band: it is laid out empty (no height).
    caption: boxed ? '' : style.caption,
    fontSizeFraction: style.fontSizeFraction,
    width: outputWidth,
    imageHeight,
    measure,
  });
  const outputHeight = layout.bandHeight + imageHeight;

  const cssWidth = input.width > 0 ? input.width : outputWidth;
  const scale = cssWidth / outputWidth;
  const backingWidth = Math.max(1, Math.round(cssWidth * pixelRatioOf(input.pixelRatio)));
  const backingScale = backingWidth / outputWidth;
  canvas.width = backingWidth;
  canvas.height = Math.max(1, Math.round(outputHeight * backingScale));
  const ctx = context2d(canvas);
  ctx.setTransform(backingScale, 0, 0, backingScale, 0, 0);
  const textBoxes = (boxed ?? []).map((layer) =>
    layoutTextBox(layer, { canvasWidth: outputWidth, canvasHeight: imageHeight, measure }),
  );
  const lines = boxed
    ? (drawBoxedImageMeme(ctx, { image: input.image, width: outputWidth, height: imageHeight, boxes: textBoxes }), [])
    : drawImageMeme(ctx, { image: input.image, width: outputWidth, imageHeight, layout, style });
  const boxes = captionLineBoxes(lines, style.textAlign, layout.fontSizePx, layout.lineHeightPx, measure);
  return {
    textBoxes: textBoxes.map((box) => scaleTextBox(box, scale)),
    layout,
    outputWidth,
    outputHeight,
    scale,
    width: cssWidth,
    height: outputHeight * scale,
    bandHeight: layout.bandHeight * scale,
    boxes: boxes.map((box) => scaleBox(box, scale)),
  };
}

export interface VideoOverlayInput {
  document: MemeDocument;
  /** The displayed frame, in CSS pixels. */
  frameWidth: number;
  frameHeight: number;
  /** Backing-store pixels per CSS pixel; default window.devicePixelRatio. */
  pixelRatio?: number;
}

/** The video caption's layout in CSS pixels of the frame, with each line's box. */
export interface VideoOverlayPreview extends VideoCaptionLayout {
  boxes: CaptionLineBox[];
  /** A document with text boxes: each box as laid out, in CSS pixels of the frame (empty otherwise). */
  textBoxes: TextBoxLayout[];
}

/**
 * Draws the caption of a video meme on a transparent `canvas` the size of the displayed frame
 * (resizing its backing store, which clears it): the outline and fill the server lays over every
 * frame. Returns the layout in CSS pixels (top and height of the text block, the line boxes).
 */
export function drawVideoOverlay(canvas: HTMLCanvasElement, input: VideoOverlayInput): VideoOverlayPreview {
  const { frameWidth, frameHeight } = input;
  const style = captionStyleOf(input.document);
  const boxed = boxedTextsOf(input.document);
  const measure = previewMeasure();
  const layout = layoutVideoCaption({
    caption: boxed ? '' : style.caption,
    fontSizeFraction: style.fontSizeFraction,
    dragYOffset: style.dragYOffset,
    frameWidth,
    frameHeight,
    measureDrawn: measure,
  });
  const ratio = pixelRatioOf(input.pixelRatio);
  canvas.width = Math.max(1, Math.round(frameWidth * ratio));
  canvas.height = Math.max(1, Math.round(frameHeight * ratio));
  const ctx = context2d(canvas);
  ctx.setTransform(canvas.width / frameWidth, 0, 0, canvas.height / frameHeight, 0, 0);
  // Boxes are laid out at the clip's own size, as the server draws its overlay, then scaled to the
  // displayed frame, so their line breaks and sizes are the server's.
  const { width: mediaWidth, height: mediaHeight } = input.document.media;
  const boxScale = frameWidth / mediaWidth;
  const laidOut = (boxed ?? []).map((layer) =>
    layoutTextBox(layer, { canvasWidth: mediaWidth, canvasHeight: mediaHeight, measure }),
  );
  ctx.save();
  ctx.scale(boxScale, frameHeight / mediaHeight);
  drawTextBoxes(ctx, laidOut);
  ctx.restore();
  const textBoxes = laidOut.map((box) => scaleTextBox(box, boxScale));
  const lines = drawVideoCaption(ctx, { layout, style, width: frameWidth });
  return {
    ...layout,
    textBoxes,
    boxes: captionLineBoxes(lines, style.textAlign, layout.fontSizePx, layout.lineHeightPx, measure),
  };
}
