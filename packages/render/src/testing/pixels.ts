/** Pixel checks shared by the renderer tests (RGBA buffers, row-major). */

export interface Pixels {
  data: Uint8ClampedArray | Uint8Array;
  width: number;
  height: number;
}

export type PixelTest = (r: number, g: number, b: number, a: number) => boolean;

export const isDark: PixelTest = (r, g, b, a) => a > 128 && r < 90 && g < 90 && b < 90;
export const isWhite: PixelTest = (r, g, b, a) => a > 128 && r > 235 && g > 235 && b > 235;
export const isInk: PixelTest = (_r, _g, _b, a) => a > 32;
/** Colour, not grey: the emoji check. */
export const isSaturated: PixelTest = (r, g, b, a) => a > 128 && Math.max(r, g, b) - Math.min(r, g, b) > 60;

/** How many pixels in the rectangle pass the test. */
export function countPixels(
  pixels: Pixels,
  test: PixelTest,
  box: { x0?: number; y0?: number; x1?: number; y1?: number } = {},
): number {
  const { x0 = 0, y0 = 0, x1 = pixels.width, y1 = pixels.height } = box;
  let count = 0;
  for (let y = Math.max(0, y0); y < Math.min(pixels.height, y1); y += 1) {
    for (let x = Math.max(0, x0); x < Math.min(pixels.width, x1); x += 1) {
      const i = (y * pixels.width + x) * 4;
      if (test(pixels.data[i]!, pixels.data[i + 1]!, pixels.data[i + 2]!, pixels.data[i + 3]!)) count += 1;
    }
  }
  return count;
}

/** First and last row (inclusive) holding a pixel that passes the test, or null. */
export function rowExtent(pixels: Pixels, test: PixelTest): { top: number; bottom: number } | null {
  let top = -1;
  let bottom = -1;
  for (let y = 0; y < pixels.height; y += 1) {
    if (countPixels(pixels, test, { y0: y, y1: y + 1 }) > 0) {
      if (top < 0) top = y;
      bottom = y;
    }
  }
  return top < 0 ? null : { top, bottom };
}

/** First and last column (inclusive) holding a pixel that passes the test within rows y0..y1. */
export function columnExtent(
  pixels: Pixels,
  test: PixelTest,
  y0 = 0,
  y1 = pixels.height,
): { left: number; right: number } | null {
  let left = -1;
  let right = -1;
  for (let x = 0; x < pixels.width; x += 1) {
    if (countPixels(pixels, test, { x0: x, x1: x + 1, y0, y1 }) > 0) {
      if (left < 0) left = x;
      right = x;
    }
  }
  return left < 0 ? null : { left, right };
}

/** Share of pixels whose channels differ by more than `tolerance` (0..1). */
export function differingShare(a: Pixels, b: Pixels, tolerance = 24): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  let differing = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    for (let c = 0; c < 4; c += 1) {
      if (Math.abs(a.data[i + c]! - b.data[i + c]!) > tolerance) {
        differing += 1;
        break;
      }
    }
  }
  return differing / (a.data.length / 4);
}
