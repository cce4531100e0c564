/**
 * The caption drawing both sides share: the server draws with it on an @napi-rs/canvas (Skia)
 * context, the editor preview on the browser's CanvasRenderingContext2D, so both draw the same
 * layout with the same calls in the same order (decision 019). Pure: it only talks to the small
 * context interface below, which both contexts satisfy.
 */
import { DEFAULT_TEXT_COLOR, TEXT_BOX_DEFAULT_COLOR } from '@memeforge/contract';
import { lineBaselineY, lineX, CAPTION_BASELINE_BELOW_CENTER_EM, type TextAlign } from './caption';
import { captionFont } from './font-stack';
import type { HeaderBandLayout } from './header-band';
import type { VideoCaptionLayout } from './video-caption';
import type { MeasureText } from './wrap';
import { placeTextBoxLines, type TextBoxLayout } from './text-box';

/** What drawing caption text needs of a 2D context (the browser's and @napi-rs/canvas's fit). */
export interface CaptionTextContext {
  font: string;
  fillStyle: string | object;
  strokeStyle: string | object;
  lineWidth: number;
  lineJoin: 'bevel' | 'miter' | 'round';
  textAlign: 'center' | 'end' | 'left' | 'right' | 'start';
  textBaseline: 'alphabetic' | 'bottom' | 'hanging' | 'ideographic' | 'middle' | 'top';
  fillText(text: string, x: number, y: number): void;
  strokeText(text: string, x: number, y: number): void;
}

/**
 * What drawing a whole image meme needs: text, rectangles and the picture. `I` is the image type
 * its drawImage takes (the browser's CanvasImageSource, @napi-rs/canvas's Image).
 */
export interface CaptionContext<I> extends CaptionTextContext {
  imageSmoothingEnabled: boolean;
  imageSmoothingQuality: 'high' | 'low' | 'medium';
  fillRect(x: number, y: number, width: number, height: number): void;
  drawImage(image: I, dx: number, dy: number, dw: number, dh: number): void;
}

/** The caption's style as the drawing needs it (a CaptionStyle from captionStyleOf fits). */
export interface CaptionDrawStyle {
  textAlign: TextAlign;
  /** A #rgb/#rrggbb/#rrggbbaa colour (TextColorSchema); the renderers accept any CSS colour. */
  textColor?: string | undefined;
}

/** One line where it is drawn: the canvas x for the alignment and the alphabetic baseline. */
export interface PlacedLine {
  text: string;
  x: number;
  baselineY: number;
}

/** A drawn line's box (what the editor outlines), from a measure of the same fonts. */
export interface CaptionLineBox extends PlacedLine {
  /** Measured advance width. */
  width: number;
  left: number;
  /** Top of the line box (the line height, centred on the ink as the layout places it). */
  top: number;
  height: number;
}

/** The header band's lines: padding from the edges, the first line box at the padding. */
export function placeHeaderBandLines(layout: HeaderBandLayout, align: TextAlign, width: number): PlacedLine[] {
  const x = lineX(align, width, layout.paddingPx);
  return layout.lines.map((text, index) => ({
    text,
    x,
    baselineY: lineBaselineY(layout.paddingPx, index, layout.lineHeightPx, layout.fontSizePx),
  }));
}

/** The video caption's lines, from the block's top. */
export function placeVideoCaptionLines(layout: VideoCaptionLayout, align: TextAlign, width: number): PlacedLine[] {
  const x = lineX(align, width, layout.paddingPx);
  return layout.lines.map((text, index) => ({
    text,
    x,
    baselineY: lineBaselineY(layout.top, index, layout.lineHeightPx, layout.fontSizePx),
  }));
}

/** The boxes of placed lines: their measured width about the alignment x, their line-height band. */
export function captionLineBoxes(
  lines: PlacedLine[],
  align: TextAlign,
  fontSizePx: number,
  lineHeightPx: number,
  measure: MeasureText,
): CaptionLineBox[] {
  return lines.map((line) => {
    const width = measure(line.text, fontSizePx);
    const left = align === 'left' ? line.x : align === 'right' ? line.x - width : line.x - width / 2;
    const top = line.baselineY - CAPTION_BASELINE_BELOW_CENTER_EM * fontSizePx - lineHeightPx / 2;
    return { ...line, width, left, top, height: lineHeightPx };
  });
}

/** #rgb, #rrggbb or #rrggbbaa to 0-255 channels; null for anything else. */
export function parseHexColor(color: string): { r: number; g: number; b: number } | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color.trim());
  if (!match) return null;
  const hex = match[1]!;
  const digits = hex.length === 3 ? [...hex].map((d) => d + d).join('') : hex.slice(0, 6);
  return {
    r: parseInt(digits.slice(0, 2), 16),
    g: parseInt(digits.slice(2, 4), 16),
    b: parseInt(digits.slice(4, 6), 16),
  };
}

/** Below this relative luminance (0..1) text counts as dark and gets a white outline. */
export const DARK_TEXT_LUMINANCE = 0.35;

/**
 * The video caption's outline: black around light text, white around dark text, so a user-picked
 * dark colour stays legible. Document colours are hex (TextColorSchema); anything else counts as
 * the default white text, so it gets a black outline. An #rrggbbaa colour's alpha is ignored.
 */
