/**
 * The video caption as a transparent PNG the size of the frame: white text with a dark outline
 * (product.md §4.7/§9.12), laid out by layoutVideoCaption. ffmpeg lays it over every frame.
 */
import { createCanvas } from '@napi-rs/canvas';
import { registerCaptionFonts } from './fonts/index';
import type { TextAlign } from './layout/caption';
import { drawTextBoxes, drawVideoCaption } from './layout/draw';
import { layoutTextBox, type BoxedText, type TextBoxLayout } from './layout/text-box';
import { layoutVideoCaption, type VideoCaptionLayout } from './layout/video-caption';
import { createCaptionMeasure } from './measure';

export interface VideoCaptionOverlayInput {
  /** The frame's displayed size. */
  width: number;
  height: number;
  caption: string;
  /** Fraction of 480 (clamped to the slider's 0.03..0.15); null = 40/480. */
  fontSizeFraction: number | null;
  textAlign: TextAlign;
  /** Fraction of the frame height from its centre to the text block's centre; clamped to ±0.4. */
  dragYOffset: number;
  /** A hex colour (TextColorSchema); default white (product.md §4.7). Its outline is chosen from it. */
  textColor?: string;
  /** Text in boxes over the frame (top and bottom, decision 057) instead of the caption above. */
  boxes?: BoxedText[];
}

export interface VideoCaptionOverlay {
  png: Buffer;
  layout: VideoCaptionLayout;
  /** The boxes as laid out (empty for a one-caption video). */
  boxes: TextBoxLayout[];
}

export async function renderVideoCaptionOverlay(input: VideoCaptionOverlayInput): Promise<VideoCaptionOverlay> {
  registerCaptionFonts();
  const { width, height } = input;
  if (input.boxes) {
    const measure = createCaptionMeasure();
    const boxes = input.boxes.map((layer) =>
      layoutTextBox(layer, { canvasWidth: width, canvasHeight: height, measure }),
    );
    const canvas = createCanvas(width, height);
    drawTextBoxes(canvas.getContext('2d'), boxes);
    const empty = layoutVideoCaption({
      caption: '',
      fontSizeFraction: null,
      dragYOffset: 0,
      frameWidth: width,
      frameHeight: height,
    });
    return { png: await canvas.encode('png'), layout: empty, boxes };
  }
  const layout = layoutVideoCaption({
    caption: input.caption,
    fontSizeFraction: input.fontSizeFraction,
    dragYOffset: input.dragYOffset,
    frameWidth: width,
    frameHeight: height,
    measureDrawn: createCaptionMeasure(),
  });

  const canvas = createCanvas(width, height);
  // The same drawing as the editor preview (layout/draw.ts): outline (black, or white around a
  // dark colour), then fill.
  drawVideoCaption(canvas.getContext('2d'), {
    layout,
    style: { textAlign: input.textAlign, textColor: input.textColor },
    width,
  });
  return { png: await canvas.encode('png'), layout, boxes: [] };
}
