/**
 * A finished meme in a feed's shape (decision 058): the whole meme, its text included, scaled to
 * fit the shape's safe area (never cropped) and centred in it, on a blurred, darkened copy of
 * itself that covers the shape, or on a solid colour. Images are drawn with Skia (@napi-rs/canvas,
 * as the memes themselves) and encoded as JPEG; videos are re-encoded by ffmpeg as H.264 MP4 at the
 * shape's size (1080x1920 for Story), with the same placement.
 */
import { createCanvas } from '@napi-rs/canvas';
import { FEED_FILL_COLORS, feedPlacement, type FeedFill, type FeedShape } from '@memeforge/contract';
import { decodeImage } from './images';
import { mediaInputOf } from './input';
import { runFfmpeg } from './run';

export type ShapedFeed = Exclude<FeedShape, 'original'>;

const JPEG_QUALITY = 90;
/** The blurred fill: how soft (px at 1080 wide) and how much darker, so the meme stands out from it. */
const BLUR_PX = 40;
const BLUR_DARKEN = 0.35;

/** The fill's colour, or null for the blurred copy. */
const solidOf = (fill: FeedFill): string | null => (fill === 'blur' ? null : FEED_FILL_COLORS[fill]);

export interface FeedImage {
  data: Buffer;
  width: number;
  height: number;
  /** Where the meme is in it. */
  content: { x: number; y: number; width: number; height: number };
}

/** The image meme (JPEG, PNG, WebP) in the shape, as a JPEG. */
export async function imageForFeed(image: Buffer, shape: ShapedFeed, fill: FeedFill): Promise<FeedImage> {
  const picture = await decodeImage(image);
  const { canvas: size, content } = feedPlacement(shape, picture.width, picture.height);
  const canvas = createCanvas(size.width, size.height);
  const ctx = canvas.getContext('2d');
  const solid = solidOf(fill);
  if (solid) {
    ctx.fillStyle = solid;
    ctx.fillRect(0, 0, size.width, size.height);
  } else {
    // The meme scaled to cover the whole shape, blurred past recognition, then darkened.
    const cover = Math.max(size.width / picture.width, size.height / picture.height);
    const coverWidth = picture.width * cover;
    const coverHeight = picture.height * cover;
    ctx.fillStyle = '#000000';
    ctx.fillRect(0, 0, size.width, size.height);
    ctx.filter = `blur(${BLUR_PX}px)`;
    ctx.drawImage(picture, (size.width - coverWidth) / 2, (size.height - coverHeight) / 2, coverWidth, coverHeight);
    ctx.filter = 'none';
    ctx.fillStyle = `rgba(0, 0, 0, ${BLUR_DARKEN})`;
    ctx.fillRect(0, 0, size.width, size.height);
  }
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(picture, content.x, content.y, content.width, content.height);
  return { data: await canvas.encode('jpeg', JPEG_QUALITY), ...size, content };
}

/** H.264 at a quality for phones' feeds; the audio kept as AAC when the clip has some. */
// prettier-ignore
const FEED_VIDEO_ARGS = [
  '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '21', '-pix_fmt', 'yuv420p',
  '-c:a', 'aac', '-b:a', '128k',
  '-movflags', '+faststart',
  '-f', 'mp4',
];

/**
 * The filter graph that places a `width` x `height` clip in the shape: scaled into its content
 * rectangle over the blurred, darkened clip scaled to cover the shape, or padded with the colour.
 */
export function feedFilterGraph(shape: ShapedFeed, fill: FeedFill, width: number, height: number): string {
  const { canvas, content } = feedPlacement(shape, width, height);
  const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);
  const fit = `scale=${even(content.width)}:${even(content.height)}:flags=lanczos,setsar=1`;
  const solid = solidOf(fill);
  if (solid) {
    return `[0:v]${fit},pad=${canvas.width}:${canvas.height}:${content.x}:${content.y}:color=${solid}[v]`;
  }
  const cover = `scale=${canvas.width}:${canvas.height}:force_original_aspect_ratio=increase,crop=${canvas.width}:${canvas.height}`;
  return [
    '[0:v]split[a][b]',
    `[a]${cover},boxblur=luma_radius=${BLUR_PX / 2}:luma_power=2,eq=brightness=-${BLUR_DARKEN / 2}[bg]`,
    `[b]${fit}[fg]`,
    `[bg][fg]overlay=${content.x}:${content.y},setsar=1[v]`,
  ].join(';');
}

export interface FeedVideoOptions {
  /** The clip's size (the meme's canvas). */
  width: number;
  height: number;
  timeoutMs: number;
  signal?: AbortSignal;
}

/** Writes the video meme at `inputPath` in the shape to `outputPath` (an H.264 MP4 at the shape's size). */
export async function videoForFeed(
  inputPath: string,
  outputPath: string,
  shape: ShapedFeed,
  fill: FeedFill,
  options: FeedVideoOptions,
): Promise<void> {
  await runFfmpeg(
    [await mediaInputOf(inputPath)],
    [
      '-filter_complex',
      feedFilterGraph(shape, fill, options.width, options.height),
      '-map',
      '[v]',
      '-map',
      '0:a?',
      ...FEED_VIDEO_ARGS,
      outputPath,
    ],
    { timeoutMs: options.timeoutMs, ...(options.signal ? { signal: options.signal } : {}) },
  );
}
