import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deflateSync, crc32 } from 'node:zlib';
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { makeClip, makeRotatedClip } from '../testing/media';
import { DEFAULT_FFMPEG_PATH } from './tools';
import {
  decodeImage,
  demuxerOfHeader,
  FfmpegError,
  ffmpegArgs,
  ImageUnreadableError,
  mediaInputOf,
  mediaTools,
  posterFrame,
  probeVideo,
  readImageInfo,
  runFfmpeg,
  thumbnailOf,
  UnsupportedMediaError,
  useMediaTools,
  VideoFramesLimitError,
} from './index';

let dir = '';
let rotated = '';
let plain = '';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'render-media-test-'));
  rotated = path.join(dir, 'phone.mp4');
  plain = path.join(dir, 'plain.mp4');
  await Promise.all([
    makeRotatedClip(rotated, { width: 320, height: 180, seconds: 1, audio: false }),
    makeClip(plain, { width: 320, height: 240, seconds: 2, audio: true }),
  ]);
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A PNG header claiming width × height with almost no pixel data behind it. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 300x100 JPEG stored with EXIF orientation 6: displayed 100x300. */
const sidewaysJpeg = () =>
  sharp({ create: { width: 300, height: 100, channels: 3, background: '#cc3300' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();

describe('probeVideo', () => {
  it('reports the displayed size of a rotated clip, with its codec and frame rate', async () => {
    expect(await probeVideo(rotated)).toMatchObject({
      width: 180,
      height: 320,
      quarterTurns: expect.toSatisfy((turns: number) => turns % 2 === 1),
      videoCodec: 'h264',
      audioCodec: null,
      hasAudio: false,
      frameRate: 25,
    });
  });

  it('reports the stored size, duration and audio of an upright clip', async () => {
    const probe = await probeVideo(plain);
    expect(probe).toMatchObject({ width: 320, height: 240, quarterTurns: 0, audioCodec: 'aac', hasAudio: true });
    expect(probe.durationSec).toBeCloseTo(2, 0);
  });

  it('refuses a clip at 1,000 frames per second', async () => {
    const fast = path.join(dir, 'fast.mp4');
    // prettier-ignore
    await promisify(execFile)(DEFAULT_FFMPEG_PATH, [
      '-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=128x96:rate=1000', '-t', '1.5', '-r', '1000',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', fast,
    ]);
    const refused = await probeVideo(fast).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(VideoFramesLimitError);
    expect(refused).toMatchObject({ limit: 'frame-rate' });
    // The same clip is fine when the limit allows it: the refusal is the rate, nothing else.
    expect(await probeVideo(fast, { maxFrameRate: 1000 })).toMatchObject({ frameRate: 1000, frameCount: 1500 });
  }, 60_000);

  it('refuses a clip with more frames than the limit, counting them rather than trusting the header', async () => {
    expect(await probeVideo(plain)).toMatchObject({ frameRate: 25, frameCount: 50 });
    await expect(probeVideo(plain, { maxFrames: 49 })).rejects.toMatchObject({
      name: 'VideoFramesLimitError',
      limit: 'frame-count',
    });
  });

  it('never fetches what a playlist disguised as .mp4 names', async () => {
    let requests = 0;
    const server: Server = createServer((_request, response) => {
      requests += 1;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const text = `#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\nhttp://127.0.0.1:${port}/segment.ts\n#EXT-X-ENDLIST\n`;
      const disguised = path.join(dir, 'remote-playlist.mp4');
      await writeFile(disguised, text);
      await expect(probeVideo(disguised)).rejects.toBeInstanceOf(FfmpegError);
      await expect(posterFrame(disguised, { durationSec: 2 })).rejects.toBeInstanceOf(FfmpegError);
      expect(requests).toBe(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('opens a file only with the demuxer its bytes call for', async () => {
    // A playlist names other files (or URLs) to read; left to guess, ffprobe opens one named
    // .m3u8 with its HLS demuxer and follows it.
    const text = `#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\n${plain}\n#EXT-X-ENDLIST\n`;
    const playlist = path.join(dir, 'playlist.m3u8');
    const disguised = path.join(dir, 'playlist.mp4');
    await Promise.all([writeFile(playlist, text), writeFile(disguised, text)]);
    await expect(probeVideo(playlist)).rejects.toBeInstanceOf(UnsupportedMediaError);
    await expect(probeVideo(disguised)).rejects.toBeInstanceOf(FfmpegError);
  });
});

describe('mediaInputOf', () => {
  it('names the demuxer from the first bytes, whatever the extension says', async () => {
    const misnamed = path.join(dir, 'clip.webm');
    await writeFile(misnamed, await readFile(plain));
    expect(await mediaInputOf(misnamed)).toEqual({ path: misnamed, format: 'mov' });
    expect(demuxerOfHeader(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0]))).toBe('matroska');
    expect(demuxerOfHeader(Buffer.from('GIF89a'))).toBe('gif');
    expect(demuxerOfHeader(Buffer.from('#EXTM3U\n'))).toBeNull();
  });

  it('builds every ffmpeg run with -nostdin and a forced, file-only input', () => {
    const args = ffmpegArgs([{ path: '/tmp/a.mp4', format: 'mov', options: ['-ss', '1'] }], ['out.jpg']);
    expect(args).toEqual([
      '-hide_banner',
      '-nostdin',
      '-v',
      'error',
      '-y',
      '-ss',
      '1',
      '-f',
      'mov',
      '-protocol_whitelist',
      'file',
      '-i',
      '/tmp/a.mp4',
      'out.jpg',
    ]);
  });
});

describe('mediaTools', () => {
  afterEach(() => useMediaTools({}));

  it('runs the binary it was given, and the default otherwise', async () => {
    const fallback = mediaTools();
    useMediaTools({ ffmpegPath: '/nonexistent/ffmpeg' });
    expect(mediaTools()).toEqual({ ffmpegPath: '/nonexistent/ffmpeg', ffprobePath: fallback.ffprobePath });
    const error = await runFfmpeg([], ['-version'], { timeoutMs: 5000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FfmpegError);
    expect((error as Error).message).toMatch(/\/nonexistent\/ffmpeg/);
    useMediaTools({});
    expect(mediaTools()).toEqual(fallback);
  });
});

describe('readImageInfo', () => {
  it('measures a 10,000 x 10,000 PNG from its header alone', async () => {
    const started = performance.now();
    expect(await readImageInfo(pngClaiming(10_000, 10_000))).toMatchObject({
      format: 'png',
      width: 10_000,
      height: 10_000,
    });
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('applies EXIF orientation and counts frames', async () => {
    expect(await readImageInfo(await sidewaysJpeg())).toEqual({ format: 'jpeg', width: 100, height: 300, pages: 1 });
  });

  it('refuses bytes that are not an image', async () => {
    await expect(readImageInfo(Buffer.from('not an image at all'))).rejects.toBeInstanceOf(ImageUnreadableError);
  });
});

describe('decodeImage', () => {
  it('refuses an image too large to decode without decoding it', async () => {
    const started = performance.now();
    await expect(decodeImage(pngClaiming(10_000, 10_000))).rejects.toThrow(/too large/);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('decodes with EXIF orientation applied', async () => {
    const image = await decodeImage(await sidewaysJpeg());
    expect([image.width, image.height]).toEqual([100, 300]);
  });
});

describe('thumbnailOf', () => {
  const pixelAt = async (jpeg: Buffer, x: number, y: number) => {
    const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    const i = (y * info.width + x) * info.channels;
    return [...data.subarray(i, i + 3)];
  };

  it('shrinks to 480 px wide as JPEG, flattening transparency on white', async () => {
    const transparent = await sharp({
      create: { width: 1000, height: 500, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const thumbnail = await thumbnailOf(transparent);
    expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'jpeg', width: 480, height: 240 });
    expect((await pixelAt(thumbnail, 240, 120)).every((channel) => channel > 245)).toBe(true);
  });

  it('never enlarges, and applies EXIF orientation', async () => {
    const small = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    expect(await sharp(await thumbnailOf(small)).metadata()).toMatchObject({ width: 200, height: 100 });
    expect(await sharp(await thumbnailOf(await sidewaysJpeg())).metadata()).toMatchObject({
      width: 100,
      height: 300,
    });
  });

  it("takes a GIF's first frame", async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
      .gif()
      .toBuffer();
    const thumbnail = await thumbnailOf(gif);
    expect(await sharp(thumbnail).metadata()).toMatchObject({ width: 40, height: 30 });
    const [r, , b] = await pixelAt(thumbnail, 20, 15);
    expect(r).toBeGreaterThan(200);
    expect(b).toBeLessThan(60);
  });
});

describe('posterFrame', () => {
  it('is a JPEG of the displayed frame', async () => {
    const poster = await posterFrame(rotated, { durationSec: 1 });
    expect(await sharp(poster).metadata()).toMatchObject({ format: 'jpeg', width: 180, height: 320 });
  });
});
