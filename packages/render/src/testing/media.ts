/** Test clips and their inspection, with the ffmpeg/ffprobe the renderer uses by default. */
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import { DEFAULT_FFMPEG_PATH, DEFAULT_FFPROBE_PATH } from '../media/tools';
import type { Pixels } from './pixels';

const run = promisify(execFile);

/** A test-pattern clip; with a 440 Hz tone when `audio`. yuv444p allows odd sizes. */
export async function makeClip(
  path: string,
  options: { width: number; height: number; seconds: number; audio: boolean },
): Promise<void> {
  const { width, height, seconds, audio } = options;
  const args = ['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=size=${width}x${height}:rate=25`];
  if (audio) args.push('-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100');
  args.push('-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast');
  args.push('-pix_fmt', width % 2 || height % 2 ? 'yuv444p' : 'yuv420p');
  if (audio) args.push('-c:a', 'aac');
  args.push(path);
  await run(DEFAULT_FFMPEG_PATH, args);
}

export interface ProbedStream {
  codec_type: string;
  codec_name: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
  duration?: string;
}

export async function ffprobe(
  path: string,
): Promise<{ streams: ProbedStream[]; duration: number; formatName: string }> {
  const { stdout } = await run(DEFAULT_FFPROBE_PATH, [
    '-v',
    'error',
    '-show_streams',
    '-show_format',
    '-of',
    'json',
    path,
  ]);
  const parsed = JSON.parse(stdout) as { streams: ProbedStream[]; format: { duration: string; format_name: string } };
  return { streams: parsed.streams, duration: Number(parsed.format.duration), formatName: parsed.format.format_name };
}

/** One decoded frame at `seconds`, as RGBA. */
export async function frameAt(path: string, seconds: number, width: number, height: number): Promise<Pixels> {
  const { stdout } = await run(
    DEFAULT_FFMPEG_PATH,
    [
      '-v',
      'error',
      '-ss',
      String(seconds),
      '-i',
      path,
      '-frames:v',
      '1',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgba',
      'pipe:1',
    ],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  );
  return { data: new Uint8Array(stdout), width, height };
}

let displayRotationOption: Promise<boolean> | undefined;

/**
 * Whether this ffmpeg sets rotation with `-display_rotation` (6.0 and later); older ones write the
 * `rotate` stream tag instead.
 */
function hasDisplayRotation(): Promise<boolean> {
  displayRotationOption ??= run(DEFAULT_FFMPEG_PATH, ['-hide_banner', '-h', 'full'], {
    maxBuffer: 16 * 1024 * 1024,
  }).then(
    ({ stdout }) => stdout.includes('-display_rotation'),
    () => false,
  );
  return displayRotationOption;
}

/**
 * A phone-style clip: frames stored `width`x`height` with a quarter turn in the container, so it
 * is displayed `height`x`width`. The rotation is added while copying the stream, as a phone writes it.
 */
export async function makeRotatedClip(
  path: string,
  options: { width: number; height: number; seconds: number; audio: boolean },
): Promise<void> {
  const stored = `${path}.stored.mp4`;
  await makeClip(stored, options);
  try {
    const args = (await hasDisplayRotation())
      ? ['-v', 'error', '-y', '-display_rotation:v:0', '90', '-i', stored, '-c', 'copy', path]
      : ['-v', 'error', '-y', '-i', stored, '-c', 'copy', '-metadata:s:v:0', 'rotate=90', path];
    await run(DEFAULT_FFMPEG_PATH, args);
  } finally {
    await rm(stored, { force: true });
  }
}
