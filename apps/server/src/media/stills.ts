/** Small stills for grids and Open Graph cards: image thumbnails and video poster frames. */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ffmpeg } from './ffmpeg';

export const THUMBNAIL_WIDTH = 480;

/** A JPEG at most 480 px wide (first frame of a GIF), never enlarged. */
export function thumbnailOf(image: Buffer): Promise<Buffer> {
  return sharp(image, { animated: false })
    .rotate()
    .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

/** A full-size JPEG frame from early in the clip (a third of the way, at most 1 s in). */
export async function posterOf(video: Buffer, extension: string, durationMs: number): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'poster-'));
  try {
    const input = path.join(dir, `input.${extension}`);
    const output = path.join(dir, 'poster.jpg');
    await writeFile(input, video);
    const at = Math.min(1, durationMs / 3000).toFixed(2);
    await ffmpeg(['-ss', at, '-i', input, '-frames:v', '1', '-q:v', '3', output]);
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
