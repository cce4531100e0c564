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
