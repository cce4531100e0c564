/**
 * What an uploaded or imported file really is, and whether the library takes it: the type from its
 * magic bytes (file-type), never its name; byte limits before anything is read further; an image's
 * size from its header alone, so a 10,000 × 10,000 PNG costs nothing to refuse; a video's displayed
 * size (rotation applied), duration and audio from the render package's probe, which also refuses
 * more than 120 frames per second or 100,000 frames. A refusal carries the sentence the person
 * uploading sees.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { MEDIA_TYPE, MESSAGES, TEMPLATE_IMAGE_MAX_BYTES, TEMPLATE_VIDEO_MAX_BYTES } from '@memeforge/contract';
import {
  posterFrame,
  probeVideo,
  readImageInfo,
  VideoFramesLimitError,
  type Demuxer,
  type VideoProbe,
} from '@memeforge/render/media';

export const IMAGE_TYPES = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/gif', 'gif'],
  ['image/webp', 'webp'],
]);
export const VIDEO_TYPES = new Map([
  ['video/mp4', 'mp4'],
  ['video/webm', 'webm'],
  ['video/quicktime', 'mov'],
]);
/** The demuxer each accepted video type is opened with, decided by its magic bytes. */
export const VIDEO_DEMUXERS: Record<string, Demuxer> = { mp4: 'mov', mov: 'mov', webm: 'matroska' };

export const IMAGE_MIN_SIDE = 64;
export const IMAGE_MAX_SIDE = 8000;
export const VIDEO_MAX_SIDE = 4096;
export const VIDEO_MIN_SECONDS = 1;
export const VIDEO_MAX_SECONDS = 60;
const PROBE_TIMEOUT_MS = 20_000;

export class MediaRejectedError extends Error {
  override name = 'MediaRejectedError';
}

export interface ProbedMedia {
  type: (typeof MEDIA_TYPE)[keyof typeof MEDIA_TYPE];
  mimeType: string;
  extension: string;
  /** As displayed: EXIF orientation or video rotation applied. */
  width: number;
  height: number;
  durationMs: number | null;
  hasAudio: boolean;
}

/** ffmpeg reads files, not buffers: the bytes go to a temporary file for the call. */
async function withTemporaryFile<T>(bytes: Buffer, extension: string, use: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'media-check-'));
  try {
    const file = path.join(dir, `input.${extension}`);
    await writeFile(file, bytes);
    return await use(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function checkVideo(
  buffer: Buffer,
  extension: string,
): Promise<Omit<ProbedMedia, 'type' | 'mimeType' | 'extension'>> {
  let probe: VideoProbe;
  try {
    probe = await withTemporaryFile(buffer, extension, (file) =>
      probeVideo(file, { format: VIDEO_DEMUXERS[extension]!, timeoutMs: PROBE_TIMEOUT_MS }),
    );
  } catch (error) {
    if (error instanceof VideoFramesLimitError) {
      throw new MediaRejectedError(
        error.limit === 'frame-rate' ? MESSAGES.templateVideoFrameRate : MESSAGES.templateVideoFrameCount,
      );
    }
    throw new MediaRejectedError(MESSAGES.templateFileUnreadable);
  }
  const seconds = probe.durationSec;
  if (!(seconds >= VIDEO_MIN_SECONDS && seconds <= VIDEO_MAX_SECONDS)) {
    throw new MediaRejectedError(MESSAGES.templateVideoDuration);
  }
  if ([probe.width, probe.height].some((side) => side < IMAGE_MIN_SIDE || side > VIDEO_MAX_SIDE)) {
    throw new MediaRejectedError(MESSAGES.templateVideoDimensions);
  }
  return {
    width: probe.width,
    height: probe.height,
    durationMs: Math.round(seconds * 1000),
    hasAudio: probe.hasAudio,
  };
}

/** Checks type, size and dimensions; throws MediaRejectedError with the reason. */
export async function probeTemplateMedia(buffer: Buffer): Promise<ProbedMedia> {
  const detected = await fileTypeFromBuffer(buffer);
  const imageExtension = detected && IMAGE_TYPES.get(detected.mime);
  const videoExtension = detected && VIDEO_TYPES.get(detected.mime);
  if (imageExtension) {
    if (buffer.length > TEMPLATE_IMAGE_MAX_BYTES) throw new MediaRejectedError(MESSAGES.templateImageTooLarge);
    let width: number;
    let height: number;
    try {
      ({ width, height } = await readImageInfo(buffer));
    } catch {
      throw new MediaRejectedError(MESSAGES.templateFileUnreadable);
    }
    if ([width, height].some((side) => side < IMAGE_MIN_SIDE || side > IMAGE_MAX_SIDE)) {
      throw new MediaRejectedError(MESSAGES.templateImageDimensions);
    }
    return {
      type: MEDIA_TYPE.image,
      mimeType: detected.mime,
      extension: imageExtension,
      width,
      height,
      durationMs: null,
      hasAudio: false,
    };
  }
  if (videoExtension) {
    if (buffer.length > TEMPLATE_VIDEO_MAX_BYTES) throw new MediaRejectedError(MESSAGES.templateVideoTooLarge);
    const video = await checkVideo(buffer, videoExtension);
    return { type: MEDIA_TYPE.video, mimeType: detected.mime, extension: videoExtension, ...video };
  }
  throw new MediaRejectedError(MESSAGES.templateFileWrongType);
}

/** The poster frame (a JPEG of the displayed frame) of a video probeTemplateMedia accepted. */
export function posterOf(video: Buffer, extension: string, durationMs: number): Promise<Buffer> {
  return withTemporaryFile(video, extension, (file) =>
    posterFrame({ path: file, format: VIDEO_DEMUXERS[extension] ?? 'mov' }, { durationSec: durationMs / 1000 }),
  );
}
