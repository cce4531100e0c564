/**
 * An image meme in another format, for the download in another format: sharp, like the thumbnails
 * (stills.ts). Only the first frame of an animation is kept; EXIF orientation is applied; a JPEG
 * gets transparency flattened on white, as the meme's header band is.
 */
import sharp from 'sharp';
import { ImageUnreadableError, MAX_DECODED_PIXELS } from './images';

export type ImageFormat = 'png' | 'jpeg';

export const IMAGE_FORMAT_MIME: Record<ImageFormat, string> = { png: 'image/png', jpeg: 'image/jpeg' };

const JPEG_QUALITY = 90;

/**
 * The image re-encoded as PNG or JPEG. Throws ImageUnreadableError for bytes that are not an image
 * or one over MAX_DECODED_PIXELS (refused from its header, before decoding).
 */
export async function convertImage(image: Buffer, format: ImageFormat): Promise<Buffer> {
  const pipeline = sharp(image, { animated: false, limitInputPixels: MAX_DECODED_PIXELS }).autoOrient();
  try {
    return format === 'png'
      ? await pipeline.png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer()
      : await pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer();
  } catch (error) {
    throw new ImageUnreadableError(`the image could not be converted to ${format}`, { cause: error });
  }
}
