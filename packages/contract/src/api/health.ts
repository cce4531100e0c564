import { z } from 'zod';

const ComponentStateSchema = z.object({
  ok: z.boolean(),
  kind: z.string(),
  latencyMs: z.number().optional(),
  error: z.string().optional(),
});

export const HealthResponseSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    uptimeS: z.number(),
    database: ComponentStateSchema,
    queue: ComponentStateSchema.extend({
      queued: z.number().int().optional(),
      active: z.number().int().optional(),
      failed: z.number().int().optional(),
    }),
  })
  .meta({ id: 'Health' });
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/**
 * GET /api/ready (our addition; a load balancer's check): 200 when this process can serve, 503
 * while it cannot. Each check is whether that part answers now; `library` is whether the starter
 * template library has been loaded once (a fresh install is not ready before it is).
 */
export const ReadyResponseSchema = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    checks: z.object({
      database: z.boolean(),
      queue: z.boolean(),
      storage: z.boolean(),
      library: z.boolean(),
    }),
  })
  .meta({ id: 'Ready' });
export type ReadyResponse = z.infer<typeof ReadyResponseSchema>;
