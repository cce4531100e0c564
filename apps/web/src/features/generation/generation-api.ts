/**
 * Generation calls (product.md §7.6): start a batch, and look up one job. Each submit carries a
 * fresh Idempotency-Key, so when the network drops the answer and the request is sent again, the
 * server recognises it and the batch is neither made nor charged twice.
 */
import {
  ENDPOINTS,
  GenerateResponseSchema,
  JobStatusSchema,
  type GenerateRequest,
  type GenerateResponse,
  type JobStatus,
} from '@memeforge/contract';
import { ApiError, api } from '../../api';

/** fetch rejected: no answer came at all (as opposed to an error answer or an unreadable one). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Old browsers without randomUUID (it needs a secure context): random enough for one user's retries.
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/** Waits before sending the same request again: first after a dropped answer, then while it is still in flight. */
const RESEND_DELAYS_MS = [1000, 2000];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function requestGeneration(request: GenerateRequest): Promise<GenerateResponse> {
  const key = newIdempotencyKey();
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await api(ENDPOINTS.generate, {
        method: 'POST',
        json: request,
        headers: { 'Idempotency-Key': key },
        schema: GenerateResponseSchema,
      });
    } catch (error) {
      // A resend can find the first request still running: the server answers 409 until it ends.
      const stillRunning = attempt > 0 && error instanceof ApiError && error.status === 409;
      const delay = RESEND_DELAYS_MS[attempt];
      if (delay === undefined || !(isNetworkError(error) || stillRunning)) throw error;
      await sleep(delay);
    }
  }
}

export function fetchJobStatus(jobId: string): Promise<JobStatus> {
  return api(ENDPOINTS.generationJobStatus, { query: { job_id: jobId }, schema: JobStatusSchema });
}
