/**
 * What every LLM call of the caption writers shares: the model behind the OpenAI-compatible API,
 * and the call discipline — one retry within AI_TIMEOUT_MS for a retryable failure (after the wait
 * a 429 or 503 asks for with `Retry-After`, when that wait ends before the deadline; when it does
 * not, no retry), then the offline writer answers instead, said in the log, on the result
 * (`fallback`) and in caption_writer_fallbacks_total{reason}.
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { setTimeout as sleep } from 'node:timers/promises';
import { extractJsonMiddleware, wrapLanguageModel, type LanguageModel } from 'ai';
import type { LlmAiConfig } from '../../../config';
import type { Logger } from '../../../logger';
import type { Metrics } from '../../../metrics';
import { describeFailure, type Failure } from './failure';

const ATTEMPTS = 2;

export function languageModel(config: LlmAiConfig): LanguageModel {
  const provider = createOpenAICompatible({
    name: config.provider,
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    // Sends the answer's JSON schema (response_format json_schema); the prompt states the shape
    // too, for servers that only honour JSON mode.
    supportsStructuredOutputs: true,
  });
  // Some models still wrap JSON in a ```json fence; strip it rather than call the answer malformed.
  return wrapLanguageModel({ model: provider.chatModel(config.model), middleware: extractJsonMiddleware() });
}

export interface LlmCall<T> {
  config: LlmAiConfig;
  logger: Logger;
  metrics: Metrics;
  /** The caller's own signal: when it aborts (request closed) nobody waits for a fallback. */
  signal: AbortSignal | undefined;
  /** Log lines: the retry's, and the fallback's (what the offline writer did instead). */
  retrying: string;
  fellBack: string;
  /** One attempt, under the call's deadline; answers the result and how many captions it wrote. */
  ask: (signal: AbortSignal) => Promise<{ result: T; written: number }>;
  /** The offline writer's answer, given the failure's reason. */
  fallback: (reason: string) => Promise<T>;
}

export async function callWithFallback<T>(call: LlmCall<T>): Promise<T> {
  const { config, logger, metrics, signal } = call;
  signal?.throwIfAborted();
  const deadlineAt = Date.now() + config.timeoutMs;
  const deadline = AbortSignal.timeout(config.timeoutMs);
  const combined = signal ? AbortSignal.any([signal, deadline]) : deadline;
  let failure: Failure | undefined;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const { result, written } = await call.ask(combined);
      metrics.captionsWritten.inc({ writer: 'llm' }, written);
      return result;
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      failure = describeFailure(error, deadline.aborted);
      if (!failure.retryable || attempt === ATTEMPTS) break;
      const wait = failure.retryAfterMs;
      if (wait !== undefined) {
        // The API said when to come back: a retry before then would be refused again, and one
        // after the deadline cannot answer in time, so the offline writer answers now instead.
        if (wait >= deadlineAt - Date.now()) break;
        logger.debug({ reason: failure.reason, waitMs: wait }, call.retrying);
        try {
          await sleep(wait, undefined, { signal: combined });
        } catch {
          if (signal?.aborted) throw signal.reason;
          break;
        }
        continue;
      }
      logger.debug({ reason: failure.reason, detail: failure.detail }, call.retrying);
    }
  }
  const reason = failure?.reason ?? 'error';
  logger.warn({ reason, detail: failure?.detail, model: config.model }, call.fellBack);
  metrics.captionWriterFallbacks.inc({ reason });
  return call.fallback(reason);
}
