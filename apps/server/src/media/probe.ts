/**
 * What a file really is, from its bytes: type by magic bytes (file-type), image size from the
 * header only (sharp metadata, no decoding, so a 10,000 × 10,000 PNG costs nothing to refuse),
 * video duration, size and audio from ffprobe. Anything else is refused with a sentence a person
 * can act on.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { z } from 'zod';
import { MEDIA_TYPE, MESSAGES, TEMPLATE_IMAGE_MAX_BYTES, TEMPLATE_VIDEO_MAX_BYTES } from '@memeforge/contract';
import { ffprobeJson } from './ffmpeg';

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

export const IMAGE_MIN_SIDE = 64;
export const IMAGE_MAX_SIDE = 8000;
export const VIDEO_MAX_SIDE = 4096;
export const VIDEO_MIN_SECONDS = 1;
export const VIDEO_MAX_SECONDS = 60;

export class MediaRejectedError extends Error {
  override name = 'MediaRejectedError';
}

export interface ProbedMedia {
  type: (typeof MEDIA_TYPE)[keyof typeof MEDIA_TYPE];
  mimeType: string;
  extension: string;
  width: number;
  height: number;
  durationMs: number | null;
  hasAudio: boolean;
}

const FfprobeSchema = z.object({
  format: z.object({ duration: z.coerce.number().optional() }).partial().optional(),
  streams: z
    .array(
      z.object({
        codec_type: z.string().optional(),
        width: z.number().optional(),
        height: z.number().optional(),
        duration: z.coerce.number().optional(),
      }),
    )
    .default([]),
});

async function probeVideo(
  buffer: Buffer,
  extension: string,
): Promise<Omit<ProbedMedia, 'type' | 'mimeType' | 'extension'>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'probe-'));
  const file = path.join(dir, `input.${extension}`);
  try {
    await writeFile(file, buffer);
    let parsed;
    try {
      parsed = FfprobeSchema.parse(await ffprobeJson(file));
    } catch {
      throw new MediaRejectedError(MESSAGES.templateFileUnreadable);
    }
    const video = parsed.streams.find((stream) => stream.codec_type === 'video');
    if (!video?.width || !video.height) throw new MediaRejectedError(MESSAGES.templateFileUnreadable);
    const seconds = parsed.format?.duration ?? video.duration ?? 0;
    if (!(seconds >= VIDEO_MIN_SECONDS && seconds <= VIDEO_MAX_SECONDS)) {
      throw new MediaRejectedError(MESSAGES.templateVideoDuration);
    }
    const sides = [video.width, video.height];
    if (sides.some((side) => side < IMAGE_MIN_SIDE || side > VIDEO_MAX_SIDE)) {
      throw new MediaRejectedError(MESSAGES.templateVideoDimensions);
    }
    return {
      width: video.width,
      height: video.height,
      durationMs: Math.round(seconds * 1000),
      hasAudio: parsed.streams.some((stream) => stream.codec_type === 'audio'),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Checks type, size and dimensions; throws MediaRejectedError with the reason. */
export async function probeTemplateMedia(buffer: Buffer): Promise<ProbedMedia> {
  const detected = await fileTypeFromBuffer(buffer);
  const imageExtension = detected && IMAGE_TYPES.get(detected.mime);
  const videoExtension = detected && VIDEO_TYPES.get(detected.mime);
  if (imageExtension) {
    if (buffer.length > TEMPLATE_IMAGE_MAX_BYTES) throw new MediaRejectedError(MESSAGES.templateImageTooLarge);
    let metadata;
    try {
      metadata = await sharp(buffer).metadata();
    } catch {
      throw new MediaRejectedError(MESSAGES.templateFileUnreadable);
    }
    const { width = 0, height = 0 } = metadata;
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
    const video = await probeVideo(buffer, videoExtension);
    return { type: MEDIA_TYPE.video, mimeType: detected.mime, extension: videoExtension, ...video };
  }
  throw new MediaRejectedError(MESSAGES.templateFileWrongType);
}
