/**
 * ffmpeg and ffprobe from npm packages (@ffmpeg-installer, @ffprobe-installer: static binaries
 * inside the package, nothing downloaded), so `npm install` is all a machine needs.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const require = createRequire(import.meta.url);
const run = promisify(execFile);

export const FFMPEG_PATH: string = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
export const FFPROBE_PATH: string = (require('@ffprobe-installer/ffprobe') as { path: string }).path;

export async function ffprobeJson(file: string, timeoutMs = 20_000): Promise<unknown> {
  const { stdout } = await run(
    FFPROBE_PATH,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
    { timeout: timeoutMs, maxBuffer: 4 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as unknown;
}

export async function ffmpeg(args: string[], timeoutMs = 60_000): Promise<void> {
  await run(FFMPEG_PATH, ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    timeout: timeoutMs,
    maxBuffer: 4 * 1024 * 1024,
  });
}
