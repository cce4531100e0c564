import { describe, expect, it } from 'vitest';
import { FfmpegError, RenderTimeoutError } from './errors';
import { DEFAULT_FFMPEG_PATH } from './media/tools';
import { runTool } from './media/run';

/** An ffmpeg run that never ends on its own: an endless test pattern encoded to nowhere. */
const ENDLESS = ['-v', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25', '-f', 'null', '-'];

describe('runTool', () => {
  it('kills ffmpeg with SIGKILL when the deadline passes and rejects with RenderTimeoutError', async () => {
    const started = performance.now();
    const error = await runTool(DEFAULT_FFMPEG_PATH, ENDLESS, { deadline: started + 300, timeoutMs: 300 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(RenderTimeoutError);
    expect(error).toMatchObject({ reason: 'timeout', message: 'video render timed out after 300 ms' });
    // It settles only on the process's 'close', so the process is gone by now.
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('kills ffmpeg when the signal aborts', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const error = await runTool(DEFAULT_FFMPEG_PATH, ENDLESS, {
      deadline: performance.now() + 60_000,
      timeoutMs: 60_000,
      signal: controller.signal,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RenderTimeoutError);
    expect(error).toMatchObject({ reason: 'aborted' });
  });

  it("rejects a failed run with ffmpeg's stderr, and a missing binary with its path", async () => {
    const failed = await runTool(
      DEFAULT_FFMPEG_PATH,
      ['-v', 'error', '-i', '/nonexistent/clip.mp4', '-f', 'null', '-'],
      {
        deadline: performance.now() + 10_000,
        timeoutMs: 10_000,
      },
    ).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(FfmpegError);
    expect((failed as FfmpegError).message).toMatch(/\/nonexistent\/clip\.mp4: No such file or directory/);

    const missing = await runTool('/nonexistent/ffmpeg', ['-version'], {
      deadline: performance.now() + 10_000,
      timeoutMs: 10_000,
    }).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(FfmpegError);
    expect((missing as Error).message).toMatch(/\/nonexistent\/ffmpeg/);
  });
});
