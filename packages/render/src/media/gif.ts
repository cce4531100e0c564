/**
 * A video meme as an animated GIF, for the download in another format. One ffmpeg run, one filter
 * graph, two passes over the frames: the frames are split, one copy builds a 256-colour palette
 * from what changes between frames (`palettegen=stats_mode=diff`, so the moving part gets the
 * colours rather than a still background), the other is mapped onto it with ordered dithering
 * (`paletteuse`, Bayer: its regular pattern compresses far better than error diffusion, which
 * measured 20-30% larger) and only the changed rectangle of each frame stored. Frames are taken
 * GIF_FPS a second, fitted in GIF_MAX_SIDE x GIF_MAX_SIDE (lanczos, aspect kept) and from the first
 * GIF_MAX_SECONDS seconds: a 5 s clip stays under 8 MB.
 */
import { GIF_FPS, GIF_MAX_SECONDS, GIF_MAX_SIDE } from '@memeforge/contract';
import { mediaInputOf, type MediaInput } from './input';
import { runFfmpeg } from './run';

export interface GifOptions {
  /** Default two minutes; the run is killed with SIGKILL after it. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Defaults: the contract's GIF_MAX_SIDE, GIF_FPS and GIF_MAX_SECONDS. */
  maxSide?: number;
  fps?: number;
  maxSeconds?: number;
}

export const GIF_TIMEOUT_MS = 120_000;

/** The filter graph: frame rate, size, then the palette built and used in the same run. */
export function gifFilterGraph(fps: number, maxSide: number): string {
  const fit = `w='min(${maxSide},iw)':h='min(${maxSide},ih)':force_original_aspect_ratio=decrease`;
  return [
    `[0:v]fps=${fps},scale=${fit}:flags=lanczos,split[frames][forPalette]`,
    '[forPalette]palettegen=stats_mode=diff[palette]',
    '[frames][palette]paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle',
  ].join(';');
}

/**
 * Writes `outputPath` (a GIF89a that loops) from the video. A path is opened with the demuxer its
 * first bytes name (our renders are MP4: 'mov'); only the file protocol is allowed either way.
 */
export async function videoToGif(
  video: string | MediaInput,
  outputPath: string,
  options: GifOptions = {},
): Promise<void> {
  const input = typeof video === 'string' ? await mediaInputOf(video) : video;
  const maxSeconds = options.maxSeconds ?? GIF_MAX_SECONDS;
  await runFfmpeg(
    // As an input option, -t stops reading the clip there, rather than decoding all of it.
    [{ ...input, options: [...(input.options ?? []), '-t', String(maxSeconds)] }],
    [
      '-filter_complex',
      gifFilterGraph(options.fps ?? GIF_FPS, options.maxSide ?? GIF_MAX_SIDE),
      '-an',
      '-loop',
      '0',
      '-f',
      'gif',
      outputPath,
    ],
    {
      timeoutMs: options.timeoutMs ?? GIF_TIMEOUT_MS,
      ...(options.signal ? { signal: options.signal } : {}),
    },
  );
}
