/**
 * Runs the two caption writers over the evaluation's topics. The offline writer is run through its
 * batch step (draftBatch) so each caption says which frame wrote it. The LLM writer is built the
 * way the server builds it (createCaptionWriter, with the offline writer as its fallback) and
 * called only through writeBatch: against a real endpoint when the AI_* settings name one, else
 * against the local OpenAI-compatible double on 127.0.0.1.
 */
import {
  createCaptionWriter,
  seededRandom,
  type CaptionBatchRequest,
  type CaptionCandidate,
  type UnhingedLevel,
} from '../../adapters/ai';
import { draftBatch } from '../../adapters/ai/offline/writer';
import type { LlmAiConfig } from '../../config';
import { createLogger } from '../../logger';
import { createMetrics } from '../../metrics';
import { startOpenAiDouble, type OpenAiDouble } from '../../test-support/openai-double';
import { batchFor, type StarterTemplate } from './candidates';
import type { WrittenCaption } from './measure';
import type { EvalTopic } from './topics';

export type Topic = EvalTopic & { level: UnhingedLevel };

/** The batch request of the topic at index: the same for both writers. */
export function requestFor(topic: Topic, index: number, templates: readonly StarterTemplate[]): CaptionBatchRequest {
  return batchFor(topic.description, topic.level, templates, seededRandom(1000 + index));
}

export function runOffline(topics: readonly Topic[], templates: readonly StarterTemplate[]): WrittenCaption[] {
  return topics.flatMap((topic, index) =>
    draftBatch(requestFor(topic, index, templates), seededRandom(index + 1)).map((draft) => ({
      batch: index,
      description: topic.description,
      level: topic.level,
      names: topic.names,
      caption: draft.caption,
      format: draft.candidate.format,
      maxChars: draft.candidate.maxChars,
      boxes: draft.candidate.boxes ?? [],
      frameId: draft.frameId,
    })),
  );
}

/** A real endpoint from AI_PROVIDER=openai-compatible, AI_BASE_URL, AI_MODEL (and AI_API_KEY, AI_TIMEOUT_MS). */
export function realEndpoint(env: NodeJS.ProcessEnv = process.env): LlmAiConfig | null {
  if (env.AI_PROVIDER !== 'openai-compatible' || !env.AI_BASE_URL || !env.AI_MODEL) return null;
  return {
    provider: 'openai-compatible',
    baseUrl: env.AI_BASE_URL.replace(/\/+$/, ''),
    apiKey: env.AI_API_KEY || undefined,
    model: env.AI_MODEL,
    timeoutMs: Number(env.AI_TIMEOUT_MS) || 15_000,
  };
}

export interface LlmRun {
  written: WrittenCaption[];
  /** Batches the LLM could not write (the offline writer did), with the reason. */
  fallbacks: string[];
  endpoint: string;
}

const CONCURRENCY = 4;

export async function runLlm(
  topics: readonly Topic[],
  templates: readonly StarterTemplate[],
  endpoint: LlmAiConfig | null,
): Promise<LlmRun> {
  const double: OpenAiDouble | null = endpoint ? null : await startOpenAiDouble({ host: '127.0.0.1' });
  const config: LlmAiConfig = endpoint ?? {
    provider: 'openai-compatible',
    baseUrl: double!.baseUrl,
    apiKey: undefined,
    model: 'double',
    timeoutMs: 10_000,
  };
  try {
    const writer = createCaptionWriter(config, {
      logger: createLogger('silent'),
      metrics: createMetrics(),
      random: seededRandom(7),
    });
    const written: WrittenCaption[] = [];
    const fallbacks: string[] = [];
    let next = 0;
    const work = async () => {
      for (let index = next++; index < topics.length; index = next++) {
        const topic = topics[index]!;
        const request = requestFor(topic, index, templates);
        const result = await writer.writeBatch(request);
        if (result.fallback !== null || result.writer !== 'llm') {
          fallbacks.push(`${topic.description}: ${result.fallback ?? 'offline'}`);
          continue;
        }
        const offered = new Map<number, CaptionCandidate>(
          request.slots.flatMap((slot) => slot.candidates).map((candidate) => [candidate.id, candidate]),
        );
        for (const meme of result.memes) {
          const candidate = offered.get(meme.templateId)!;
          written.push({
            batch: index,
            description: topic.description,
            level: topic.level,
            names: topic.names,
            caption: meme.caption,
            format: candidate.format,
            boxes: candidate.boxes ?? [],
            maxChars: candidate.maxChars,
            frameId: null,
          });
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, work));
    return { written, fallbacks, endpoint: endpoint ? `${config.baseUrl} (${config.model})` : 'local double' };
  } finally {
    await double?.close();
  }
}
