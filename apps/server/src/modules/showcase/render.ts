/**
 * The showcase memes: at first start (after the starter library loads) and again whenever the
 * content file's captions or their templates change, the landing page's memes are drawn by the
 * same renderer as every user's meme (packages/render), with captions written for the showcase
 * (marketing.json), and stored in media storage as small WebP renditions (image memes, video
 * posters, template thumbnails) and H.264 clips; the product reel joins the video memes with
 * ffmpeg. Nothing is redone when the inputs are the same: the state remembers their hash.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { defaultAltText, MEDIA_TYPE, type MarketingContent } from '@memeforge/contract';
import { renderImageMeme } from '@memeforge/render/image';
import { renderVideoMeme } from '@memeforge/render/video';
import { mediaInputOf, posterFrame, runFfmpeg } from '@memeforge/render/media';
import type { MediaStorage } from '../../adapters/storage';
import type { TemplateRow } from '../../db/schema';
import { findTemplateBySlug } from '../templates/store';
import { webpRenditions } from './renditions';
import { readShowcaseState, writeShowcaseState, type ShowcaseState, type StoredPicture } from './store';
import type { Services } from '../../wiring/services';

/** Bump when the way the showcase is drawn changes, so stored renders are made again. */
export const SHOWCASE_RENDER_VERSION = 1;
/** Carousel slides are about 280-320 CSS px wide: 1x and 2x, and one between. */
export const MEME_WIDTHS = [320, 480, 640] as const;
/** The Library tab's cards are about 150-220 CSS px wide. */
export const THUMBNAIL_WIDTHS = [240, 480] as const;
/** Video memes are drawn at most this big: a carousel never shows them larger. */
const VIDEO_MAX_SIDE = 640;
const VIDEO_TIMEOUT_MS = 90_000;
/** The reel's frame (16:9); each clip is fitted inside it on the product's dark background. */
const REEL_WIDTH = 640;
const REEL_HEIGHT = 360;
/** At most this many seconds of each clip in the reel. */
const REEL_CLIP_SECONDS = 4;

export type ShowcaseContext = Pick<Services, 'db' | 'storage' | 'logger' | 'marketing'>;

interface Entry {
  caption: string;
  template: TemplateRow;
}

const sha256 = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');

async function resolveEntries(
  ctx: ShowcaseContext,
  entries: MarketingContent['showcase']['images'],
  type: 1 | 2,
): Promise<{ found: Entry[]; missing: number }> {
  const found: Entry[] = [];
  let missing = 0;
  for (const entry of entries) {
    const template = await findTemplateBySlug(ctx.db, entry.template);
    if (!template || template.type !== type) {
      missing += 1;
      ctx.logger.warn(
        { template: entry.template },
        template
          ? `showcase: template is not ${type === MEDIA_TYPE.image ? 'an image' : 'a video'}; skipped`
          : 'showcase: no template with this slug (yet); skipped',
      );
      continue;
    }
    found.push({ caption: entry.caption, template });
  }
  return { found, missing };
}

function inputsHash(content: MarketingContent, images: Entry[], videos: Entry[]): string {
  const describe = ({ caption, template }: Entry) => [
    template.slug,
    template.contentHash,
    template.fontSize,
    template.textAlign,
    template.dragYOffset,
    caption,
  ];
  return sha256(
    JSON.stringify({
      version: SHOWCASE_RENDER_VERSION,
      images: images.map(describe),
      videos: videos.map(describe),
      reel: content.productVideo.source === 'reel',
    }),
  );
}

/** Where one meme's files go: named by what they are drawn from, so the same inputs reuse a key. */
function entryFolder(entry: Entry): string {
  const hash = sha256(JSON.stringify([SHOWCASE_RENDER_VERSION, entry.template.contentHash, entry.caption]));
  return `showcase/${hash.slice(0, 2)}/${hash.slice(0, 16)}`;
}

async function storeRenditions(
  storage: MediaStorage,
  image: Buffer,
  widths: readonly number[],
  keyOf: (width: number) => string,
): Promise<StoredPicture> {
  const renditions = await webpRenditions(image, widths);
  const stored: StoredPicture = [];
  for (const rendition of renditions) {
    const key = keyOf(rendition.width);
    await storage.put(key, rendition.data, { contentType: 'image/webp' });
    stored.push({ key, width: rendition.width, height: rendition.height });
  }
  return stored;
}