export function outlineColorFor(textColor: string): '#000000' | '#ffffff' {
  const rgb = parseHexColor(textColor);
  if (!rgb) return '#000000';
  const luminance = (0.2126 * rgb.r + 0.7152 * rgb.g + 0.0722 * rgb.b) / 255;
  return luminance < DARK_TEXT_LUMINANCE ? '#ffffff' : '#000000';
}

function setFill(ctx: CaptionTextContext, fallback: string, color: string | undefined) {
  // Canvas ignores a colour it cannot parse and keeps the previous one: the fallback.
  ctx.fillStyle = fallback;
  if (color) ctx.fillStyle = color;
}

export interface ImageMemeDrawing<I> {
  /** The picture, drawn scaled to width × imageHeight under the band. */
  image: I;
  /** The meme's width, in the context's units (the layout's width). */
  width: number;
  imageHeight: number;
  layout: HeaderBandLayout;
  style: CaptionDrawStyle;
}

/**
 * The whole image meme: white under everything (the band, and any transparency in the picture),
 * the picture under the band, the caption lines in the band. Returns the lines as placed.
 */
export function drawImageMeme<I>(ctx: CaptionContext<I>, drawing: ImageMemeDrawing<I>): PlacedLine[] {
  const { width, imageHeight, layout, style } = drawing;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, layout.bandHeight + imageHeight);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(drawing.image, 0, layout.bandHeight, width, imageHeight);

  const lines = placeHeaderBandLines(layout, style.textAlign, width);
  if (lines.length === 0) return lines;
  ctx.font = captionFont(layout.fontSizePx);
  setFill(ctx, DEFAULT_TEXT_COLOR.image, style.textColor);
  ctx.textAlign = style.textAlign;
  ctx.textBaseline = 'alphabetic';
  for (const line of lines) ctx.fillText(line.text, line.x, line.baselineY);
  return lines;
}

export interface VideoCaptionDrawing {
  layout: VideoCaptionLayout;
  style: CaptionDrawStyle;
  /** The frame's width, in the context's units (the layout's frame width). */
  width: number;
}

/**
 * The video caption on a transparent context the size of the frame: each line outlined (round
 * joins: mitred ones spike out of Anton's sharp corners), then filled. Returns the lines as placed.
 */
export function drawVideoCaption(ctx: CaptionTextContext, drawing: VideoCaptionDrawing): PlacedLine[] {
  const { layout, style, width } = drawing;
  const lines = placeVideoCaptionLines(layout, style.textAlign, width);
  if (lines.length === 0) return lines;
  const textColor = style.textColor ?? DEFAULT_TEXT_COLOR.video;
  ctx.font = captionFont(layout.fontSizePx);
  ctx.textAlign = style.textAlign;
  ctx.textBaseline = 'alphabetic';
  ctx.lineJoin = 'round';
  ctx.lineWidth = layout.strokeWidthPx;
  ctx.strokeStyle = outlineColorFor(textColor);
  setFill(ctx, DEFAULT_TEXT_COLOR.video, textColor);
  for (const line of lines) {
    ctx.strokeText(line.text, line.x, line.baselineY);
    ctx.fillText(line.text, line.x, line.baselineY);
  }
  return lines;
}

/** What drawing rotated text boxes needs beyond caption text (both contexts have it). */
export interface TextBoxContext extends CaptionTextContext {
  save(): void;
  restore(): void;
  translate(x: number, y: number): void;
  rotate(angle: number): void;
}

/**
 * Text in boxes over the picture (decision 057), each box's lines about its centre, rotated with
 * it: `outlined` text stroked in the outline colour for its fill (round joins), then filled;
 * `plain` text filled only.
 */
export function drawTextBoxes(ctx: TextBoxContext, layouts: readonly TextBoxLayout[]): void {
  for (const layout of layouts) {
    if (layout.lines.length === 0) continue;
    ctx.save();
    ctx.translate(layout.left + layout.width / 2, layout.top + layout.height / 2);
    if (layout.rotation) ctx.rotate((layout.rotation * Math.PI) / 180);
    ctx.font = captionFont(layout.fontSizePx);
    ctx.textAlign = layout.align;
    ctx.textBaseline = 'alphabetic';
    setFill(ctx, TEXT_BOX_DEFAULT_COLOR[layout.style], layout.color);
    const lines = placeTextBoxLines(layout);
    if (layout.style === 'outlined') {
      ctx.lineJoin = 'round';
      ctx.lineWidth = layout.strokeWidthPx;
      ctx.strokeStyle = outlineColorFor(layout.color);
      for (const line of lines) ctx.strokeText(line.text, line.x, line.baselineY);
    }
    for (const line of lines) ctx.fillText(line.text, line.x, line.baselineY);
    ctx.restore();
  }
}

export interface BoxedImageMemeDrawing<I> {
  image: I;
  width: number;
  height: number;
  boxes: readonly TextBoxLayout[];
}

/** An image meme with its text in boxes: the picture, no band, then the boxes over it. */
export function drawBoxedImageMeme<I>(
  ctx: CaptionContext<I> & TextBoxContext,
  drawing: BoxedImageMemeDrawing<I>,
): void {
  const { width, height } = drawing;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(drawing.image, 0, 0, width, height);
  drawTextBoxes(ctx, drawing.boxes);
}
