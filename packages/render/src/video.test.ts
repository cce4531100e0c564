import { loadImage, createCanvas } from '@napi-rs/canvas';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaptionMeasure } from './measure';
import { ffprobe, frameAt, makeClip } from './testing/media';
import {
  columnExtent,
  countPixels,
  differingShare,
  isDark,
  isInk,
  isWhite,
  rowExtent,
  type Pixels,
} from './testing/pixels';
import {
  FfmpegError,
  RenderTimeoutError,
  probeVideo,
  renderVideoCaptionOverlay,
  renderVideoMeme,
  type VideoMemeInput,
} from './video';

let dir = '';
let withAudio = '';
let silent = '';
let oddSize = '';
/** Long enough that its encode is still running when the abort test's signal fires. */
let long = '';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'render-video-test-'));
  withAudio = path.join(dir, 'with-audio.mp4');
  silent = path.join(dir, 'silent.mp4');
  oddSize = path.join(dir, 'odd.mp4');
  long = path.join(dir, 'long.mp4');
  await Promise.all([
    makeClip(long, { width: 640, height: 360, seconds: 40, audio: false }),
    makeClip(withAudio, { width: 640, height: 360, seconds: 3, audio: true }),
    makeClip(silent, { width: 320, height: 240, seconds: 2, audio: false }),
    makeClip(oddSize, { width: 321, height: 241, seconds: 1, audio: false }),
  ]);
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const caption = 'When the build passes on the first try';
const input = (overrides: Partial<VideoMemeInput>): VideoMemeInput => ({
  inputPath: withAudio,
  outputPath: path.join(dir, 'out.mp4'),
  width: 640,
  height: 360,
  caption,
  fontSizeFraction: null,
  textAlign: 'center',
  dragYOffset: -0.3,
  timeoutMs: 30_000,
  ...overrides,
});

async function decodePng(png: Buffer): Promise<Pixels> {
  const image = await loadImage(png);
  const ctx = createCanvas(image.width, image.height).getContext('2d');
  ctx.drawImage(image, 0, 0);
  return { data: ctx.getImageData(0, 0, image.width, image.height).data, width: image.width, height: image.height };
}