const altOf = (entry: Entry, kind: 'image' | 'video') =>
  defaultAltText({
    kind,
    templateTitle: entry.template.title,
    templateDescription: entry.template.description,
    caption: entry.caption,
  });

async function renderImageEntry(ctx: ShowcaseContext, entry: Entry): Promise<ShowcaseState['images'][number]> {
  const { template } = entry;
  const rendered = await renderImageMeme({
    template: await ctx.storage.read(template.fileKey),
    caption: entry.caption,
    fontSizeFraction: template.fontSize,
    textAlign: template.textAlign,
    outputWidth: Math.max(...MEME_WIDTHS),
  });
  const folder = entryFolder(entry);
  return {
    caption: entry.caption,
    alt: altOf(entry, 'image'),
    templateSlug: template.slug,
    templateTitle: template.title,
    picture: await storeRenditions(
      ctx.storage,
      rendered.data,
      MEME_WIDTHS,
      (w) => `${folder}/${template.slug}-${w}.webp`,
    ),
  };
}

async function renderVideoEntry(
  ctx: ShowcaseContext,
  entry: Entry,
  workDir: string,
  index: number,
): Promise<{ meme: ShowcaseState['videos'][number]; file: string }> {
  const { template } = entry;
  const input = path.join(workDir, `template-${index}${path.extname(template.fileKey) || '.mp4'}`);
  const output = path.join(workDir, `meme-${index}.mp4`);
  await pipeline(await ctx.storage.openRead(template.fileKey), createWriteStream(input));
  await renderVideoMeme({
    inputPath: input,
    outputPath: output,
    width: template.width,
    height: template.height,
    caption: entry.caption,
    fontSizeFraction: template.fontSize,
    textAlign: template.textAlign,
    dragYOffset: template.dragYOffset,
    timeoutMs: VIDEO_TIMEOUT_MS,
    maxSide: VIDEO_MAX_SIDE,
  });
  const durationSec = (template.durationMs ?? 0) / 1000;
  const poster = await posterFrame(output, { durationSec });
  const folder = entryFolder(entry);
  const videoKey = `${folder}/${template.slug}.mp4`;
  await ctx.storage.put(videoKey, await readFile(output), { contentType: 'video/mp4' });
  return {
    file: output,
    meme: {
      caption: entry.caption,
      alt: altOf(entry, 'video'),
      templateSlug: template.slug,
      templateTitle: template.title,
      videoKey,
      poster: await storeRenditions(
        ctx.storage,
        poster,
        MEME_WIDTHS,
        (w) => `${folder}/${template.slug}-poster-${w}.webp`,
      ),
      duration: template.durationMs === null ? null : Math.round(template.durationMs / 100) / 10,
    },
  };
}

/** The video memes one after another, each fitted in a 640x360 frame, silent, H.264. */
async function renderReel(clips: string[], output: string): Promise<void> {
  const inputs = await Promise.all(clips.map((clip) => mediaInputOf(clip)));
  const fitted = clips.map(
    (_clip, i) =>
      `[${i}:v]trim=duration=${REEL_CLIP_SECONDS},setpts=PTS-STARTPTS,` +
      `scale=${REEL_WIDTH}:${REEL_HEIGHT}:force_original_aspect_ratio=decrease,` +
      `pad=${REEL_WIDTH}:${REEL_HEIGHT}:(ow-iw)/2:(oh-ih)/2:color=0x0f172a,setsar=1,fps=25,format=yuv420p[v${i}]`,
  );
  const joined = `${clips.map((_clip, i) => `[v${i}]`).join('')}concat=n=${clips.length}:v=1:a=0[reel]`;
  // prettier-ignore
  await runFfmpeg(inputs, [
    '-filter_complex', [...fitted, joined].join(';'),
    '-map', '[reel]',
    '-an',
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '28', '-pix_fmt', 'yuv420p',
    '-movflags', '+faststart',
    '-f', 'mp4', output,
  ], { timeoutMs: VIDEO_TIMEOUT_MS });
}

