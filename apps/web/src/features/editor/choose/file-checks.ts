/**
 * The browser's checks of a file chosen on the device (product.md §5.9, §5.10). The server checks
 * again by magic bytes (and the picture's or clip's size and length); these only spare an upload
 * that would be refused.
 */
import {
  CUSTOM_IMAGE_ACCEPT,
  CUSTOM_IMAGE_MAX_BYTES,
  DEVICE_VIDEO_ACCEPT,
  DEVICE_VIDEO_MAX_BYTES,
  MESSAGES,
} from '@memeforge/contract';

const IMAGE_TYPES = CUSTOM_IMAGE_ACCEPT.split(',');
const VIDEO_TYPES = DEVICE_VIDEO_ACCEPT.split(',');
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'];
const VIDEO_EXTENSIONS = ['mp4', 'mov', 'webm'];

type Chosen = Pick<File, 'name' | 'type' | 'size'>;

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** By the browser's MIME type, or by the extension when the browser gives none. */
function isOneOf(file: Chosen, types: string[], extensions: string[]): boolean {
  if (file.type) return types.includes(file.type.toLowerCase());
  return extensions.includes(extension(file.name));
}

/** Why a file cannot be the custom image, or null when it can be used. */
export function customImageError(file: Chosen): string | null {
  if (!isOneOf(file, IMAGE_TYPES, IMAGE_EXTENSIONS)) return MESSAGES.selectImageFile;
  if (file.size > CUSTOM_IMAGE_MAX_BYTES) return MESSAGES.imageTooLarge;
  return null;
}

/** Why a file cannot be the device video, or null when it can be used. */
export function deviceVideoError(file: Chosen): string | null {
  if (!isOneOf(file, VIDEO_TYPES, VIDEO_EXTENSIONS)) return MESSAGES.selectVideoFile;
  if (file.size > DEVICE_VIDEO_MAX_BYTES) return MESSAGES.videoTooLarge;
  return null;
}
