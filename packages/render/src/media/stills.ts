/**
 * Small stills for grids and Open Graph cards: image thumbnails and video poster frames.
 * Thumbnails are sharp's: it decodes a large JPEG straight at a fraction of its size
 * (shrink-on-load), several times faster than Skia's full decode of a phone photo
 * (bench/media-stills.ts).
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { mediaInputOf, type MediaInput } from './input';
import { runFfmpeg } from './run';
import { makeWorkDir } from './work-dir';

export const THUMBNAIL_WIDTH = 480;
const THUMBNAIL_QUALITY = 80;

/**
 * A JPEG at most 480 px wide, never enlarged: the first frame of a GIF, EXIF orientation applied,
 * transparency flattened on white.
 */
export function thumbnailOf(image: Buffer): Promise<Buffer> {
  return sharp(image, { animated: false })
    .autoOrient()
    .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: THUMBNAIL_QUALITY, mozjpeg: true })
    .toBuffer();
}

export interface PosterOptions {
  /** The clip's length: the frame is taken a third of the way in, at most 1 s. */
  durationSec: number;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** A full-size JPEG frame from early in the clip, as it is displayed (rotation applied). */
export async function posterFrame(video: string | MediaInput, options: PosterOptions): Promise<Buffer> {
  const input = typeof video === 'string' ? await mediaInputOf(video) : video;
  // NaN (a clip that does not say how long it is) becomes 0: the first frame.
  const at = Math.max(0, Math.min(1, options.durationSec / 3)) || 0;
  const dir = await makeWorkDir('poster');
  try {
    const output = path.join(dir, 'poster.jpg');
    await runFfmpeg(
      [{ ...input, options: [...(input.options ?? []), '-ss', at.toFixed(2)] }],
      ['-frames:v', '1', '-q:v', '3', '-f', 'image2', output],
      {
        timeoutMs: options.timeoutMs ?? 60_000,
        ...(options.signal ? { signal: options.signal } : {}),
      },
    );
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
