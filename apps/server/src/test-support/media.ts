/** Real media files made on the spot for tests: images with sharp, videos with ffmpeg. */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';
import { ffmpeg } from '../media/ffmpeg';

let hue = 0;

/** A distinct image each call (so content hashes differ). */
export async function makeImage(width = 320, height = 240, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  hue = (hue + 37) % 360;
  const [r, g, b] = [hue, (hue * 7) % 256, (hue * 13) % 256];
  const image = sharp({ create: { width, height, channels: 3, background: { r: r % 256, g, b } } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

/** An H.264 + AAC clip of the given length. */
export async function makeVideo(seconds = 2, width = 320, height = 240): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'video-'));
  try {
    const output = path.join(dir, 'clip.mp4');
    hue = (hue + 37) % 360;
    await ffmpeg([
      '-f',
      'lavfi',
      '-i',
      `testsrc=size=${width}x${height}:rate=15:duration=${seconds}`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=${300 + hue}:duration=${seconds}`,
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-preset',
      'ultrafast',
      '-c:a',
      'aac',
      '-shortest',
      '-movflags',
      '+faststart',
      output,
    ]);
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG whose header claims width × height but carries almost no pixel data: refusing it must
 * come from the header, since decoding it would need gigabytes.
 */
export function pngHeaderClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
