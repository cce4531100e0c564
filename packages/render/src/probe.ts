/**
 * What renderVideoMeme needs to know about a clip, from ffprobe: its displayed size (rotation
 * applied, as ffmpeg's autorotate will draw it), duration and whether it has audio.
 */
import { DEFAULT_FFPROBE_PATH, runTool } from './ffmpeg';

export interface VideoProbe {
  /** Displayed size: a phone clip stored 1920x1080 with a 90° rotation is 1080x1920 here. */
  width: number;
  height: number;
  durationSec: number;
  videoCodec: string;
  /** Null when the clip has no audio stream. */
  audioCodec: string | null;
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  duration?: string;
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}

interface ProbeOutput {
  streams?: ProbeStream[];
  format?: { duration?: string };
}

function rotationOf(stream: ProbeStream): number {
  const fromSideData = stream.side_data_list?.find((data) => typeof data.rotation === 'number')?.rotation;
  const degrees = fromSideData ?? Number(stream.tags?.rotate ?? 0);
  return Number.isFinite(degrees) ? degrees : 0;
}

export async function probeVideo(
  path: string,
  options: { ffprobePath?: string; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<VideoProbe> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const { stdout } = await runTool(
    options.ffprobePath ?? DEFAULT_FFPROBE_PATH,
    ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', path],
    { deadline: performance.now() + timeoutMs, timeoutMs, signal: options.signal },
  );
  const parsed = JSON.parse(stdout) as ProbeOutput;
  const video = parsed.streams?.find((stream) => stream.codec_type === 'video');
  if (!video?.width || !video.height) throw new Error(`${path} has no video stream`);
  const audio = parsed.streams?.find((stream) => stream.codec_type === 'audio');
  const quarterTurns = Math.round(rotationOf(video) / 90);
  const sideways = Math.abs(quarterTurns) % 2 === 1;
  return {
    width: sideways ? video.height : video.width,
    height: sideways ? video.width : video.height,
    durationSec: Number(parsed.format?.duration ?? video.duration ?? Number.NaN),
    videoCodec: video.codec_name ?? 'unknown',
    audioCodec: audio?.codec_name ?? null,
  };
}
