/**
 * A caption writer's call with a deadline, for the calls a person waits on (the AI caption helper,
 * Edit With AI): past it the writer's request is aborted and the call fails with `WriteTimeout`,
 * which the services answer like any other failed write (refund, 503 in words).
 */
export class WriteTimeout extends Error {
  constructor(ms: number) {
    super(`the caption writer did not answer within ${ms} ms`);
  }
}

export async function withWriteTimeout<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new WriteTimeout(ms));
      }, ms);
    });
    return await Promise.race([work(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
