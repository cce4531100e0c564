/**
 * The app's Prometheus metrics: one Registry per app instance (not prom-client's global one), so
 * tests that build several apps never collide on metric names. The lead exposes
 * `registry.metrics()` at /api/metrics and adds render counters here.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

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
  /** Requests answered, by method, route pattern and status, with how long each took. */
  httpRequestSeconds: Histogram<'method' | 'route' | 'status'>;
  /** Jobs this process worked, by job and outcome ('completed', 'failed'), with how long each took. */
  jobSeconds: Histogram<'job' | 'outcome'>;
  /** Billing webhooks received, by event type and outcome ('applied', 'duplicate', 'refused'). */
  billingWebhooks: Counter<'type' | 'outcome'>;
  /**
   * Reports the cluster's waiting jobs by queue (`jobs_waiting`) from the queue, read at each
   * scrape; set once by whoever has both.
   */
  watchQueueBacklog(read: () => Promise<Record<string, number>>): void;
  /** Reports the credit ledger's totals (`credit_ledger_credits`), read at each scrape. */
  watchLedger(read: () => Promise<{ kind: string; direction: string; credits: number }[]>): void;
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
  const httpRequestSeconds = new Histogram({
    name: 'http_request_seconds',
    help: 'Requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: 'job_seconds',
    help: 'Jobs worked by this process, by job and outcome.',
    labelNames: ['job', 'outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60],
    registers: [registry],
  });
  const billingWebhooks = new Counter({
    name: 'billing_webhooks_total',
    help: 'Billing webhooks received, by event type and outcome.',
    labelNames: ['type', 'outcome'] as const,
    registers: [registry],
  });
  const readsFailed = new Counter({
    name: 'metrics_reads_failed_total',
    help: 'Scrapes in which a metric read from the database could not be read (its series are left out), by metric; a scrape shows the failures before it.',
    labelNames: ['metric'] as const,
    registers: [registry],
  });
  const ledger = databaseGauge(registry, readsFailed, {
    name: 'credit_ledger_credits',
    help: 'Credits in the ledger across the cluster, granted and spent, by ledger kind (grant, spend, refund, reset).',
    labelNames: ['direction', 'kind'],
  });
  const backlog = databaseGauge(registry, readsFailed, {
    name: 'jobs_waiting',
    help: 'Jobs waiting to be worked across the cluster, by queue.',
    labelNames: ['queue'],
  });
  return {
    registry,
    captionsWritten,
    captionWriterFallbacks,
    memesRendered,
    renderSeconds,
    httpRequestSeconds,
    jobSeconds,
    billingWebhooks,
    watchQueueBacklog(read) {
      backlog.readWith(async () =>
        Object.entries(await read()).map(([queue, waiting]) => ({ labels: { queue }, value: waiting })),
      );
    },
    watchLedger(read) {
      ledger.readWith(async () =>
        (await read()).map(({ kind, direction, credits }) => ({ labels: { kind, direction }, value: credits })),
      );
    },
  };
}

type Sample = { labels: Record<string, string>; value: number };

/**
 * A gauge read from the database at each scrape, once something has said how. A read that fails
 * (the database is down: when an operator most needs the rest of the page) leaves its series out
 * and counts the failure, instead of failing the whole scrape.
 */
function databaseGauge(
  registry: Registry,
  readsFailed: Counter<'metric'>,
  options: { name: string; help: string; labelNames: string[] },
): { readWith(read: () => Promise<Sample[]>): void } {
  let read: (() => Promise<Sample[]>) | null = null;
  new Gauge({
    ...options,
    registers: [registry],
    async collect() {
      this.reset();
      if (!read) return;
      try {
        for (const { labels, value } of await read()) this.set(labels, value);
      } catch {
        readsFailed.inc({ metric: options.name });
      }
    },
  });
  return {
    readWith(given) {
      read = given;
    },
  };
}
