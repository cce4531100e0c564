import { describe, expect, it } from 'vitest';
import { createMetrics } from './index';

describe('createMetrics', () => {
  it('exposes the caption writer counters, starting at zero for both writers', async () => {
    const metrics = createMetrics();
    metrics.captionWriterFallbacks.inc({ reason: 'timeout' });
    metrics.captionsWritten.inc({ writer: 'llm' }, 4);
    const text = await metrics.registry.metrics();
    expect(text).toContain('# TYPE captions_written_total counter');
    expect(text).toContain('captions_written_total{writer="offline"} 0');
    expect(text).toContain('captions_written_total{writer="llm"} 4');
    expect(text).toContain('caption_writer_fallbacks_total{reason="timeout"} 1');
  });

  it('gives every app its own registry, so two apps in one process do not collide', async () => {
    const first = createMetrics();
    const second = createMetrics();
    first.captionsWritten.inc({ writer: 'offline' });
    expect(await second.registry.metrics()).toContain('captions_written_total{writer="offline"} 0');
  });

  it('adds Node process metrics only when asked', async () => {
    expect(await createMetrics().registry.metrics()).not.toContain('process_cpu');
    expect(await createMetrics({ processMetrics: true }).registry.metrics()).toContain('process_cpu');
  });
});

describe('metrics read from the database', () => {
  it('are read at each scrape, and a read that fails leaves its series out and counts it, not the whole page', async () => {
    const metrics = createMetrics();
    let down = false;
    metrics.watchQueueBacklog(async () => {
      if (down) throw new Error('connection refused');
      return { 'generation.render-image': 3 };
    });
    metrics.watchLedger(async () => [{ kind: 'spend', direction: 'spent', credits: 12 }]);
    const up = await metrics.registry.metrics();
    expect(up).toContain('jobs_waiting{queue="generation.render-image"} 3');
    expect(up).toContain('credit_ledger_credits{kind="spend",direction="spent"} 12');

    down = true;
    await metrics.registry.metrics();
    // The failure of one scrape shows in the next: the counter is written out while the gauges read.
    const page = await metrics.registry.metrics();
    expect(page).not.toContain('jobs_waiting{');
    expect(page).toContain('credit_ledger_credits{kind="spend",direction="spent"} 12');
    expect(page).toContain('metrics_reads_failed_total{metric="jobs_waiting"} 1');
    expect(page).toContain('captions_written_total{writer="offline"} 0');
  });
});
