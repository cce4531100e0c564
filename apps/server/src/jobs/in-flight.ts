/**
 * Counts the queue's work still under way (pg-boss's queries, our handlers) so a stop can wait for
 * all of it before the database closes.
 *
 * pg-boss's own graceful stop is not enough: it waits only for workers holding fetched jobs. A
 * fetch already sent when the stop began comes back afterwards, its job runs, and pg-boss marks it
 * done or failed without awaiting that query, so the query reached a closed pool ("Cannot use a
 * pool after calling end on the pool").
 */
export class InFlight {
  #count = 0;

  track<T>(work: Promise<T>): Promise<T> {
    this.#count += 1;
    return work.finally(() => {
      this.#count -= 1;
    });
  }

  /**
   * Resolves once nothing is under way across a whole turn of the event loop (a query that just
   * ended may start the next in its callbacks), or when `deadline` (epoch ms) passes.
   */
  async settled(deadline: number): Promise<void> {
    while (Date.now() < deadline) {
      if (this.#count === 0) {
        await nextTurn();
        if (this.#count === 0) return;
      } else {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
  }
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
