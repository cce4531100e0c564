/**
 * What a clip is, from ffprobe. Sizes are the displayed ones: phones store portrait video as
 * landscape frames plus a rotation (an old `rotate` tag or a display matrix), and ffmpeg applies
 * that rotation when it decodes, so a caption must be laid out for the rotated frame.
 */
import { mediaInputOf, type Demuxer } from './input';
import { runFfprobe } from './run';

export interface VideoProbe {
  /** Displayed size: a phone clip stored 1920x1080 with a 90° rotation is 1080x1920 here. */
  width: number;
  height: number;
  /** Quarter turns ffmpeg rotates the stored frames by when it decodes (0 to 3; odd is sideways). */
  quarterTurns: number;
  /** NaN when neither the container nor the stream says. */
  durationSec: number;
  videoCodec: string;
  /** Null when the clip has no audio stream. */
  audioCodec: string | null;
  hasAudio: boolean;
  /** Frames per second (average), or null when the clip does not say. */
  frameRate: number | null;
}

export interface ProbeOptions {
  /** The demuxer; read from the file's first bytes when not given. */
  format?: Demuxer;
  ffprobePath?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  duration?: string;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}

interface ProbeOutput {
  streams?: ProbeStream[];
  format?: { duration?: string };
}

/** Thrown when ffprobe ran but found no picture to show. */
export class NoVideoStreamError extends Error {
  override readonly name = 'NoVideoStreamError';
}

function quarterTurnsOf(stream: ProbeStream): number {
  const fromSideData = stream.side_data_list?.find((data) => typeof data.rotation === 'number')?.rotation;
  const degrees = fromSideData ?? Number(stream.tags?.rotate ?? 0);
  if (!Number.isFinite(degrees)) return 0;
  return ((Math.round(degrees / 90) % 4) + 4) % 4;
}

/** "30000/1001" → 29.97; "0/0" (unknown) → null. */
function rateOf(fraction: string | undefined): number | null {
  const [numerator, denominator] = (fraction ?? '').split('/').map(Number);
  if (!numerator || !denominator || !Number.isFinite(numerator / denominator)) return null;
  return numerator / denominator;
}

export async function probeVideo(file: string, options: ProbeOptions = {}): Promise<VideoProbe> {
  const input = options.format ? { path: file, format: options.format } : await mediaInputOf(file);
  const parsed = (await runFfprobe(input, ['-show_streams', '-show_format'], {
    timeoutMs: options.timeoutMs ?? 10_000,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.ffprobePath ? { binary: options.ffprobePath } : {}),
  })) as ProbeOutput;
  const video = parsed.streams?.find((stream) => stream.codec_type === 'video');
  if (!video?.width || !video.height) throw new NoVideoStreamError(`${file} has no video stream`);
  const audio = parsed.streams?.find((stream) => stream.codec_type === 'audio');
  const quarterTurns = quarterTurnsOf(video);
  const sideways = quarterTurns % 2 === 1;
  return {
    width: sideways ? video.height : video.width,
    height: sideways ? video.width : video.height,
    quarterTurns,
    durationSec: Number(parsed.format?.duration ?? video.duration ?? Number.NaN),
    videoCodec: video.codec_name ?? 'unknown',
    audioCodec: audio?.codec_name ?? null,
    hasAudio: audio !== undefined,
    frameRate: rateOf(video.avg_frame_rate) ?? rateOf(video.r_frame_rate),
  };
}
