/**
 * The one way ffmpeg and ffprobe run. A run that outlives its deadline or whose signal aborts is
 * killed with SIGKILL: x264 can take seconds to notice SIGTERM, and a job's deadline is a promise.
 * ffmpeg gets `-nostdin` (it would otherwise read keystrokes from stdin and can stall a server
 * with a terminal attached); stdin is /dev/null for both tools anyway.
 */
import { spawn } from 'node:child_process';
import { FfmpegError, RenderTimeoutError } from '../errors';
import { inputArgs, type MediaInput } from './input';
import { mediaTools } from './tools';

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

/** A whole ffmpeg command line: quiet, no stdin, overwrite, then the inputs, then `args`. */
export function ffmpegArgs(inputs: readonly MediaInput[], args: readonly string[]): string[] {
  return ['-hide_banner', '-nostdin', '-v', 'error', '-y', ...inputs.flatMap(inputArgs), ...args];
}

export interface ToolOptions {
  timeoutMs: number;
  /** Absolute deadline (performance.now() time); default now + timeoutMs. */
  deadline?: number;
  signal?: AbortSignal;
  /** Default: mediaTools(). */
  binary?: string;
}

const runOptions = (options: ToolOptions): RunOptions => ({
  deadline: options.deadline ?? performance.now() + options.timeoutMs,
  timeoutMs: options.timeoutMs,
  ...(options.signal ? { signal: options.signal } : {}),
});

export function runFfmpeg(
  inputs: readonly MediaInput[],
  args: readonly string[],
  options: ToolOptions,
): Promise<RunResult> {
  return runTool(options.binary ?? mediaTools().ffmpegPath, ffmpegArgs(inputs, args), runOptions(options));
}

/** ffprobe's JSON report (`-of json`) of one input; `args` choose what it shows. */
export async function runFfprobe(input: MediaInput, args: readonly string[], options: ToolOptions): Promise<unknown> {
  const { stdout } = await runTool(
    options.binary ?? mediaTools().ffprobePath,
    ['-hide_banner', '-v', 'error', '-of', 'json', ...args, ...inputArgs(input)],
    runOptions(options),
  );
  return JSON.parse(stdout) as unknown;
}
