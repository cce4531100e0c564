/**
 * An HTTP load generator in a child process, so the client's own work (sending, parsing) does not
 * share the server's event loop. A closed loop: `concurrency` workers each send the next request
 * as soon as their previous answer has been read in full, over keep-alive connections.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface LoadJob {
  baseUrl: string;
  paths: string[];
  headers: Record<string, string>;
  concurrency: number;
  /** Send no new request after this many milliseconds (those in flight still finish). */
  maxMs?: number;
}

export interface Answer {
  /** index into the job's paths */
  index: number;
  status: number;
  latencyMs: number;
  /** the `count` field of a JSON answer, when it has one */
  count: number | null;
}

export interface LoadResult {
  answers: Answer[];
  elapsedMs: number;
  /** True when the deadline stopped the run before every path was sent. */
  cut: boolean;
}

type Message =
  { kind: 'run'; job: LoadJob } | { kind: 'result'; result: LoadResult } | { kind: 'error'; error: string };

async function runJob(job: LoadJob): Promise<LoadResult> {
  const answers: Answer[] = [];
  let next = 0;
  const deadline = performance.now() + (job.maxMs ?? Number.POSITIVE_INFINITY);
  const worker = async () => {
    for (let index = next++; index < job.paths.length && performance.now() < deadline; index = next++) {
      const start = performance.now();
      const response = await fetch(`${job.baseUrl}${job.paths[index]}`, { headers: job.headers });
      const body = await response.text();
      const latencyMs = performance.now() - start;
      let count: number | null = null;
      try {
        const parsed = JSON.parse(body) as { count?: unknown };
        if (typeof parsed.count === 'number') count = parsed.count;
      } catch {
        // not JSON: no count
      }
      answers.push({ index, status: response.status, latencyMs, count });
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: Math.min(job.concurrency, job.paths.length) }, worker));
  return { answers, elapsedMs: performance.now() - start, cut: answers.length < job.paths.length };
}

/** The parent's handle on the child that sends the requests. */
export class LoadClient {
  readonly #child: ChildProcess;

  private constructor(child: ChildProcess) {
    this.#child = child;
  }

  static start(): LoadClient {
    // The child inherits this process's execArgv, so tsx's loader runs this file there too.
    const child = fork(fileURLToPath(import.meta.url), ['--load-child'], { stdio: 'inherit' });
    return new LoadClient(child);
  }

  run(job: LoadJob): Promise<LoadResult> {
    return new Promise((resolve, reject) => {
      const onMessage = (message: Message) => {
        cleanup();
        if (message.kind === 'result') resolve(message.result);
        else if (message.kind === 'error') reject(new Error(`load client: ${message.error}`));
      };
      const onExit = (code: number | null) => {
        cleanup();
        reject(new Error(`load client exited with ${code}`));
      };
      const cleanup = () => {
        this.#child.off('message', onMessage);
        this.#child.off('exit', onExit);
      };
      this.#child.on('message', onMessage);
      this.#child.on('exit', onExit);
      this.#child.send({ kind: 'run', job } satisfies Message);
    });
  }

  async close(): Promise<void> {
    if (this.#child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => this.#child.once('exit', () => resolve()));
    this.#child.disconnect();
    await exited;
  }
}

if (process.argv.includes('--load-child') && process.send) {
  process.on('message', (message: Message) => {
    if (message.kind !== 'run') return;
    runJob(message.job).then(
      (result) => process.send!({ kind: 'result', result } satisfies Message),
      (error: unknown) => process.send!({ kind: 'error', error: String(error) } satisfies Message),
    );
  });
  // The parent disconnecting is the signal to stop; keep-alive sockets must not hold the process.
  process.on('disconnect', () => process.exit(0));
}
