import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIF_FPS, GIF_MAX_SIDE } from '@memeforge/contract';
import { ffprobe, makeClip } from '../testing/media';
import { convertImage, gifFilterGraph, ImageUnreadableError, RenderTimeoutError, videoToGif } from './index';

const EIGHT_MB = 8 * 1024 * 1024;

let dir = '';
let clip = '';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'render-convert-test-'));
  clip = path.join(dir, 'meme.mp4');
  // A 5 s meme 720 px wide (16:9), with sound, as the video renderer writes them (MP4).
  await makeClip(clip, { width: 720, height: 404, seconds: 5, audio: true });
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('videoToGif', () => {
  it('makes a looping GIF fitted in 480x480 at 12 fps from a 5 s 720 px clip, under 8 MB', async () => {
    const output = path.join(dir, 'meme.gif');
    const started = performance.now();
    await videoToGif(clip, output);
    const ms = Math.round(performance.now() - started);
    const { size } = await stat(output);
    console.info(`GIF of a 5 s 720x404 clip: ${(size / 1024 / 1024).toFixed(2)} MB (${size} bytes) in ${ms} ms`);
    expect(size).toBeLessThan(EIGHT_MB);

    const bytes = await readFile(output);
    expect(bytes.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    const probed = await ffprobe(output);
    expect(probed.streams).toHaveLength(1);
    expect(probed.streams[0]).toMatchObject({ codec_name: 'gif', width: GIF_MAX_SIDE, height: 269 });
    // 5 s at 12 frames a second.
    const metadata = await sharp(bytes, { animated: true }).metadata();
    expect(metadata.pages).toBeGreaterThanOrEqual(5 * GIF_FPS - 1);
    expect(metadata.pages).toBeLessThanOrEqual(5 * GIF_FPS + 1);
    expect(metadata.loop).toBe(0);
  }, 60_000);

  it('keeps a narrow clip at its own width and stops after maxSeconds', async () => {
    const narrow = path.join(dir, 'narrow.mp4');
    await makeClip(narrow, { width: 320, height: 240, seconds: 3, audio: false });
    const output = path.join(dir, 'narrow.gif');
    await videoToGif(narrow, output, { maxSeconds: 1 });
    const metadata = await sharp(await readFile(output), { animated: true }).metadata();
    expect(metadata).toMatchObject({ width: 320, pageHeight: 240 });
    expect(metadata.pages).toBeLessThanOrEqual(GIF_FPS + 1);
  }, 60_000);

  it('builds the palette and uses it in one graph', () => {
    expect(gifFilterGraph(12, 480)).toBe(
      "[0:v]fps=12,scale=w='min(480,iw)':h='min(480,ih)':force_original_aspect_ratio=decrease:flags=lanczos," +
        'split[frames][forPalette];' +
        '[forPalette]palettegen=stats_mode=diff[palette];' +
        '[frames][palette]paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle',
    );
  });

  it('is killed when its time runs out', async () => {
    const error = await videoToGif(clip, path.join(dir, 'late.gif'), { timeoutMs: 30 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RenderTimeoutError);
  });

  it('refuses what is not a video, through the forced demuxer', async () => {
    const fake = path.join(dir, 'fake.mp4');
    await writeFile(fake, Buffer.from('#EXTM3U\n#EXT-X-ENDLIST\n'));
    await expect(videoToGif(fake, path.join(dir, 'fake.gif'))).rejects.toThrow();
  });
});

describe('convertImage', () => {
  it('turns a PNG with transparency into a JPEG on white', async () => {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const jpeg = await convertImage(png, 'jpeg');
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 40, height: 30, channels: 3 });
    expect(data[0]).toBeGreaterThan(240);
  });

  it('turns a JPEG into a PNG of the same size', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toBuffer();
    const png = await convertImage(jpeg, 'png');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 64, height: 48 });
  });

  it('refuses bytes that are no image', async () => {
    await expect(convertImage(Buffer.from('not an image'), 'png')).rejects.toBeInstanceOf(ImageUnreadableError);
  });
});
