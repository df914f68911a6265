import { z } from './zod.ts';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof HealthSchema>;

/** GET /health/ready: the database answered `select 1` (else 503 DATABASE_UNAVAILABLE). */
export const ReadinessSchema = z.object({
  status: z.literal('ok'),
});
export type Readiness = z.infer<typeof ReadinessSchema>;
