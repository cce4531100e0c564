/**
 * The video caption as a transparent PNG the size of the frame: white text with a dark outline
 * (product.md §4.7/§9.12), laid out by layoutVideoCaption. ffmpeg lays it over every frame.
 */
import { createCanvas } from '@napi-rs/canvas';
import { DEFAULT_TEXT_COLOR } from '@memeforge/contract';
import { registerCaptionFonts } from './fonts/index';
import { lineBaselineY, lineX, type TextAlign } from './layout/caption';
import { captionFont } from './layout/font-stack';
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
  /** Any CSS colour; default white (product.md §4.7). */
  textColor?: string;
}

export interface VideoCaptionOverlay {
  png: Buffer;
  layout: VideoCaptionLayout;
}

/** Black around light text, white around dark text, so a user-picked dark colour stays legible. */
function outlineFor(textColor: string): string {
  const probe = createCanvas(1, 1).getContext('2d');
  probe.fillStyle = '#ffffff'; // kept when textColor does not parse, like the fill below
  probe.fillStyle = textColor;
  probe.fillRect(0, 0, 1, 1);
  const [r = 255, g = 255, b = 255] = probe.getImageData(0, 0, 1, 1).data;
  const luminance = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  return luminance < 0.35 ? '#ffffff' : '#000000';
}

export async function renderVideoCaptionOverlay(input: VideoCaptionOverlayInput): Promise<VideoCaptionOverlay> {
  registerCaptionFonts();
  const { width, height } = input;
  const layout = layoutVideoCaption({
    caption: input.caption,
    fontSizeFraction: input.fontSizeFraction,
    dragYOffset: input.dragYOffset,
    frameWidth: width,
    frameHeight: height,
    measureDrawn: createCaptionMeasure(),
  });

  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const textColor = input.textColor ?? DEFAULT_TEXT_COLOR.video;
  ctx.font = captionFont(layout.fontSizePx);
  ctx.textAlign = input.textAlign;
  ctx.textBaseline = 'alphabetic';
  ctx.lineJoin = 'round'; // mitred joins spike out of Anton's sharp corners
  ctx.lineWidth = layout.strokeWidthPx;
  ctx.strokeStyle = outlineFor(textColor);
  ctx.fillStyle = '#ffffff'; // canvas keeps this when textColor does not parse
  ctx.fillStyle = textColor;
  const x = lineX(input.textAlign, width, layout.paddingPx);
  layout.lines.forEach((line, index) => {
    const y = lineBaselineY(layout.top, index, layout.lineHeightPx, layout.fontSizePx);
    ctx.strokeText(line, x, y);
    ctx.fillText(line, x, y);
  });
  return { png: await canvas.encode('png'), layout };
}
