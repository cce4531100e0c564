/** Font sizes are stored as a fraction of the editor's 480 px base width (spec §5, §9). */
export const EDITOR_BASE_WIDTH_PX = 480;

export function fontFractionToPx(fraction: number, renderWidthPx: number): number {
  return fraction * renderWidthPx;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
