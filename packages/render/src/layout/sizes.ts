import { EDITOR_BASE_WIDTH } from '@memeforge/contract';

/** Font sizes are stored as a fraction of the editor's 480 px base width (the meme document's unit). */
export const EDITOR_BASE_WIDTH_PX = EDITOR_BASE_WIDTH;

export function fontFractionToPx(fraction: number, renderWidthPx: number): number {
  return fraction * renderWidthPx;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
