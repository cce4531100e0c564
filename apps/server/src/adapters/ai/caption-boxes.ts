/**
 * A template's text boxes as the caption writers see them (decision 057): each box's label, and
 * whether a text fits it at a readable size, measured with the renderer's own layout and fonts
 * (layoutTextBox: the largest size at which the wrapped text fits, down to the minimum) on the
 * picture as the meme is drawn: an image at the output width, a video at its frame size.
 */
import { DEFAULT_IMAGE_OUTPUT_WIDTH, layoutTextBox, type MeasureText } from '@memeforge/render/layout';
import { createCaptionMeasure } from '@memeforge/render/measure';
import { layoutBoxes, type TemplateLayout } from '@memeforge/contract';
import type { CaptionBox } from './types';

let measure: MeasureText | undefined;

/** The picture's size as the renderer draws the meme: images at the output width, videos as they are. */
export function drawnSize(template: { type: 1 | 2; width: number; height: number }): { width: number; height: number } {
  if (template.type === 2) return { width: template.width, height: template.height };
  const width = DEFAULT_IMAGE_OUTPUT_WIDTH;
  return { width, height: Math.max(1, Math.round((template.height * width) / Math.max(1, template.width))) };
}

export function captionBoxesOf(template: {
  type: 1 | 2;
  width: number;
  height: number;
  layout: TemplateLayout;
}): CaptionBox[] {
  const { width, height } = drawnSize(template);
  return layoutBoxes(template.layout).map(({ align, color, ...box }) => ({
    label: box.label,
    fits(text: string): boolean {
      if (text.trim() === '') return false;
      measure ??= createCaptionMeasure();
      return layoutTextBox(
        { text, box, align, color, fontSizeFraction: null },
        { canvasWidth: width, canvasHeight: height, measure },
      ).fits;
    },
  }));
}
