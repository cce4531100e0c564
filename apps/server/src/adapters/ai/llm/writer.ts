/**
 * The LLM caption writer: ONE structured call per batch to an OpenAI-compatible chat API (Vercel
 * AI SDK) asking for more candidates than slots (prompt.ts), the scorer picking the best that keep
 * every rule (scorer.ts; the others are never shown), one retry, and on any failure the offline
 * writer writes the whole batch instead. A fallback is never silent: a warn log line with the
 * reason, `fallback: reason` on the result, and caption_writer_fallbacks_total{reason}.
 *
 * AI_TIMEOUT_MS bounds the whole call, retry included, so a slow provider costs the user at most
 * that long before the offline captions arrive.
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { extractJsonMiddleware, generateText, Output, wrapLanguageModel, type LanguageModel } from 'ai';
import type { LlmAiConfig } from '../../../config';
import type { Logger } from '../../../logger';
import type { Metrics } from '../../../metrics';
import type { CaptionBatchRequest, CaptionBatchResult, CaptionWriter, WrittenMeme } from '../types';
import { AnswerShape, chooseFrom } from './answer';
import { describeFailure, type Failure } from './failure';
import { buildPrompt } from './prompt';

export interface LlmWriterOptions {
  config: LlmAiConfig;
  /** Writes the batch when the LLM cannot: the offline writer. */
  fallback: CaptionWriter;
  logger: Logger;
  metrics: Metrics;
}

const ATTEMPTS = 2;

function languageModel(config: LlmAiConfig): LanguageModel {
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

export function createLlmCaptionWriter(options: LlmWriterOptions): CaptionWriter {
  const { config, fallback, logger, metrics } = options;
  const model = languageModel(config);

  async function ask(request: CaptionBatchRequest, signal: AbortSignal): Promise<WrittenMeme[]> {
    const { system, prompt } = buildPrompt(request);
    const { output } = await generateText({
      model,
      system,
      prompt,
      output: Output.object({ schema: AnswerShape, name: 'captions' }),
      abortSignal: signal,
      // Retries are ours (one, within the deadline), not the SDK's exponential backoff.
      maxRetries: 0,
    });
    const choice = chooseFrom(request, output);
    if (choice.rejected.length > 0) {
      logger.debug(
        { rejected: choice.rejected.map(({ slot, templateId, reason }) => ({ slot, templateId, reason })) },
        'LLM caption candidates refused by the scorer',
      );
    }
    return choice.memes;
  }

  return {
    name: 'llm',
    async writeBatch(request: CaptionBatchRequest, signal?: AbortSignal): Promise<CaptionBatchResult> {
      signal?.throwIfAborted();
      const deadline = AbortSignal.timeout(config.timeoutMs);
      const combined = signal ? AbortSignal.any([signal, deadline]) : deadline;
      let failure: Failure | undefined;
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        try {
          const memes = await ask(request, combined);
          metrics.captionsWritten.inc({ writer: 'llm' }, memes.length);
          return { memes, writer: 'llm', fallback: null };
        } catch (error) {
          // The caller gave up (request closed): nobody is waiting for a fallback.
          if (signal?.aborted) throw signal.reason;
          failure = describeFailure(error, deadline.aborted);
          if (!failure.retryable || attempt === ATTEMPTS) break;
          logger.debug({ reason: failure.reason, detail: failure.detail }, 'LLM caption call failed; retrying once');
        }
      }
      const reason = failure?.reason ?? 'error';
      logger.warn(
        { reason, detail: failure?.detail, model: config.model },
        'LLM caption writer failed; the offline writer wrote this batch',
      );
      metrics.captionWriterFallbacks.inc({ reason });
      const result = await fallback.writeBatch(request, signal);
      return { ...result, fallback: reason };
    },
  };
}