function keysOf(state: ShowcaseState | undefined): Set<string> {
  if (!state) return new Set();
  const pictures = [
    ...state.images.map((image) => image.picture),
    ...state.videos.map((video) => video.poster),
    ...state.templates.map((template) => template.thumbnail),
    ...(state.reel ? [state.reel.poster] : []),
  ];
  return new Set([
    ...pictures.flat().map((rendition) => rendition.key),
    ...state.videos.map((video) => video.videoKey),
    ...(state.reel ? [state.reel.key] : []),
  ]);
}

/**
 * Renders the showcase when its inputs changed since the last complete render; returns what the
 * landing page shows. A meme that fails is logged and left out, and the next start tries again.
 */
export async function renderShowcase(ctx: ShowcaseContext): Promise<{ rendered: boolean; state: ShowcaseState }> {
  const images = await resolveEntries(ctx, ctx.marketing.showcase.images, MEDIA_TYPE.image);
  const videos = await resolveEntries(ctx, ctx.marketing.showcase.videos, MEDIA_TYPE.video);
  const inputs = inputsHash(ctx.marketing, images.found, videos.found);
  const previous = await readShowcaseState(ctx.db);
  if (previous && previous.inputs === inputs) return { rendered: false, state: previous };

  const started = Date.now();
  let failures = images.missing + videos.missing;
  const state: ShowcaseState = { inputs: '', images: [], videos: [], templates: [], reel: null };
  const workDir = await mkdtemp(path.join(tmpdir(), 'memeforge-showcase-'));
  try {
    for (const entry of images.found) {
      try {
        state.images.push(await renderImageEntry(ctx, entry));
      } catch (err) {
        failures += 1;
        ctx.logger.error({ err, template: entry.template.slug }, 'showcase: image meme render failed');
      }
    }
    const clips: string[] = [];
    for (const [index, entry] of videos.found.entries()) {
      try {
        const { meme, file } = await renderVideoEntry(ctx, entry, workDir, index);
        state.videos.push(meme);
        clips.push(file);
      } catch (err) {
        failures += 1;
        ctx.logger.error({ err, template: entry.template.slug }, 'showcase: video meme render failed');
      }
    }
    const seen = new Set<string>();
    for (const { template } of [...images.found, ...videos.found]) {
      if (seen.has(template.slug)) continue;
      seen.add(template.slug);
      try {
        if (!template.thumbnailKey) throw new Error('the template has no thumbnail');
        const thumbnailKey = template.thumbnailKey;
        const folder = `showcase/templates/${template.contentHash.slice(0, 16)}`;
        state.templates.push({
          slug: template.slug,
          title: template.title,
          type: template.type === MEDIA_TYPE.video ? 2 : 1,
          thumbnail: await storeRenditions(
            ctx.storage,
            await ctx.storage.read(thumbnailKey),
            THUMBNAIL_WIDTHS,
            (w) => `${folder}/${template.slug}-${w}.webp`,
          ),
        });
      } catch (err) {
        failures += 1;
        ctx.logger.error({ err, template: template.slug }, 'showcase: template thumbnail failed');
      }
    }
    if (ctx.marketing.productVideo.source === 'reel' && clips.length > 0) {
      try {
        const reelFile = path.join(workDir, 'reel.mp4');
        await renderReel(clips, reelFile);
        const key = `showcase/reel/${inputs.slice(0, 16)}.mp4`;
        await ctx.storage.put(key, await readFile(reelFile), { contentType: 'video/mp4' });
        const poster = await posterFrame(reelFile, { durationSec: REEL_CLIP_SECONDS });
        state.reel = {
          key,
          poster: await storeRenditions(
            ctx.storage,
            poster,
            [320, REEL_WIDTH],
            (w) => `showcase/reel/${inputs.slice(0, 16)}-${w}.webp`,
          ),
        };
      } catch (err) {
        failures += 1;
        ctx.logger.error({ err }, 'showcase: the product reel failed');
      }
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }

  // Remembered as done only when complete: anything left out is tried again at the next start.
  state.inputs = failures === 0 ? inputs : '';
  await writeShowcaseState(ctx.db, state);
  const kept = keysOf(state);
  const stale = [...keysOf(previous)].filter((key) => !kept.has(key));
  await Promise.all(stale.map((key) => ctx.storage.delete(key).catch(() => undefined)));
  ctx.logger.info(
    {
      images: state.images.length,
      videos: state.videos.length,
      reel: state.reel !== null,
      failures,
      ms: Date.now() - started,
    },
    'showcase memes rendered',
  );
  return { rendered: true, state };
}
