/**
 * The person's own files in the editor (product.md §5.9, §5.10): what each really is, from its
 * magic bytes (file-type), never its name or the browser's type; an image's size from its header
 * alone (a 10,000 × 10,000 PNG is refused without decoding it); a video probed with the demuxer
 * its bytes name (so an HLS playlist or a text file never reaches ffmpeg's guessing), within the
 * editor's limits (contract/constants.ts). A refusal is a field error in the product's words.
 */
import { stat } from 'node:fs/promises';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import {
  CUSTOM_IMAGE_MAX_BYTES,
  CUSTOM_IMAGE_MAX_PIXELS,
  CUSTOM_IMAGE_MAX_SIDE,
  CUSTOM_IMAGE_MIN_SIDE,
  DEVICE_VIDEO_MAX_BYTES,
  DEVICE_VIDEO_MAX_FPS,
  DEVICE_VIDEO_MAX_SECONDS,
  DEVICE_VIDEO_MAX_SIDE,
  DEVICE_VIDEO_MIN_SECONDS,
  DEVICE_VIDEO_MIN_SIDE,
  MESSAGES,
} from '@memeforge/contract';
import {
  ImageUnreadableError,
  NoVideoStreamError,
  probeVideo,
  readImageInfo,
  VideoFramesLimitError,
  type Demuxer,
  type VideoProbe,
} from '@memeforge/render/media';
import { InvalidInput } from '../../domain-errors';
import { IMAGE_TYPES, VIDEO_DEMUXERS, VIDEO_TYPES } from '../templates/media-check';

/** ffprobe counts every packet of the clip; a 100 MB file takes well under this. */
const PROBE_TIMEOUT_MS = 30_000;

export interface OwnMedia {
  mimeType: string;
  extension: string;
  /** As displayed: EXIF orientation or the clip's rotation applied. */
  width: number;
  height: number;
}

export interface OwnVideo extends OwnMedia {
  durationMs: number;
  /** The file's size, what storing it takes. */
  bytes: number;
}

const refuse = (field: string, message: string) => InvalidInput.fields({ [field]: [message] });

/**
 * Whether the whole picture decodes, not just its header: a file cut short reads its size fine and
 * would be drawn as a blank picture. Decoded shrunk (libvips shrinks JPEG on load and streams PNG
 * rows), so a large picture costs little memory.
 */
async function decodesWhole(bytes: Buffer): Promise<boolean> {
  try {
    await sharp(bytes, { failOn: 'error' }).resize(64, 64, { fit: 'inside' }).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

/**
 * An image the person chose: JPEG, PNG, GIF or WebP, at most 10 MB and within the pixel limits.
 * With `decode`, for a picture the server will draw, it must also decode whole.
 */
export async function checkOwnImage(
  bytes: Buffer,
  field: string,
  options: { decode?: boolean } = {},
): Promise<OwnMedia> {
  if (bytes.length === 0) throw refuse(field, MESSAGES.selectFileFirst);
  if (bytes.length > CUSTOM_IMAGE_MAX_BYTES) throw refuse(field, MESSAGES.imageTooLarge);
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected && IMAGE_TYPES.get(detected.mime);
  if (!extension) throw refuse(field, MESSAGES.selectImageFile);
  let width: number;
  let height: number;
  try {
    ({ width, height } = await readImageInfo(bytes));
  } catch (error) {
    if (error instanceof ImageUnreadableError) throw refuse(field, MESSAGES.customImageUnreadable);
    throw error;
  }
  const sides = [width, height];
  if (
    sides.some((side) => side < CUSTOM_IMAGE_MIN_SIDE || side > CUSTOM_IMAGE_MAX_SIDE) ||
    width * height > CUSTOM_IMAGE_MAX_PIXELS
  ) {
    throw refuse(field, MESSAGES.customImageDimensions);
  }
  if (options.decode && !(await decodesWhole(bytes))) throw refuse(field, MESSAGES.customImageUnreadable);
  return { mimeType: detected.mime, extension, width, height };
}

async function probe(file: string, format: Demuxer, field: string): Promise<VideoProbe> {
  try {
    return await probeVideo(file, { format, timeoutMs: PROBE_TIMEOUT_MS, maxFrameRate: DEVICE_VIDEO_MAX_FPS });
  } catch (error) {
    // More frames than the limits allow: too many per second, or in all (which a short clip only
    // reaches at a frame rate far over the limit).
    if (error instanceof VideoFramesLimitError) throw refuse(field, MESSAGES.videoFrameRate);
    if (error instanceof NoVideoStreamError) throw refuse(field, MESSAGES.videoNotAVideo);
    throw refuse(field, MESSAGES.videoUnreadable);
  }
}

/** A clip the person uploaded, already on disk: MP4, MOV or WebM within the editor's limits. */
export async function checkOwnVideo(file: string, field: string): Promise<OwnVideo> {
  const { size } = await stat(file);
  if (size === 0) throw refuse(field, MESSAGES.selectFileFirst);
  if (size > DEVICE_VIDEO_MAX_BYTES) throw refuse(field, MESSAGES.videoTooLarge);
  const detected = await fileTypeFromFile(file);
  const extension = detected && VIDEO_TYPES.get(detected.mime);
  if (!extension) throw refuse(field, MESSAGES.selectVideoFile);
  const clip = await probe(file, VIDEO_DEMUXERS[extension]!, field);
  const seconds = clip.durationSec;
  if (!(seconds >= DEVICE_VIDEO_MIN_SECONDS && seconds <= DEVICE_VIDEO_MAX_SECONDS)) {
    throw refuse(field, MESSAGES.videoDuration);
  }
  if ([clip.width, clip.height].some((side) => side < DEVICE_VIDEO_MIN_SIDE || side > DEVICE_VIDEO_MAX_SIDE)) {
    throw refuse(field, MESSAGES.videoDimensions);
  }
  return {
    mimeType: detected.mime,
    extension,
    width: clip.width,
    height: clip.height,
    durationMs: Math.round(seconds * 1000),
    bytes: size,
  };
}
