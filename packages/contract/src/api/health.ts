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
