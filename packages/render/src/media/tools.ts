/**
 * Which ffmpeg and ffprobe run. Files people upload deserve a maintained decoder, and the npm
 * packages ship a static build from 2018, so they are the last resort: an explicit path (the
 * server's FFMPEG_PATH / FFPROBE_PATH settings) wins, then Debian's binaries when installed, then
 * the ones inside @ffmpeg-installer / @ffprobe-installer (nothing to install besides npm).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

export interface MediaTools {
  ffmpegPath: string;
  ffprobePath: string;
}

const require = createRequire(import.meta.url);

function packaged(name: '@ffmpeg-installer/ffmpeg' | '@ffprobe-installer/ffprobe', fallback: string): string {
  try {
    return (require(name) as { path: string }).path;
  } catch {
    // The package has no binary for this platform: whatever is on PATH is all there is.
    return fallback;
  }
}

/** Debian's binary when present, else the npm package's. */
export const DEFAULT_FFMPEG_PATH: string = existsSync('/usr/bin/ffmpeg')
  ? '/usr/bin/ffmpeg'
  : packaged('@ffmpeg-installer/ffmpeg', 'ffmpeg');
export const DEFAULT_FFPROBE_PATH: string = existsSync('/usr/bin/ffprobe')
  ? '/usr/bin/ffprobe'
  : packaged('@ffprobe-installer/ffprobe', 'ffprobe');

let chosen: Partial<MediaTools> = {};

/**
 * Sets the binaries for the whole process (the server calls it once at start with its settings);
 * a path left undefined keeps the default.
 */
export function useMediaTools(paths: Partial<MediaTools>): void {
  chosen = Object.fromEntries(Object.entries(paths).filter(([, value]) => value !== undefined));
}

export function mediaTools(): MediaTools {
  return {
    ffmpegPath: chosen.ffmpegPath ?? DEFAULT_FFMPEG_PATH,
    ffprobePath: chosen.ffprobePath ?? DEFAULT_FFPROBE_PATH,
  };
}
