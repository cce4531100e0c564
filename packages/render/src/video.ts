/**
 * Video memes: the caption overlay PNG (video-overlay.ts), then one ffmpeg run that lays it over
 * the clip and encodes H.264 + AAC for the web. The result is written beside the output path and
 * renamed into place on success, so a killed or failed run never leaves a partial file there.
 */
import { randomUUID } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MemeDocument } from '@memeforge/contract';
import { RenderTimeoutError } from './errors';
import { boxedTextsOf, captionStyleOf } from './layout/document';
import { ffmpegArgs, runTool } from './media/run';
import { mediaInputOf, type MediaInput } from './media/input';
import { mediaTools } from './media/tools';
import { makeWorkDir } from './media/work-dir';
import { renderVideoCaptionOverlay, type VideoCaptionOverlayInput } from './video-overlay';

export { RenderTimeoutError, FfmpegError } from './errors';
export { renderVideoCaptionOverlay, type VideoCaptionOverlay, type VideoCaptionOverlayInput } from './video-overlay';
export { probeVideo, type VideoProbe } from './media/probe';
export { DEFAULT_FFMPEG_PATH, DEFAULT_FFPROBE_PATH } from './media/tools';
export { mediaInputOf, type MediaInput } from './media/input';

/** The overlay's inputs (frame size, caption, style), plus where the clip is and how long it may take. */
export interface VideoMemeInput extends VideoCaptionOverlayInput {
  inputPath: string;
  /** Written as MP4 whatever its extension. */
  outputPath: string;
  /** The whole render (overlay and encode); ffmpeg is killed when it passes. */
  timeoutMs: number;
  signal?: AbortSignal;
  ffmpegPath?: string;
  /**
   * The longest side the output may have: a larger clip is scaled down (aspect kept, even sides)
   * and its caption laid out at the scaled size. Default: the clip's own size.
   */
  maxSide?: number;
}

/** A meme document over its clip: what the server renders. The frame size is the document's media size. */
export interface VideoDocumentInput {
  document: MemeDocument;
  inputPath: string;
  outputPath: string;
  timeoutMs: number;
  signal?: AbortSignal;
  ffmpegPath?: string;
  /** As VideoMemeInput's. */
  maxSide?: number;
}

function flatInputOf(request: VideoMemeInput | VideoDocumentInput): VideoMemeInput {
  if (!('document' in request)) return request;
  const { document, ...run } = request;
  const boxes = boxedTextsOf(document);
  return {
    ...run,
    ...captionStyleOf(document),
    ...(boxes ? { boxes } : {}),
    width: document.media.width,
    height: document.media.height,
  };
}

export interface RenderedVideo {
  /** Output size: the input's (or within maxSide), cropped to even numbers (H.264 4:2:0 needs them). */
  width: number;
  height: number;
  overlayMs: number;
  encodeMs: number;
}

/** H.264 settings shared with the benchmark's bare-ffmpeg peer. */
// prettier-ignore
export const VIDEO_ENCODE_ARGS: readonly string[] = [
  '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p',
  '-c:a', 'aac', '-b:a', '128k',
  '-movflags', '+faststart',
  '-f', 'mp4',
];

/**
 * The ffmpeg arguments that lay the PNG at `overlayPath` over the clip and encode to `outputPath`.
 * The single-image overlay input is repeated over every frame (overlay's default repeatlast); `0:a?`
 * keeps the audio when there is some and lets silent clips through. With `scaleTo`, the clip's
 * frames are scaled to that size first (the overlay is drawn at it).
 */
export function overlayEncodeArgs(
  clip: MediaInput,
  overlayPath: string,
  outputPath: string,
  scaleTo?: { width: number; height: number },
): string[] {
  const base = scaleTo ? `[0:v]scale=${scaleTo.width}:${scaleTo.height}:flags=bicubic,setsar=1[base];[base]` : '[0:v]';
  // prettier-ignore
  return ffmpegArgs([clip, { path: overlayPath, format: 'png_pipe' }], [
    '-filter_complex', `${base}[1:v]overlay=0:0,crop=trunc(iw/2)*2:trunc(ih/2)*2:0:0[v]`,
    '-map', '[v]', '-map', '0:a?',
    ...VIDEO_ENCODE_ARGS,
    outputPath,
  ]);
}

const even = (value: number) => Math.max(2, Math.floor(value / 2) * 2);

/** The frame size within `maxSide` on the long side, aspect kept, even sides; null when it fits already. */
export function scaledWithin(width: number, height: number, maxSide: number | undefined) {
  if (maxSide === undefined || Math.max(width, height) <= maxSide) return null;
  if (!(maxSide >= 2 && Number.isFinite(maxSide))) throw new Error(`invalid maxSide ${maxSide}`);
  const scale = maxSide / Math.max(width, height);
  return { width: even(Math.round(width * scale)), height: even(Math.round(height * scale)) };
}

/** Renders a meme document, or one caption given field by field (the layer primitive tests drive). */
export async function renderVideoMeme(request: VideoMemeInput | VideoDocumentInput): Promise<RenderedVideo> {
  const input = flatInputOf(request);
  const started = performance.now();
  const deadline = started + input.timeoutMs;
  if (!(Math.round(input.width) > 0 && Math.round(input.height) > 0)) {
    throw new Error(`invalid video size ${input.width}x${input.height}`);
  }
  const scaleTo = scaledWithin(Math.round(input.width), Math.round(input.height), input.maxSide);
  const width = scaleTo?.width ?? Math.round(input.width);
  const height = scaleTo?.height ?? Math.round(input.height);
  if (!(input.timeoutMs > 0 && Number.isFinite(input.timeoutMs)))
    throw new Error(`invalid timeoutMs ${input.timeoutMs}`);
  if (input.signal?.aborted) throw new RenderTimeoutError('aborted', input.timeoutMs);

  const workDir = await makeWorkDir('video');
  const partialPath = `${input.outputPath}.${randomUUID()}.part`;
  try {
    const overlay = await renderVideoCaptionOverlay({
      width,
      height,
      caption: input.caption,
      fontSizeFraction: input.fontSizeFraction,
      textAlign: input.textAlign,
      dragYOffset: input.dragYOffset,
      textColor: input.textColor,
      ...(input.boxes ? { boxes: input.boxes } : {}),
    });
    const overlayPath = path.join(workDir, 'caption.png');
    await writeFile(overlayPath, overlay.png);
    const overlayDone = performance.now();
    if (input.signal?.aborted) throw new RenderTimeoutError('aborted', input.timeoutMs);

    await runTool(
      input.ffmpegPath ?? mediaTools().ffmpegPath,
      overlayEncodeArgs(await mediaInputOf(input.inputPath), overlayPath, partialPath, scaleTo ?? undefined),
      {
        deadline,
        timeoutMs: input.timeoutMs,
        signal: input.signal,
      },
    );
    await rename(partialPath, input.outputPath);
    return {
      width: even(width),
      height: even(height),
      overlayMs: overlayDone - started,
      encodeMs: performance.now() - overlayDone,
    };
  } finally {
    await Promise.all([rm(workDir, { recursive: true, force: true }), rm(partialPath, { force: true })]);
  }
}
