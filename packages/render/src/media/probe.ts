/**
 * What a clip is, from ffprobe. Sizes are the displayed ones: phones store portrait video as
 * landscape frames plus a rotation (an old `rotate` tag or a display matrix), and ffmpeg applies
 * that rotation when it decodes, so a caption must be laid out for the rotated frame.
 *
 * The probe also refuses clips whose frames would cost far more to decode and render than their
 * length suggests: over 120 frames per second, or over 100,000 frames in all. The frames are
 * counted (every video packet read) rather than taken from the header's duration and rate, which a
 * crafted file can set to anything.
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
  /** Video frames counted in the file (packets read), or null when ffprobe could not count them. */
  frameCount: number | null;
}

/** Above this many frames per second a clip is refused: no meme needs it, and each frame is work. */
export const MAX_FRAME_RATE = 120;
/** Above this many frames in all a clip is refused, whatever its header says about its length. */
export const MAX_FRAMES = 100_000;

export interface ProbeOptions {
  /** The demuxer; read from the file's first bytes when not given. */
  format?: Demuxer;
  ffprobePath?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Default MAX_FRAME_RATE. */
  maxFrameRate?: number;
  /** Default MAX_FRAMES. */
  maxFrames?: number;
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  duration?: string;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  nb_frames?: string;
  nb_read_packets?: string;
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

/** Thrown when a clip has more frames per second, or more frames, than the probe accepts. */
export class VideoFramesLimitError extends Error {
  override readonly name = 'VideoFramesLimitError';

  constructor(
    readonly limit: 'frame-rate' | 'frame-count',
    message: string,
  ) {
    super(message);
  }
}

function quarterTurnsOf(stream: ProbeStream): number {
  const fromSideData = stream.side_data_list?.find((data) => typeof data.rotation === 'number')?.rotation;
  const degrees = fromSideData ?? Number(stream.tags?.rotate ?? 0);
  if (!Number.isFinite(degrees)) return 0;
  return ((Math.round(degrees / 90) % 4) + 4) % 4;
}

const countOf = (value: string | undefined): number | null => {
  const count = Number(value);
  return value !== undefined && Number.isSafeInteger(count) && count >= 0 ? count : null;
};

/** "30000/1001" → 29.97; "0/0" (unknown) → null. */
function rateOf(fraction: string | undefined): number | null {
  const [numerator, denominator] = (fraction ?? '').split('/').map(Number);
  if (!numerator || !denominator || !Number.isFinite(numerator / denominator)) return null;
  return numerator / denominator;
}

export async function probeVideo(file: string, options: ProbeOptions = {}): Promise<VideoProbe> {
  const input = options.format ? { path: file, format: options.format } : await mediaInputOf(file);
  // -count_packets reads the whole file (demuxing only, no decoding) to count what is really there.
  const parsed = (await runFfprobe(input, ['-count_packets', '-show_streams', '-show_format'], {
    timeoutMs: options.timeoutMs ?? 10_000,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.ffprobePath ? { binary: options.ffprobePath } : {}),
  })) as ProbeOutput;
  const video = parsed.streams?.find((stream) => stream.codec_type === 'video');
  if (!video?.width || !video.height) throw new NoVideoStreamError(`${file} has no video stream`);
  const audio = parsed.streams?.find((stream) => stream.codec_type === 'audio');
  const durationSec = Number(parsed.format?.duration ?? video.duration ?? Number.NaN);
  const frameCount = countOf(video.nb_read_packets) ?? countOf(video.nb_frames);
  const counted = frameCount !== null && durationSec > 0 ? frameCount / durationSec : null;
  // The average rate when the file gives one; else what the count over the length says. The
  // r_frame_rate guess comes last: some containers report their time base (1000) there.
  const frameRate = rateOf(video.avg_frame_rate) ?? counted ?? rateOf(video.r_frame_rate);
  const maxFrameRate = options.maxFrameRate ?? MAX_FRAME_RATE;
  const maxFrames = options.maxFrames ?? MAX_FRAMES;
  if (frameRate !== null && frameRate > maxFrameRate) {
    throw new VideoFramesLimitError('frame-rate', `${file}: ${frameRate} frames per second (at most ${maxFrameRate})`);
  }
  if (frameCount !== null && frameCount > maxFrames) {
    throw new VideoFramesLimitError('frame-count', `${file}: ${frameCount} frames (at most ${maxFrames})`);
  }
  const quarterTurns = quarterTurnsOf(video);
  const sideways = quarterTurns % 2 === 1;
  return {
    width: sideways ? video.height : video.width,
    height: sideways ? video.width : video.height,
    quarterTurns,
    durationSec,
    videoCodec: video.codec_name ?? 'unknown',
    audioCodec: audio?.codec_name ?? null,
    hasAudio: audio !== undefined,
    frameRate,
    frameCount,
  };
}
