/**
 * Image memes (product.md §4.7): the template scaled to the output width under a white header band
 * that holds the caption. One decode, one draw, one encode, all in @napi-rs/canvas (Skia); the
 * JPEG/PNG encode runs off the event loop.
 */
import { createCanvas, type Canvas, type Image } from '@napi-rs/canvas';
import type { MemeDocument } from '@memeforge/contract';
import { boxedTextsOf, captionStyleOf } from './layout/document';
import { registerCaptionFonts } from './fonts/index';
import type { TextAlign } from './layout/caption';
import { drawBoxedImageMeme, drawImageMeme } from './layout/draw';
import { layoutTextBox, type BoxedText, type TextBoxLayout } from './layout/text-box';
import {
  DEFAULT_IMAGE_OUTPUT_WIDTH,
  MAX_IMAGE_OUTPUT_WIDTH,
  imageOutputWidth,
  layoutHeaderBand,
  scaledImageHeight,
} from './layout/header-band';
import { createCaptionMeasure } from './measure';
import { decodeImage } from './media/images';

/** The default output width (the default canvas of product.md §9.6) and the largest; in layout, for the preview. */
export { DEFAULT_IMAGE_OUTPUT_WIDTH, MAX_IMAGE_OUTPUT_WIDTH };
const JPEG_QUALITY = 90;

export interface ImageMemeInput {
  /** JPEG, PNG, WebP or GIF (its first frame). EXIF orientation is applied. */
  template: Buffer;
  caption: string;
  /** Fraction of 480 (clamped to the slider's 0.03..1); null = adaptive, 24 px at 480. */
  fontSizeFraction: number | null;
  textAlign: TextAlign;
  /** Any CSS colour; default black (product.md §4.7). */
  textColor?: string;
  /** Default 800; the template is scaled to it, keeping its aspect ratio. */
  outputWidth?: number;
  /** Default jpeg (quality 90). */
  format?: 'jpeg' | 'png';
  /**
   * Text in boxes over the picture (decision 057) instead of the band: the caption fields above
   * are then not drawn, and the meme is the picture's size.
   */
  boxes?: BoxedText[];
}

/** A meme document on its template's bytes: what the server renders. */
export interface ImageDocumentInput {
  template: Buffer;
  document: MemeDocument;
  outputWidth?: number;
  format?: 'jpeg' | 'png';
}

export interface RenderedImage {
  data: Buffer;
  mime: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
  /** Height of the white caption band at the top (0 for a blank caption). */
  bandHeight: number;
  fontSizePx: number;
  lines: string[];
  /** The boxes as laid out (empty for a band meme). */
  boxes: TextBoxLayout[];
}

async function decodeTemplate(template: Buffer): Promise<Image> {
  try {
    return await decodeImage(template);
  } catch (error) {
    throw new Error('the template is not an image we can decode (JPEG, PNG, WebP or GIF)', { cause: error });
  }
}

/** Draws a meme document, or one caption given field by field (the layer primitive tests drive). */
export async function renderImageMeme(request: ImageMemeInput | ImageDocumentInput): Promise<RenderedImage> {
  const input: ImageMemeInput =
    'document' in request
      ? {
          template: request.template,
          ...captionStyleOf(request.document),
          ...boxesField(request.document),
          ...(request.outputWidth === undefined ? {} : { outputWidth: request.outputWidth }),
          ...(request.format === undefined ? {} : { format: request.format }),
        }
      : request;
  registerCaptionFonts();
  const image = await decodeTemplate(input.template);
  if (image.width <= 0 || image.height <= 0) throw new Error('the template image is empty');

  const width = imageOutputWidth(input.outputWidth);
  const imageHeight = scaledImageHeight(image.width, image.height, width);
  const format = input.format ?? 'jpeg';
  if (input.boxes) {
    const measure = createCaptionMeasure();
    const boxes = input.boxes.map((layer) =>
      layoutTextBox(layer, { canvasWidth: width, canvasHeight: imageHeight, measure }),
    );
    const canvas = createCanvas(width, imageHeight);
    // The same drawing as the editor preview (layout/draw.ts): the picture, then the boxes.
    drawBoxedImageMeme(canvas.getContext('2d'), { image, width, height: imageHeight, boxes });
    return {
      ...(await encoded(canvas, format)),
      width,
      height: imageHeight,
      bandHeight: 0,
      fontSizePx: boxes[0]?.fontSizePx ?? 0,
      lines: boxes.flatMap((box) => box.lines),
      boxes,
    };
  }
  const layout = layoutHeaderBand({
    caption: input.caption,
    fontSizeFraction: input.fontSizeFraction,
    width,
    imageHeight,
    measure: createCaptionMeasure(),
  });
  const height = layout.bandHeight + imageHeight;

  const canvas = createCanvas(width, height);
  // The same drawing as the editor preview (layout/draw.ts): white under everything, the picture,
  // the caption lines.
  drawImageMeme(canvas.getContext('2d'), {
    image,
    width,
    imageHeight,
    layout,
    style: { textAlign: input.textAlign, textColor: input.textColor },
  });

  return {
    ...(await encoded(canvas, format)),
    width,
    height,
    bandHeight: layout.bandHeight,
    fontSizePx: layout.fontSizePx,
    lines: layout.lines,
    boxes: [],
  };
}

async function encoded(canvas: Canvas, format: 'jpeg' | 'png'): Promise<Pick<RenderedImage, 'data' | 'mime'>> {
  const data = format === 'png' ? await canvas.encode('png') : await canvas.encode('jpeg', JPEG_QUALITY);
  return { data, mime: format === 'png' ? 'image/png' : 'image/jpeg' };
}

function boxesField(document: MemeDocument): { boxes?: BoxedText[] } {
  const boxes = boxedTextsOf(document);
  return boxes ? { boxes } : {};
}
