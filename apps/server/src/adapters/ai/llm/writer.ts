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
import { generateText, Output } from 'ai';
import type { LlmAiConfig } from '../../../config';
import type { Logger } from '../../../logger';
import type { Metrics } from '../../../metrics';
import type { CaptionBatchRequest, CaptionBatchResult, CaptionWriter, WrittenMeme } from '../types';
import { AnswerShape, chooseFrom } from './answer';
import { callWithFallback, languageModel } from './call';
import { buildPrompt } from './prompt';

export interface LlmWriterOptions {
  config: LlmAiConfig;
  /** Writes the batch when the LLM cannot: the offline writer. */
  fallback: CaptionWriter;
  logger: Logger;
  metrics: Metrics;
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
    writeBatch(request: CaptionBatchRequest, signal?: AbortSignal): Promise<CaptionBatchResult> {
      return callWithFallback<CaptionBatchResult>({
        config,
        logger,
        metrics,
        signal,
        retrying: 'LLM caption call failed; retrying once',
        fellBack: 'LLM caption writer failed; the offline writer wrote this batch',
        ask: async (deadline) => {
          const memes = await ask(request, deadline);
          return { result: { memes, writer: 'llm', fallback: null }, written: memes.length };
        },
        fallback: async (reason) => ({ ...(await fallback.writeBatch(request, signal)), fallback: reason }),
      });
    },
  };
}
