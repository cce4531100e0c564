/**
 * Reading images. The size comes from the header alone (sharp's metadata, which also reads the
 * EXIF orientation), so a file claiming 10,000 × 10,000 pixels is measured, and refused, without
 * the 400 MB its pixels would take. Decoding for drawing is Skia's, since the renderers draw with
 * it; it too looks at the header first and refuses what would not fit in memory.
 * bench/media-stills.ts measured both libraries for each job (docs/decisions/009-one-media-layer.md).
 */
import { loadImage, type Image } from '@napi-rs/canvas';
import { imageSize } from 'image-size';
import sharp, { type Metadata } from 'sharp';

export interface ImageInfo {
  /** sharp's name for the format: jpeg, png, gif, webp... */
  format: string;
  /** Displayed size: EXIF orientation applied, the first frame of an animation. */
  width: number;
  height: number;
  /** Frames in an animated GIF or WebP; 1 for a still. */
  pages: number;
}

export class ImageUnreadableError extends Error {
  override readonly name = 'ImageUnreadableError';
}

/** Reads the header only; throws ImageUnreadableError when there is no image there. */
export async function readImageInfo(bytes: Buffer): Promise<ImageInfo> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch (error) {
    throw new ImageUnreadableError('not an image we can read', { cause: error });
  }
  const { width, height } = metadata.autoOrient;
  if (!(width > 0 && height > 0) || !metadata.format) throw new ImageUnreadableError('the image has no size');
  return { format: metadata.format, width, height, pages: metadata.pages ?? 1 };
}

/**
 * More pixels than this are refused before decoding: 8,000 × 8,000 (the largest template) as RGBA
 * is 256 MB already.
 */
export const MAX_DECODED_PIXELS = 8000 * 8000;

/**
 * Decodes for drawing with Skia: JPEG, PNG, WebP or GIF (its first frame), EXIF orientation
 * applied. Throws ImageUnreadableError for anything else, and for an image over MAX_DECODED_PIXELS.
 */
export async function decodeImage(bytes: Buffer): Promise<Image> {
  // The stored size from the header alone, in microseconds. Not Skia's: assigning an Image's src
  // starts a full decode in the background, which doubled the decoding work of every render
  // (measured: +10% per image meme). Not sharp's: its metadata call costs up to a millisecond here.
  let header: { width?: number | undefined; height?: number | undefined };
  try {
    header = imageSize(bytes);
  } catch (error) {
    throw new ImageUnreadableError('not an image we can decode (JPEG, PNG, WebP or GIF)', { cause: error });
  }
  const pixels = (header.width ?? 0) * (header.height ?? 0);
  if (pixels > MAX_DECODED_PIXELS) {
    throw new ImageUnreadableError(`the image is too large to decode (${header.width}x${header.height})`);
  }
  try {
    return await loadImage(bytes);
  } catch (error) {
    throw new ImageUnreadableError('not an image we can decode (JPEG, PNG, WebP or GIF)', { cause: error });
  }
}
