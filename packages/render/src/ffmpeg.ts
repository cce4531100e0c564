/**
 * Runs ffmpeg/ffprobe (the static binaries inside @ffmpeg-installer/@ffprobe-installer, so no
 * system install is needed). A run that outlives its deadline or whose signal aborts is killed
 * with SIGKILL: x264 can take seconds to notice SIGTERM, and a job's deadline is a promise.
 */
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import ffprobeInstaller from '@ffprobe-installer/ffprobe';
import { spawn } from 'node:child_process';
import { FfmpegError, RenderTimeoutError } from './errors';

export const DEFAULT_FFMPEG_PATH: string = ffmpegInstaller.path;
export const DEFAULT_FFPROBE_PATH: string = ffprobeInstaller.path;

/** Enough of stderr to show the error; ffmpeg prints the cause last. */
const STDERR_TAIL_CHARS = 4000;

export interface RunOptions {
  /** Absolute deadline (performance.now() time) after which the process is killed. */
  deadline: number;
  timeoutMs: number;
  signal?: AbortSignal;
}

export interface RunResult {
  stdout: string;
  stderr: string;
}

/**
 * Runs a binary to completion. Rejects with RenderTimeoutError when killed for the deadline or the
 * signal, with FfmpegError (carrying the stderr tail) on a non-zero exit or a failed spawn.
 */
export function runTool(binary: string, args: readonly string[], options: RunOptions): Promise<RunResult> {
  const { deadline, timeoutMs, signal } = options;
  if (signal?.aborted) return Promise.reject(new RenderTimeoutError('aborted', timeoutMs));
  const remaining = deadline - performance.now();
  if (remaining <= 0) return Promise.reject(new RenderTimeoutError('timeout', timeoutMs));

  return new Promise<RunResult>((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let killedFor: 'timeout' | 'aborted' | null = null;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL_CHARS);
    });

    const kill = (reason: 'timeout' | 'aborted') => {
      if (killedFor || child.exitCode !== null) return;
      killedFor = reason;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => kill('timeout'), remaining);
    const onAbort = () => kill('aborted');
    signal?.addEventListener('abort', onAbort, { once: true });
    const cleanUp = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };

    let settled = false;
    const settle = (error: Error | null) => {
      if (settled) return;
      settled = true;
      cleanUp();
      if (error) reject(error);
      else resolve({ stdout, stderr });
    };
    // A failed spawn (binary missing) may emit only 'error'; a running process ends with 'close',
    // after its pipes are drained, so stderr is complete there.
    child.on('error', (error) => {
      if (child.pid === undefined) settle(new FfmpegError(null, `${binary}: ${error.message}`));
    });
    child.on('close', (code) => {
      if (killedFor) settle(new RenderTimeoutError(killedFor, timeoutMs));
      else if (code !== 0) settle(new FfmpegError(code, stderr));
      else settle(null);
    });
  });
}
