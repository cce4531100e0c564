import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_SAFE_AREAS, FEED_SHAPE_SIZES, feedPlacement } from '@memeforge/contract';
import { countPixels, type Pixels } from '../testing/pixels';
import { ffprobe, frameAt, makeClip } from '../testing/media';
import { imageForFeed, videoForFeed } from './feed';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'feed-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A meme-like picture: a white band on top with black "text", pure red below. */
async function meme(width = 800, height = 1067): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ff0000';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, 120);
  ctx.fillStyle = '#000000';
  ctx.fillRect(40, 40, width - 80, 40);
  return canvas.encode('png');
}

async function decode(data: Buffer): Promise<Pixels> {
  const image = await loadImage(data);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return { data: ctx.getImageData(0, 0, image.width, image.height).data, width: image.width, height: image.height };
}

const isRed = (r: number, g: number, b: number) => r > 200 && g < 60 && b < 60;
const isWhite = (r: number, g: number, b: number) => r > 230 && g > 230 && b > 230;
const isSlate = (r: number, g: number, b: number) =>
  Math.abs(r - 0x1e) < 12 && Math.abs(g - 0x29) < 12 && Math.abs(b - 0x3b) < 12;

describe('a meme in a feed’s shape', () => {
  it('places the whole meme, its text band included, inside the Story safe area at 1080x1920', async () => {
    const story = await imageForFeed(await meme(), 'story', 'slate');
    expect([story.width, story.height]).toEqual([1080, 1920]);
    const pixels = await decode(story.data);
    const safe = FEED_SAFE_AREAS.story;
    const inside = { x0: safe.x, y0: safe.y, x1: safe.x + safe.width, y1: safe.y + safe.height };
    // The meme's white band (its text) and its picture are all inside the safe area.
    expect(countPixels(pixels, isWhite)).toBe(countPixels(pixels, isWhite, inside));
    expect(countPixels(pixels, isRed)).toBe(countPixels(pixels, isRed, inside));
    expect(countPixels(pixels, isWhite, inside)).toBeGreaterThan(50_000);
    // Slate around it: the top 250 px and bottom 480 px are free of the meme.
    expect(countPixels(pixels, isSlate, { y1: safe.y })).toBe(1080 * safe.y);
    expect(countPixels(pixels, isSlate, { y0: safe.y + safe.height })).toBe(1080 * (1920 - safe.y - safe.height));
    expect(story.content).toEqual(feedPlacement('story', 800, 1067).content);
  });

  it('fills square and portrait with a blurred copy, never cropping the meme', async () => {
    for (const shape of ['square', 'portrait'] as const) {
      const shaped = await imageForFeed(await meme(800, 400), shape, 'blur');
      expect([shaped.width, shaped.height]).toEqual([FEED_SHAPE_SIZES[shape].width, FEED_SHAPE_SIZES[shape].height]);
      expect(shaped.content.width).toBe(1080);
      expect(shaped.content.height).toBe(540);
      const pixels = await decode(shaped.data);
      // Above the meme: its blurred, darkened copy (the band's white turned grey), not a solid colour.
      const above = { y1: shaped.content.y - 30 };
      const area = 1080 * (shaped.content.y - 30);
      const dimmed = (r: number, g: number, b: number) => Math.max(r, g, b) > 40 && Math.max(r, g, b) < 215;
      expect(countPixels(pixels, dimmed, above)).toBeGreaterThan(area * 0.5);
      expect(countPixels(pixels, isWhite, above)).toBe(0);
    }
  });

  it('re-encodes a video meme for Story as a 1080x1920 H.264 MP4 with its audio', async () => {
    const clip = path.join(dir, 'clip.mp4');
    await makeClip(clip, { width: 640, height: 360, seconds: 1, audio: true });
    for (const fill of ['blur', 'black'] as const) {
      const out = path.join(dir, `story-${fill}.mp4`);
      await videoForFeed(clip, out, 'story', fill, { width: 640, height: 360, timeoutMs: 60_000 });
      const probe = await ffprobe(out);
      const video = probe.streams.find((stream) => stream.codec_type === 'video')!;
      expect([video.codec_name, video.width, video.height, video.pix_fmt]).toEqual(['h264', 1080, 1920, 'yuv420p']);
      expect(probe.streams.some((stream) => stream.codec_type === 'audio')).toBe(true);
      if (fill === 'black') {
        const frame = await frameAt(out, 0.5, 1080, 1920);
        const black = (r: number, g: number, b: number) => r < 16 && g < 16 && b < 16;
        // Black everywhere outside the clip's place in the safe area.
        expect(countPixels(frame, black, { y1: 250 })).toBeGreaterThan(1080 * 250 * 0.98);
        expect(countPixels(frame, black, { y0: 1440 })).toBeGreaterThan(1080 * 480 * 0.98);
      }
    }
  }, 60_000);
});