describe('renderVideoMeme', () => {
  it('encodes H.264 and AAC at the same size and duration, with the caption over the frames', async () => {
    const outputPath = path.join(dir, 'captioned.mp4');
    const rendered = await renderVideoMeme(input({ outputPath }));
    expect(rendered).toMatchObject({ width: 640, height: 360 });
    expect(rendered.overlayMs).toBeGreaterThan(0);
    expect(rendered.encodeMs).toBeGreaterThan(0);

    const probed = await ffprobe(outputPath);
    const video = probed.streams.find((stream) => stream.codec_type === 'video');
    const audio = probed.streams.find((stream) => stream.codec_type === 'audio');
    expect(video).toMatchObject({ codec_name: 'h264', width: 640, height: 360, pix_fmt: 'yuv420p' });
    expect(audio).toMatchObject({ codec_name: 'aac' });
    expect(probed.formatName).toMatch(/mp4/);
    expect(Math.abs(probed.duration - 3)).toBeLessThanOrEqual(0.2);

    // The caption changed the frame where the overlay puts it, and (almost) only there.
    const before = await frameAt(withAudio, 1, 640, 360);
    const after = await frameAt(outputPath, 1, 640, 360);
    const { layout } = await renderVideoCaptionOverlay({
      width: 640,
      height: 360,
      caption,
      fontSizeFraction: null,
      textAlign: 'center',
      dragYOffset: -0.3,
    });
    const crop = (pixels: Pixels, y0: number, y1: number): Pixels => ({
      data: pixels.data.subarray(y0 * 640 * 4, y1 * 640 * 4),
      width: 640,
      height: y1 - y0,
    });
    const top = Math.floor(layout.top);
    const bottom = Math.ceil(layout.top + layout.height);
    expect(differingShare(crop(before, top, bottom), crop(after, top, bottom), 48)).toBeGreaterThan(0.1);
    expect(differingShare(crop(before, bottom + 10, 360), crop(after, bottom + 10, 360), 48)).toBeLessThan(0.02);
    expect(countPixels(crop(after, top, bottom), isWhite)).toBeGreaterThan(500);
  });

  it('encodes a clip without audio', async () => {
    const outputPath = path.join(dir, 'silent-out.mp4');
    await renderVideoMeme(input({ inputPath: silent, outputPath, width: 320, height: 240 }));
    const probed = await ffprobe(outputPath);
    expect(probed.streams.map((stream) => stream.codec_type)).toEqual(['video']);
    expect(probed.streams[0]).toMatchObject({ codec_name: 'h264', width: 320, height: 240 });
    expect(Math.abs(probed.duration - 2)).toBeLessThanOrEqual(0.2);
  });

  it('crops an odd-sized clip to even dimensions', async () => {
    const outputPath = path.join(dir, 'odd-out.mp4');
    const rendered = await renderVideoMeme(input({ inputPath: oddSize, outputPath, width: 321, height: 241 }));
    expect(rendered).toMatchObject({ width: 320, height: 240 });
    expect((await ffprobe(outputPath)).streams[0]).toMatchObject({ width: 320, height: 240, pix_fmt: 'yuv420p' });
  });

  it('rejects with RenderTimeoutError when the time runs out, leaving no output behind', async () => {
    const outputPath = path.join(dir, 'timeout', 'late.mp4');
    await mkdir(path.dirname(outputPath));
    const error = await renderVideoMeme(input({ outputPath, timeoutMs: 50 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RenderTimeoutError);
    expect(error).toMatchObject({ reason: 'timeout', timeoutMs: 50 });
    expect(existsSync(outputPath)).toBe(false);
    expect(await readdir(path.dirname(outputPath))).toEqual([]);
  });

  it('rejects with RenderTimeoutError when the signal aborts mid-encode', async () => {
    const outputPath = path.join(dir, 'aborted.mp4');
    const controller = new AbortController();
    const pending = renderVideoMeme(input({ inputPath: long, outputPath, signal: controller.signal }));
    setTimeout(() => controller.abort(), 150);
    await expect(pending).rejects.toMatchObject({ name: 'RenderTimeoutError', reason: 'aborted' });
    expect(existsSync(outputPath)).toBe(false);
  });

  it("rejects a file that is not a video with ffmpeg's own message", async () => {
    const outputPath = path.join(dir, 'broken.mp4');
    const error = await renderVideoMeme(input({ inputPath: path.join(dir, 'missing.mp4'), outputPath })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(FfmpegError);
    expect((error as Error).message).toMatch(/missing\.mp4/);
    expect(existsSync(outputPath)).toBe(false);
  });
});

describe('renderVideoCaptionOverlay', () => {
  it.each([-0.3, 0.3])('draws white text with a dark outline centred at dragYOffset %s', async (dragYOffset) => {
    const { png, layout } = await renderVideoCaptionOverlay({
      width: 640,
      height: 640,
      caption: 'top text',
      fontSizeFraction: null,
      textAlign: 'center',
      dragYOffset,
    });
    const pixels = await decodePng(png);
    expect([pixels.width, pixels.height]).toEqual([640, 640]);
    expect(countPixels(pixels, isWhite)).toBeGreaterThan(1000);
    expect(countPixels(pixels, isDark)).toBeGreaterThan(300);
    const rows = rowExtent(pixels, isInk)!;
    const expectedCentre = 320 + dragYOffset * 640;
    expect(Math.abs((rows.top + rows.bottom) / 2 - expectedCentre)).toBeLessThan(layout.fontSizePx * 0.25);
    // Transparent everywhere else.
    expect(countPixels(pixels, isInk, { y1: rows.top })).toBe(0);
    expect(countPixels(pixels, isInk, { y0: rows.bottom + 1 })).toBe(0);
  });

  it('keeps a long caption inside the frame, wrapped and shrunk', async () => {
    const long = `${'Unbreakableword'.repeat(4)}\n${'so many words in this caption '.repeat(12)} 😂 你好世界`;
    const { png, layout } = await renderVideoCaptionOverlay({
      width: 640,
      height: 360,
      caption: long,
      fontSizeFraction: 0.15,
      textAlign: 'left',
      dragYOffset: 0.4,
    });
    expect(layout.lines.length).toBeGreaterThan(3);
    expect(layout.fontSizePx).toBeLessThan(0.15 * 640);
    const measure = createCaptionMeasure();
    for (const line of layout.lines) {
      expect(measure(line, layout.fontSizePx), line).toBeLessThanOrEqual(640 - 2 * layout.paddingPx + 0.01);
    }
    const pixels = await decodePng(png);
    const rows = rowExtent(pixels, isInk)!;
    const columns = columnExtent(pixels, isInk)!;
    expect(rows.top).toBeGreaterThan(0);
    expect(rows.bottom).toBeLessThan(359);
    expect(columns.left).toBeGreaterThan(0);
    expect(columns.right).toBeLessThan(639);
  });

  it('outlines a dark text colour in white', async () => {
    const { png } = await renderVideoCaptionOverlay({
      width: 320,
      height: 320,
      caption: 'dark',
      fontSizeFraction: 0.15,
      textAlign: 'center',
      dragYOffset: 0,
      textColor: '#000000',
    });
    const pixels = await decodePng(png);
    expect(countPixels(pixels, isDark)).toBeGreaterThan(300);
    expect(countPixels(pixels, isWhite)).toBeGreaterThan(300);
  });
});

describe('probeVideo', () => {
  it('reads the size, duration and audio of a clip', async () => {
    expect(await probeVideo(withAudio)).toMatchObject({
      width: 640,
      height: 360,
      videoCodec: 'h264',
      audioCodec: 'aac',
    });
    expect(await probeVideo(silent)).toMatchObject({ width: 320, height: 240, audioCodec: null });
    expect((await probeVideo(withAudio)).durationSec).toBeCloseTo(3, 0);
  });
});
