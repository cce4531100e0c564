/** Errors callers branch on (the job runner refunds and reports these differently). */

/** The render ran past its deadline or was aborted; ffmpeg was killed and nothing was written. */
export class RenderTimeoutError extends Error {
  override readonly name = 'RenderTimeoutError';
  constructor(
    /** 'timeout' when timeoutMs passed, 'aborted' when the caller's signal fired. */
    readonly reason: 'timeout' | 'aborted',
    readonly timeoutMs: number,
  ) {
    super(reason === 'timeout' ? `video render timed out after ${timeoutMs} ms` : 'video render aborted');
  }
}

/** ffmpeg exited with an error; the message ends with the tail of its stderr. */
export class FfmpegError extends Error {
  override readonly name = 'FfmpegError';
  constructor(
    readonly exitCode: number | null,
    readonly stderrTail: string,
  ) {
    super(`ffmpeg failed (exit code ${exitCode ?? 'none'}): ${stderrTail.trim() || 'no output'}`);
  }
}
