import { GENERATION_FIRST_POLLS_MS, GENERATION_POLL_INTERVAL_MS } from '@memeforge/contract';

/**
 * How long to wait before look-up number `attempt` (0-based). The interval is 5000 ms
 * (product.md §9.1); the first looks come sooner (1 s, then 2 s) because most jobs finish within
 * seconds of the generate answer, and waiting a full interval would make the fast path feel slow.
 * Every look counts toward GENERATION_POLL_MAX_ATTEMPTS.
 */
export function pollDelay(attempt: number): number {
  return GENERATION_FIRST_POLLS_MS[attempt] ?? GENERATION_POLL_INTERVAL_MS;
}
