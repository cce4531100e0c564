/**
 * The app's Prometheus metrics: one Registry per app instance (not prom-client's global one), so
 * tests that build several apps never collide on metric names. The lead exposes
 * `registry.metrics()` at /api/metrics and adds render counters here.
 */
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface Metrics {
  registry: Registry;
  /** Captions written, by the writer that wrote them ('offline' or 'llm'). */
  captionsWritten: Counter<'writer'>;
  /** Batches the LLM writer handed to the offline writer, by reason ('timeout', 'http 500', 'malformed answer', …). */
  captionWriterFallbacks: Counter<'reason'>;
  /** Memes rendered, by kind ('image', 'video') and outcome ('finished', 'failed'). */
  memesRendered: Counter<'kind' | 'outcome'>;
  /** How long a render took, by kind. */
  renderSeconds: Histogram<'kind'>;
}

export interface MetricsOptions {
  /** Also collect Node's process metrics (CPU, memory, event loop lag); on for the serving process. */
  processMetrics?: boolean;
}

export function createMetrics(options: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const captionsWritten = new Counter({
    name: 'captions_written_total',
    help: 'Captions written, by caption writer.',
    labelNames: ['writer'] as const,
    registers: [registry],
  });
  // Both series exist from the start, so a dashboard shows 0 instead of "no data".
  captionsWritten.inc({ writer: 'offline' }, 0);
  captionsWritten.inc({ writer: 'llm' }, 0);
  const captionWriterFallbacks = new Counter({
    name: 'caption_writer_fallbacks_total',
    help: 'Caption batches the LLM writer could not write and the offline writer wrote instead, by reason.',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const memesRendered = new Counter({
    name: 'memes_rendered_total',
    help: 'Memes rendered, by kind and outcome.',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });
  const renderSeconds = new Histogram({
    name: 'meme_render_seconds',
    help: 'Time to render a meme, by kind.',
    labelNames: ['kind'] as const,
    // Images take milliseconds and short videos about a second (docs/ARCHITECTURE.md "Fast by design").
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
    registers: [registry],
  });
  return { registry, captionsWritten, captionWriterFallbacks, memesRendered, renderSeconds };
}
