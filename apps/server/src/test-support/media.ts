/** Real media files made on the spot for tests: images with sharp, videos with the renderer's ffmpeg. */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';
import { mediaInputOf, mediaTools, runFfprobe, runTool } from '@memeforge/render/media';

/** ffmpeg as the renderer runs it, for making test inputs (generated sources, so no forced demuxer). */
async function ffmpeg(args: string[], timeoutMs = 60_000): Promise<void> {
  await runTool(mediaTools().ffmpegPath, ['-hide_banner', '-nostdin', '-v', 'error', '-y', ...args], {
    deadline: performance.now() + timeoutMs,
    timeoutMs,
  });
}

/** ffprobe's whole report on a file: streams and format. */
export async function ffprobeJson(file: string): Promise<unknown> {
  return runFfprobe(await mediaInputOf(file), ['-show_streams', '-show_format'], { timeoutMs: 20_000 });
}

let hue = 0;

/** A distinct image each call (so content hashes differ). */
export async function makeImage(width = 320, height = 240, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  hue = (hue + 37) % 360;
  const [r, g, b] = [hue, (hue * 7) % 256, (hue * 13) % 256];
  const image = sharp({ create: { width, height, channels: 3, background: { r: r % 256, g, b } } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

/** An H.264 + AAC clip of the given length (15 frames per second unless `rate` says otherwise). */
export async function makeVideo(seconds = 2, width = 320, height = 240, rate = 15): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'video-'));
  try {
    const output = path.join(dir, 'clip.mp4');
    hue = (hue + 37) % 360;
    await ffmpeg([
      '-f',
      'lavfi',
      '-i',
      `testsrc=size=${width}x${height}:rate=${rate}:duration=${seconds}`,
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

/**
 * A phone-style clip: frames stored 320x180 (landscape) with a 90° rotation in the container, so
 * players show it 180x320. The rotation is set while copying the stream, the way a phone writes it.
 */
export async function makeRotatedVideo(seconds = 2): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'rotated-'));
  try {
    const stored = path.join(dir, 'stored.mp4');
    const rotated = path.join(dir, 'rotated.mp4');
    await writeFile(stored, await makeVideo(seconds, 320, 180));
    // ffmpeg 6 and later set it with -display_rotation; older ones write the rotate tag.
    const help = await runTool(mediaTools().ffmpegPath, ['-hide_banner', '-h', 'full'], {
      deadline: performance.now() + 10_000,
      timeoutMs: 10_000,
    });
    await ffmpeg(
      help.stdout.includes('-display_rotation')
        ? ['-display_rotation:v:0', '90', '-i', stored, '-c', 'copy', rotated]
        : ['-i', stored, '-c', 'copy', '-metadata:s:v:0', 'rotate=90', rotated],
    );
    return await readFile(rotated);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The frame shown at `seconds` into a clip, as RGBA pixels at its displayed size. */
export async function videoFrame(
  video: Buffer,
  seconds: number,
): Promise<{ data: Buffer; width: number; height: number }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'frame-'));
  try {
    const input = path.join(dir, 'clip.mp4');
    const output = path.join(dir, 'frame.png');
    await writeFile(input, video);
    await ffmpeg(['-ss', String(seconds), '-i', input, '-frames:v', '1', output]);
    const { data, info } = await sharp(output).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
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
